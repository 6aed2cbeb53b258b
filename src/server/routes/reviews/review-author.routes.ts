import { createRoute, z } from '@hono/zod-openapi';
import { REVIEW_STATUSES } from '../../../shared/enums';
import { REVIEW_MESSAGES } from '../../../shared/reviews';
import { requireAuth } from '../../lib/auth';
import { envelope, errorResponses, jsonResponse } from '../../lib/envelope';
import { OwnReviewDto } from '../../services/review-dto';
import { MY_REVIEWS_MAX } from '../../services/reviews-query';

const tags = ['Reviews'];

export const MyReviewList = z
  .object({
    reviews: z.array(OwnReviewDto),
    summary: z.object({ totalReviews: z.number().int().openapi({ description: 'All your reviews, any status' }) }),
  })
  .openapi('MyReviewList');

export const ReviewStats = z
  .object({
    totalReviews: z.number().int(),
    totalLikes: z.number().int().openapi({ description: "Likes on all the user's reviews ('Usefull')" }),
    statusCounts: z.object(
      Object.fromEntries(REVIEW_STATUSES.map((s) => [s, z.number().int()])) as Record<
        (typeof REVIEW_STATUSES)[number],
        z.ZodNumber
      >,
    ),
  })
  .openapi('ReviewStats');

const ReviewIdParam = z.object({
  id: z.uuid(REVIEW_MESSAGES.invalidId).openapi({ param: { name: 'id', in: 'path' } }),
});
const UserIdParam = z.object({
  userId: z.uuid(REVIEW_MESSAGES.invalidId).openapi({ param: { name: 'userId', in: 'path' } }),
});

export const myReviews = createRoute({
  method: 'get',
  path: '/reviews/my-reviews',
  tags,
  summary: 'Your reviews, every status',
  description: `The signed-in renter's reviews (PENDING, APPROVED, REJECTED; anonymous ones too, with \`isAnonymous: true\`), newest first, with photos and the property. At most ${MY_REVIEWS_MAX}; the app pages them itself.`,
  middleware: [requireAuth({ role: 'USER' })] as const,
  security: [{ bearerAuth: [] }],
  responses: {
    200: jsonResponse(envelope(MyReviewList), 'Your reviews'),
    401: errorResponses[401],
    403: errorResponses[403],
  },
});

export const userReviewStats = createRoute({
  method: 'get',
  path: '/reviews/user/{userId}/stats',
  tags,
  summary: "A user's review statistics",
  description:
    "Your own, or any user's for an admin: another user's id is a 403; an unknown user (admin only) a 404. Counts every status; likes on anonymous reviews count too.",
  middleware: [requireAuth()] as const,
  security: [{ bearerAuth: [] }],
  request: { params: UserIdParam },
  responses: {
    200: jsonResponse(envelope(ReviewStats), 'Counts and likes'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
});

export const getReview = createRoute({
  method: 'get',
  path: '/reviews/{id}',
  tags,
  summary: 'One review, for its author or an admin',
  description:
    "Any status, with the author-only fields (the edit form loads it). Anyone else's review, whatever its status, is a 404.",
  middleware: [requireAuth()] as const,
  security: [{ bearerAuth: [] }],
  request: { params: ReviewIdParam },
  responses: {
    200: jsonResponse(envelope(OwnReviewDto), 'The review'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
});
