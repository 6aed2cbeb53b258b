import { and, eq } from 'drizzle-orm';
import { REVIEW_MESSAGES } from '../../../shared/reviews-text';
import { REVIEW_FORM_MESSAGES as M } from '../../../shared/review-form-text';
import { reviews, users } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { forbidden, notFound } from '../../lib/errors';
import type { AppRouteHandler } from '../../lib/types';
import { findOwnReview, myReviews, reviewStats } from '../../services/reviews-query';
import type * as routes from './review-author.routes';

export const myReviewsHandler: AppRouteHandler<typeof routes.myReviews> = async (c) => {
  const userId = c.get('user')!.id;
  const list = await myReviews(c.get('deps').db, userId);
  return c.json(ok(M.myReviewsFetched, { reviews: list, summary: { totalReviews: list.length } }), 200);
};

export const userReviewStatsHandler: AppRouteHandler<typeof routes.userReviewStats> = async (c) => {
  const { userId } = c.req.valid('param');
  const me = c.get('user')!;
  if (me.id !== userId && me.role !== 'ADMIN') throw forbidden();
  const { db } = c.get('deps');
  if (me.id !== userId) {
    const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
    if (!exists) throw notFound(M.statsUserNotFound);
  }
  return c.json(ok(M.statsFetched, await reviewStats(db, userId)), 200);
};

export const getReviewHandler: AppRouteHandler<typeof routes.getReview> = async (c) => {
  const { id } = c.req.valid('param');
  const me = c.get('user')!;
  const where = me.role === 'ADMIN' ? eq(reviews.id, id) : and(eq(reviews.id, id), eq(reviews.userId, me.id))!;
  const review = await findOwnReview(c.get('deps').db, where, me.id);
  if (!review) throw notFound(REVIEW_MESSAGES.reviewNotFound);
  return c.json(ok(M.reviewFetched, review), 200);
};
