import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import type { ADMIN_REVIEW_SORT_KEYS, AdminTableSearch } from '@/shared/admin-tables';
import { ADMIN_MESSAGES } from '@/shared/admin-text';
import { LIMITS } from '@/shared/limits';

export type ReviewSortKey = (typeof ADMIN_REVIEW_SORT_KEYS)[number];
const adminReviewsKey = ['admin', 'reviews'] as const;

const toQuery = (search: AdminTableSearch<ReviewSortKey>) => ({
  page: search.page,
  limit: LIMITS.adminPageSize,
  search: search.search || undefined,
  sortBy: search.sortBy,
  sortOrder: search.sortOrder,
});

/** One page of every review, or of the anonymous ones; the previous page stays while it loads. */
export const reviewsQueryOptions = (search: AdminTableSearch<ReviewSortKey>, anonymousOnly: boolean) =>
  queryOptions({
    queryKey: [...adminReviewsKey, anonymousOnly ? 'anonymous' : 'all', search],
    queryFn: async ({ signal }) => {
      const call = anonymousOnly
        ? api.GET('/api/v1/admin/admin-get-all-anonymous-reviews', { params: { query: toQuery(search) }, signal })
        : api.GET('/api/v1/admin/admin-get-all-reviews', { params: { query: toQuery(search) }, signal });
      return (await unwrap(call, ADMIN_MESSAGES.reviewsFetchFailed)).data;
    },
    placeholderData: keepPreviousData,
  });
