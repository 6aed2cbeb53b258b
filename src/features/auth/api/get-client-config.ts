import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

/** GET /meta/config: public settings (whether Google sign-in is offered). */
export async function getClientConfig(signal?: AbortSignal) {
  return (await unwrap(api.GET('/api/v1/meta/config', { signal }))).data;
}

export const clientConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['meta', 'config'],
    queryFn: ({ signal }) => getClientConfig(signal),
    // Settings change only with a server restart.
    staleTime: Infinity,
  });
