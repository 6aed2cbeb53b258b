import { queryOptions } from '@tanstack/react-query';
import { publicApi, unwrap } from '@/lib/api';
import { REVIEW_MESSAGES } from '@/shared/reviews-text';

/** GET /reviews/most-recent-reviews: the home page's most recent approved reviews. */
export async function getRecentReviews(signal?: AbortSignal) {
  return (await unwrap(publicApi.GET('/api/v1/reviews/most-recent-reviews', { signal }), REVIEW_MESSAGES.recentFailed))
    .data.reviews;
}

export const recentReviewsQueryOptions = () =>
  queryOptions({ queryKey: ['reviews', 'recent'], queryFn: ({ signal }) => getRecentReviews(signal) });
