import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import type { AdminTableSearch } from '@/shared/admin-tables';
import type { ADMIN_USER_SORT_KEYS } from '@/shared/admin-tables';
import { ADMIN_MESSAGES } from '@/shared/admin-text';
import { LIMITS } from '@/shared/limits';

export type UserSortKey = (typeof ADMIN_USER_SORT_KEYS)[number];

/** One page of users as the table's URL state asks for it; the previous page stays while it loads. */
export const usersQueryOptions = (search: AdminTableSearch<UserSortKey>) =>
  queryOptions({
    queryKey: ['admin', 'users', 'list', search],
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/api/v1/admin/admin-get-all-users', {
            params: {
              query: {
                page: search.page,
                limit: LIMITS.adminPageSize,
                search: search.search || undefined,
                sortBy: search.sortBy,
                sortOrder: search.sortOrder,
              },
            },
            signal,
          }),
          ADMIN_MESSAGES.usersFetchFailed,
        )
      ).data,
    placeholderData: keepPreviousData,
  });

export const adminUsersKey = ['admin', 'users'] as const;
