import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

/** The home page's HDB section. */
export const hdbReviewsQueryOptions = () =>
  queryOptions({
    queryKey: ['reviews', 'hdb'],
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/v1/reviews/get-hdb-reviews/hdb', { signal }))).data.reviews,
  });
