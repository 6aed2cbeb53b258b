import { REVIEW_MESSAGES } from '../../../shared/reviews';
import type { PropertyType } from '../../../shared/enums';
import { ok, pagination } from '../../lib/envelope';
import type { AppRouteHandler } from '../../lib/types';
import { toggleLike } from '../../services/likes';
import { assertPublicProperty } from '../../services/properties';
import { reportReview } from '../../services/reports';
import {
  REVIEW_ORDERS,
  countReviews,
  findReviews,
  publicReviewsOfProperty,
  publicReviewsOfType,
} from '../../services/reviews-query';
import type * as routes from './reviews.routes';

type SectionRoute = typeof routes.mostRecentReviews;

const sectionHandler =
  (type?: PropertyType): AppRouteHandler<SectionRoute> =>
  async (c) => {
    const { limit } = c.req.valid('query');
    const { db } = c.get('deps');
    const where = publicReviewsOfType(type);
    const [reviews, totalReviews] = await Promise.all([
      findReviews(db, { where, limit, viewerId: c.get('user')?.id }),
      countReviews(db, where),
    ]);
    return c.json(ok(REVIEW_MESSAGES.fetched, { reviews, summary: { totalReviews } }), 200);
  };

export const mostRecentReviewsHandler = sectionHandler();
export const condoReviewsHandler = sectionHandler('CONDO');
export const hdbReviewsHandler = sectionHandler('HDB');

export const propertyReviewsHandler: AppRouteHandler<typeof routes.propertyReviews> = async (c) => {
  const { propertyId } = c.req.valid('param');
  // `userId` from the query is deliberately ignored: likedByUser comes from the token only.
  const { page, pageSize, sort } = c.req.valid('query');
  const { db } = c.get('deps');
  await assertPublicProperty(db, propertyId);
  const where = publicReviewsOfProperty(propertyId);
  const [reviews, totalReviews] = await Promise.all([
    findReviews(db, {
      where,
      orderBy: REVIEW_ORDERS[sort],
      limit: pageSize,
      offset: (page - 1) * pageSize,
      viewerId: c.get('user')?.id,
    }),
    countReviews(db, where),
  ]);
  const data = { reviews, pagination: pagination(page, pageSize, totalReviews), summary: { totalReviews } };
  return c.json(ok(REVIEW_MESSAGES.fetched, data), 200);
};

export const toggleLikeHandler: AppRouteHandler<typeof routes.toggleLike> = async (c) => {
  const { id } = c.req.valid('param');
  const data = await toggleLike(c.get('deps').db, id, c.get('user')!.id);
  return c.json(ok(data.liked ? REVIEW_MESSAGES.liked : REVIEW_MESSAGES.unliked, data), 200);
};

export const flagReviewHandler: AppRouteHandler<typeof routes.flagReview> = async (c) => {
  const { id } = c.req.valid('param');
  await reportReview(c.get('deps').db, id, c.get('user')!.id, c.req.valid('json'));
  return c.json(ok(REVIEW_MESSAGES.reportSubmitted), 201);
};
