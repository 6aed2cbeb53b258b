import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { REVIEW_FORM_MESSAGES } from '@/shared/review-form-text';

export const myReviewsKey = ['reviews', 'mine'] as const;

/** The signed-in renter's reviews, every status, newest first (paged on the client, 3 a page). */
export const myReviewsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...myReviewsKey, userId],
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/v1/reviews/my-reviews', { signal }), REVIEW_FORM_MESSAGES.myReviewsFailed)).data,
  });
