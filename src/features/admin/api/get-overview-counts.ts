import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@/api-types';
import { api, unwrap } from '@/lib/api';
import { ADMIN_MESSAGES } from '@/shared/admin-text';

export type AdminOverviewCounts = components['schemas']['AdminOverviewCounts'];

/**
 * The sidebar's badges. The key sits under ['admin'], which every moderation mutation invalidates,
 * so an approve or a resolve updates the numbers at once; the short stale time and the poll pick up
 * reviews and reports that renters file meanwhile.
 */
export const overviewCountsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'overview-counts'],
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/v1/admin/overview-counts', { signal }), ADMIN_MESSAGES.countsFetchFailed)).data,
    staleTime: 15_000,
    refetchInterval: 60_000,
  });

/** The counts, or undefined while they load or when they failed (the sidebar then shows no badge). */
export function useOverviewCounts(): AdminOverviewCounts | undefined {
  return useQuery(overviewCountsQueryOptions()).data;
}
