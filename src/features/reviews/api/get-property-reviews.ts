import { queryOptions } from '@tanstack/react-query';
import { type ApiData, api, unwrap } from '@/lib/api';
import { LIMITS } from '@/shared/limits';
import { REVIEW_MESSAGES } from '@/shared/reviews-text';

export interface PropertyReviewsParams {
  propertyId: string;
  page: number;
  /** The signed-in user's id (or null): `likedByUser` depends on who asks, so it is part of the key. */
  viewerId: string | null;
}

export type PropertyReviewsPage = ApiData<'/api/v1/reviews/property/{propertyId}', 'get'>;

export const propertyReviewsKey = ['reviews', 'property'] as const;

/** GET /reviews/property/{propertyId}: one page of approved reviews; the client sends the token when signed in. */
export async function getPropertyReviews(
  { propertyId, page }: Omit<PropertyReviewsParams, 'viewerId'>,
  signal?: AbortSignal,
) {
  const call = api.GET('/api/v1/reviews/property/{propertyId}', {
    params: { path: { propertyId }, query: { page, pageSize: LIMITS.listingPageSize } },
    signal,
  });
  return (await unwrap(call, REVIEW_MESSAGES.fetchReviewsFailed)).data;
}

export const propertyReviewsQueryOptions = ({ propertyId, page, viewerId }: PropertyReviewsParams) =>
  queryOptions({
    queryKey: [...propertyReviewsKey, propertyId, { page, viewerId }],
    queryFn: ({ signal }) => getPropertyReviews({ propertyId, page }, signal),
  });
