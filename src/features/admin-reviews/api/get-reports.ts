import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import type { ADMIN_REPORT_SORT_KEYS, AdminTableSearch } from '@/shared/admin-tables';
import { ADMIN_MESSAGES } from '@/shared/admin-text';
import { LIMITS } from '@/shared/limits';

export type ReportSortKey = (typeof ADMIN_REPORT_SORT_KEYS)[number];

/** One page of reported reviews; the previous page stays while it loads. */
export const reportsQueryOptions = (search: AdminTableSearch<ReportSortKey>) =>
  queryOptions({
    queryKey: ['admin', 'reports', search],
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/api/v1/admin/reviews/reported', {
            params: {
              query: {
                page: search.page,
                pageSize: LIMITS.adminPageSize,
                search: search.search || undefined,
                sortBy: search.sortBy,
                sortOrder: search.sortOrder,
              },
            },
            signal,
          }),
          ADMIN_MESSAGES.reportsFetchFailed,
        )
      ).data,
    placeholderData: keepPreviousData,
  });
