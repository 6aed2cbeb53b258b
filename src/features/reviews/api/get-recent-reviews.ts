import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { REVIEW_MESSAGES } from '@/shared/reviews-text';

/** The home page's most recent approved reviews. */
export const recentReviewsQueryOptions = () =>
  queryOptions({
    queryKey: ['reviews', 'recent'],
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/v1/reviews/most-recent-reviews', { signal }), REVIEW_MESSAGES.recentFailed)).data
        .reviews,
  });
