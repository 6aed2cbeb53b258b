import { createRoute, z } from '@hono/zod-openapi';
import { LIMITS } from '../../../shared/limits';
import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  homeSectionQuerySchema,
  propertyReviewsQuerySchema,
  reportReviewSchema,
} from '../../../shared/reviews';
import { PROPERTY_MESSAGES } from '../../../shared/properties';
import { optionalAuth, requireAuth } from '../../lib/auth';
import { MessageEnvelope, Pagination, envelope, errorResponses, jsonBody, jsonResponse } from '../../lib/envelope';
import { PublicReviewDto } from '../../services/review-dto';

const tags = ['Reviews'];

export const ReviewSummary = z
  .object({ totalReviews: z.number().int().openapi({ description: 'All public reviews in this list' }) })
  .openapi('ReviewSummary');

export const ReviewSection = z
  .object({ reviews: z.array(PublicReviewDto), summary: ReviewSummary })
  .openapi('ReviewSection');

export const PropertyReviewList = z
  .object({ reviews: z.array(PublicReviewDto), pagination: Pagination, summary: ReviewSummary })
  .openapi('PropertyReviewList');

export const LikeState = z.object({ likesCount: z.number().int(), liked: z.boolean() }).openapi('LikeState');

const ReviewIdParam = z.object({
  id: z.uuid(REVIEW_MESSAGES.invalidId).openapi({ param: { name: 'id', in: 'path' } }),
});
const PropertyIdParam = z.object({
  propertyId: z.uuid(PROPERTY_MESSAGES.invalidId).openapi({ param: { name: 'propertyId', in: 'path' } }),
});

const PUBLIC_NOTE =
  'Only APPROVED reviews of active properties, newest first. Anonymous reviews have `author: null` and carry no author identity. A bearer token is optional: with one, `likedByUser` is filled in.';

const homeSection = (path: string, summary: string) =>
  createRoute({
    method: 'get',
    path,
    tags,
    summary,
    description: `${PUBLIC_NOTE} \`limit\` defaults to ${LIMITS.homeSectionSize} (at most ${REVIEW_LIMITS.homeSectionMax}).`,
    middleware: [optionalAuth()] as const,
    request: { query: homeSectionQuerySchema },
    responses: {
      200: jsonResponse(envelope(ReviewSection), 'Reviews with the total count'),
      400: errorResponses[400],
    },
  });

export const mostRecentReviews = homeSection('/reviews/most-recent-reviews', 'Most recent reviews (home)');
export const condoReviews = homeSection('/reviews/get-condo-reviews/condo', 'Recent condo reviews (home)');
export const hdbReviews = homeSection('/reviews/get-hdb-reviews/hdb', 'Recent HDB reviews (home)');

export const propertyReviews = createRoute({
  method: 'get',
  path: '/reviews/property/{propertyId}',
  tags,
  summary: "A property's reviews, paged",
  description: `${PUBLIC_NOTE} The \`userId\` query parameter of older clients is accepted and ignored: who "you" are comes only from the token. \`page\` starts at 1; \`pageSize\` defaults to ${LIMITS.listingPageSize}, at most ${LIMITS.maxPageSize} (larger is a 400). \`sort\` is recent (the default, newest first), helpful (log10(1 + likes) + age in years, decision 012), highest or lowest (overall rating, newest first among equals); every order ends in the id, so pages never repeat or skip a review.`,
  middleware: [optionalAuth()] as const,
  request: { params: PropertyIdParam, query: propertyReviewsQuerySchema },
  responses: {
    200: jsonResponse(envelope(PropertyReviewList), 'A page of reviews'),
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

export const toggleLike = createRoute({
  method: 'post',
  path: '/reviews/{id}/like',
  tags,
  summary: 'Like or unlike a review (toggle)',
  description:
    'One like per user and review; the count stays exact under concurrent clicks. 404 unless the review is public.',
  middleware: [requireAuth({ role: 'USER' })] as const,
  security: [{ bearerAuth: [] }],
  request: { params: ReviewIdParam },
  responses: {
    200: jsonResponse(envelope(LikeState), 'The new like state'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
});

export const flagReview = createRoute({
  method: 'post',
  path: '/reviews/{id}/flag',
  tags,
  summary: 'Report a review',
  description:
    "'Other (please specify)' needs `details`. One open report per user and review (a second is a 409). 404 unless the review is public.",
  middleware: [requireAuth({ role: 'USER' })] as const,
  security: [{ bearerAuth: [] }],
  request: { params: ReviewIdParam, body: jsonBody(reportReviewSchema, 'The reason for the request') },
  responses: {
    201: jsonResponse(MessageEnvelope, 'Report filed'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});
