import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import type { moderationLogSearchSchema } from '@/shared/search-params';
import { ADMIN_MESSAGES } from '@/shared/admin-text';
import { LIMITS } from '@/shared/limits';
import { MODERATION_MESSAGES } from '@/shared/moderation';

export type LogSearch = ReturnType<typeof moderationLogSearchSchema.parse>;

/** One page of the moderation log as the URL asks for it; the previous page stays while it loads. */
export const moderationLogQueryOptions = (search: LogSearch) =>
  queryOptions({
    queryKey: ['admin', 'moderation-log', 'list', search],
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/api/v1/admin/moderation-log', {
            params: {
              query: {
                page: search.page,
                limit: LIMITS.adminPageSize,
                search: search.search || undefined,
                sortBy: search.sortBy,
                sortOrder: search.sortOrder,
                adminId: search.adminId,
                action: search.action,
                from: search.from,
                to: search.to,
              },
            },
            signal,
          }),
          MODERATION_MESSAGES.logFetchFailed,
        )
      ).data,
    placeholderData: keepPreviousData,
  });

/** The admins for the filter. */
export const moderationAdminsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'moderation-log', 'admins'],
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/v1/admin/moderation-log/admins', { signal }), ADMIN_MESSAGES.usersFetchFailed)).data,
    staleTime: 60_000,
  });
