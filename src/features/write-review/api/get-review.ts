import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { REVIEW_FORM_MESSAGES } from '@/shared/review-form-text';

export const reviewDetailKey = (id: string) => ['reviews', 'detail', id] as const;

/** One of the renter's own reviews, for the edit form. */
export const reviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: reviewDetailKey(id),
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/api/v1/reviews/{id}', { params: { path: { id } }, signal }),
          REVIEW_FORM_MESSAGES.reviewFetchError,
        )
      ).data,
  });
