import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

/** GET /meta/config: public settings (whether Google sign-in is offered). */
export const clientConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['meta', 'config'],
    queryFn: async () => (await unwrap(api.GET('/api/v1/meta/config'))).data,
    // Settings change only with a server restart.
    staleTime: Infinity,
  });
