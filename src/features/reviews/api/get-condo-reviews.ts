import { queryOptions } from '@tanstack/react-query';
import { publicApi, unwrap } from '@/lib/api';

/** GET /reviews/get-condo-reviews/condo: the home page's condo section. */
export async function getCondoReviews(signal?: AbortSignal) {
  return (await unwrap(publicApi.GET('/api/v1/reviews/get-condo-reviews/condo', { signal }))).data.reviews;
}

export const condoReviewsQueryOptions = () =>
  queryOptions({ queryKey: ['reviews', 'condo'], queryFn: ({ signal }) => getCondoReviews(signal) });
