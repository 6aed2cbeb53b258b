import { queryOptions } from '@tanstack/react-query';
import { publicApi, unwrap } from '@/lib/api';

/** GET /properties/get-suggestions: names for the search boxes (asked for with 2+ characters; the caller decides). */
export async function getSuggestions(q: string, signal?: AbortSignal) {
  return (await unwrap(publicApi.GET('/api/v1/properties/get-suggestions', { params: { query: { q } }, signal }))).data;
}

export const suggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['properties', 'suggestions', q],
    queryFn: ({ signal }) => getSuggestions(q, signal),
    staleTime: 60_000,
  });
