import { REVIEW_MESSAGES } from '../../../shared/reviews';
import type { PropertyType } from '../../../shared/enums';
import { ok, pagination } from '../../lib/envelope';
import type { AppRouteHandler } from '../../lib/types';
import { toggleLike } from '../../services/likes';
import { publicReviewCount } from '../../services/properties';
import { reportReview } from '../../services/reports';
import { homeSection, propertyReviewPage } from '../../services/reviews-query';
import type * as routes from './reviews.routes';

type SectionRoute = typeof routes.mostRecentReviews;

const sectionHandler =
  (type?: PropertyType): AppRouteHandler<SectionRoute> =>
  async (c) => {
    const { limit } = c.req.valid('query');
    const { reviews, totalReviews } = await homeSection(c.get('deps').db, { type, limit, viewerId: c.get('user')?.id });
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
  // One statement: the page, with the property's stored review_count as the total. Only an empty
  // page asks again, for the total and whether the property exists and is active (404 otherwise).
  const found = await propertyReviewPage(db, {
    propertyId,
    sort,
    limit: pageSize,
    offset: (page - 1) * pageSize,
    viewerId: c.get('user')?.id,
  });
  const { reviews } = found;
  const totalReviews = found.propertyReviewCount ?? (await publicReviewCount(db, propertyId));
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
