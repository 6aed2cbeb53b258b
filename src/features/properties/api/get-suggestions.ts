import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

/** Suggestions for the search boxes; only asked for with 2+ characters (the caller decides). */
export const suggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['properties', 'suggestions', q],
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/v1/properties/get-suggestions', { params: { query: { q } }, signal }))).data,
    staleTime: 60_000,
  });
