import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { LIMITS } from '@/shared/limits';
import { REVIEW_MESSAGES } from '@/shared/reviews-text';

export interface PropertyReviewsParams {
  propertyId: string;
  page: number;
  /** The signed-in user's id (or null): `likedByUser` depends on who asks, so it is part of the key. */
  viewerId: string | null;
}

export const propertyReviewsKey = ['reviews', 'property'] as const;

/** One page of a property's approved reviews; the api client sends the Bearer token when signed in. */
export const propertyReviewsQueryOptions = ({ propertyId, page, viewerId }: PropertyReviewsParams) =>
  queryOptions({
    queryKey: [...propertyReviewsKey, propertyId, { page, viewerId }],
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/api/v1/reviews/property/{propertyId}', {
            params: { path: { propertyId }, query: { page, pageSize: LIMITS.listingPageSize } },
            signal,
          }),
          REVIEW_MESSAGES.fetchReviewsFailed,
        )
      ).data,
  });
