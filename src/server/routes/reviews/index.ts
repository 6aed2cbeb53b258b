import { createRouter } from '../../lib/create-app';
import * as authorHandlers from './review-author.handlers';
import * as authorRoutes from './review-author.routes';
import * as writeHandlers from './review-write.handlers';
import * as writeRoutes from './review-write.routes';
import * as handlers from './reviews.handlers';
import * as routes from './reviews.routes';

// Every fixed `/reviews/...` path is registered before `/reviews/{id}`, so `my-reviews` is never read
// as an id.
export const reviewsRouter = createRouter()
  .openapi(routes.mostRecentReviews, handlers.mostRecentReviewsHandler)
  .openapi(routes.condoReviews, handlers.condoReviewsHandler)
  .openapi(routes.hdbReviews, handlers.hdbReviewsHandler)
  .openapi(routes.propertyReviews, handlers.propertyReviewsHandler)
  .openapi(authorRoutes.myReviews, authorHandlers.myReviewsHandler)
  .openapi(authorRoutes.userReviewStats, authorHandlers.userReviewStatsHandler)
  .openapi(writeRoutes.publishToProperty, writeHandlers.publishToPropertyHandler)
  .openapi(writeRoutes.publishNewPlace, writeHandlers.publishNewPlaceHandler)
  .openapi(writeRoutes.deleteReviewImage, writeHandlers.deleteReviewImageHandler)
  .openapi(routes.toggleLike, handlers.toggleLikeHandler)
  .openapi(routes.flagReview, handlers.flagReviewHandler)
  .openapi(authorRoutes.getReview, authorHandlers.getReviewHandler)
  .openapi(writeRoutes.updateReview, writeHandlers.updateReviewHandler)
  .openapi(writeRoutes.deleteReview, writeHandlers.deleteReviewHandler);
