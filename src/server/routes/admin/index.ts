import { createRouter } from '../../lib/create-app';
import * as counts from './admin-counts.handlers';
import * as log from './moderation-log.handlers';
import * as logRoutes from './moderation-log.routes';
import * as countRoutes from './admin-counts.routes';
import * as properties from './admin-properties.handlers';
import * as propertyRoutes from './admin-properties.routes';
import * as reviews from './admin-reviews.handlers';
import * as reviewRoutes from './admin-reviews.routes';
import * as users from './admin-users.handlers';
import * as userRoutes from './admin-users.routes';
import * as proofs from './tenancy-proof.handlers';
import * as proofRoutes from './tenancy-proof.routes';

/** The back office's tables and actions; every route is ADMIN only. */
export const adminRouter = createRouter()
  .openapi(countRoutes.getOverviewCounts, counts.getOverviewCountsHandler)
  .openapi(userRoutes.listUsers, users.listUsersHandler)
  .openapi(userRoutes.getUser, users.getUserHandler)
  .openapi(userRoutes.updateUser, users.updateUserHandler)
  .openapi(userRoutes.updateUserStatus, users.updateUserStatusHandler)
  .openapi(userRoutes.deleteUser, users.deleteUserHandler)
  .openapi(userRoutes.deleteUserShort, users.deleteUserHandler)
  .openapi(reviewRoutes.listReviews, reviews.listReviewsHandler)
  .openapi(reviewRoutes.listAnonymousReviews, reviews.listAnonymousReviewsHandler)
  .openapi(reviewRoutes.updateReviewStatus, reviews.updateReviewStatusHandler)
  .openapi(reviewRoutes.deleteReview, reviews.deleteReviewHandler)
  .openapi(reviewRoutes.processAnonymousReview, reviews.processAnonymousReviewHandler)
  .openapi(reviewRoutes.listReports, reviews.listReportsHandler)
  .openapi(reviewRoutes.resolveReport, reviews.resolveReportHandler)
  .openapi(proofRoutes.getTenancyProof, proofs.getTenancyProofHandler)
  .openapi(proofRoutes.decideTenancy, proofs.decideTenancyHandler)
  .openapi(propertyRoutes.listProperties, properties.listPropertiesHandler)
  .openapi(propertyRoutes.getProperty, properties.getPropertyHandler)
  .openapi(propertyRoutes.getPropertyBySlug, properties.getPropertyBySlugHandler)
  .openapi(propertyRoutes.updateProperty, properties.updatePropertyHandler)
  .openapi(propertyRoutes.deleteProperty, properties.deletePropertyHandler)
  .openapi(logRoutes.listModerationLog, log.listModerationLogHandler)
  .openapi(logRoutes.listModerationAdmins, log.listModerationAdminsHandler);
