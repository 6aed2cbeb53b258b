import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

/** The home page's condo section. */
export const condoReviewsQueryOptions = () =>
  queryOptions({
    queryKey: ['reviews', 'condo'],
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/v1/reviews/get-condo-reviews/condo', { signal }))).data.reviews,
  });
