import { queryOptions } from '@tanstack/react-query';
import { type ApiData, api, unwrap } from '@/lib/api';
import type { ReviewSort } from '@/shared/enums';
import { LIMITS } from '@/shared/limits';
import { REVIEW_MESSAGES } from '@/shared/reviews-text';

export interface PropertyReviewsParams {
  propertyId: string;
  page: number;
  sort: ReviewSort;
  /** The signed-in user's id (or null): `likedByUser` depends on who asks, so it is part of the key. */
  viewerId: string | null;
}

export type PropertyReviewsPage = ApiData<'/api/v1/reviews/property/{propertyId}', 'get'>;

export const propertyReviewsKey = ['reviews', 'property'] as const;

/** GET /reviews/property/{propertyId}: one page of approved reviews; the client sends the token when signed in. */
export async function getPropertyReviews(
  { propertyId, page, sort }: Omit<PropertyReviewsParams, 'viewerId'>,
  signal?: AbortSignal,
) {
  const call = api.GET('/api/v1/reviews/property/{propertyId}', {
    params: {
      path: { propertyId },
      query: { page, pageSize: LIMITS.listingPageSize, ...(sort === 'recent' ? {} : { sort }) },
    },
    signal,
  });
  return (await unwrap(call, REVIEW_MESSAGES.fetchReviewsFailed)).data;
}

export const propertyReviewsQueryOptions = ({ propertyId, page, sort, viewerId }: PropertyReviewsParams) =>
  queryOptions({
    queryKey: [...propertyReviewsKey, propertyId, { page, sort, viewerId }],
    queryFn: ({ signal }) => getPropertyReviews({ propertyId, page, sort }, signal),
  });
