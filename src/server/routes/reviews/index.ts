import { createRouter } from '../../lib/create-app';
import * as handlers from './reviews.handlers';
import * as routes from './reviews.routes';

export const reviewsRouter = createRouter()
  .openapi(routes.mostRecentReviews, handlers.mostRecentReviewsHandler)
  .openapi(routes.condoReviews, handlers.condoReviewsHandler)
  .openapi(routes.hdbReviews, handlers.hdbReviewsHandler)
  .openapi(routes.propertyReviews, handlers.propertyReviewsHandler)
  .openapi(routes.toggleLike, handlers.toggleLikeHandler)
  .openapi(routes.flagReview, handlers.flagReviewHandler);
