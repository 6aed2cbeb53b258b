import { queryOptions } from '@tanstack/react-query';
import { publicApi, unwrap } from '@/lib/api';

/** GET /reviews/get-hdb-reviews/hdb: the home page's HDB section. */
export async function getHdbReviews(signal?: AbortSignal) {
  return (await unwrap(publicApi.GET('/api/v1/reviews/get-hdb-reviews/hdb', { signal }))).data.reviews;
}

export const hdbReviewsQueryOptions = () =>
  queryOptions({ queryKey: ['reviews', 'hdb'], queryFn: ({ signal }) => getHdbReviews(signal) });
