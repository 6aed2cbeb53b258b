import { z } from 'zod';
import { REPORT_REASON_OTHER, REPORT_REASONS } from './enums';
import { LIMITS } from './limits';
import { pageField, pageSizeField } from './properties';

/** Review reading, likes and reports (renter-app.md sections 2, 5, 8), shared by the app and the server. */
export const REVIEW_LIMITS = {
  /** Largest `limit` a home section accepts (default LIMITS.homeSectionSize). */
  homeSectionMax: 24,
} as const;

export const REVIEW_MESSAGES = {
  reasonRequired: 'Please select a reason for your request.',
  detailsRequired: 'Please provide details for your request.',
  detailsMax: `Details must be ${LIMITS.reportDetailsMax} characters or less`,
  reportSubmitted: 'Your request has been submitted successfully.',
  reportFailed: 'Failed to submit your request.',
  alreadyReported: 'You have already reported this review.',
  reviewNotFound: 'Could not find the review. It may have been deleted.',
  invalidId: 'Invalid review id.',
  liked: 'Review liked.',
  unliked: 'Like removed.',
  likeFailed: 'An error occurred. Please try again.',
  limitMin: 'Limit must be 1 or more',
  limitMax: `Limit must be ${REVIEW_LIMITS.homeSectionMax} or less`,
  limitInvalid: 'Limit must be a whole number',
  // Loading / empty / error texts of the read side (renter-app.md section 8).
  recentFailed: 'Could not load recent reviews. Please try again later.',
  recentEmpty: 'No recent reviews available.',
  propertyReviewsFailed: 'Could not load reviews for this property.',
  fetchReviewsFailed: 'Failed to fetch reviews.',
  loadingReviews: 'Loading reviews...',
  loadingCondo: 'Loading Condo Reviews...',
  loadingHdb: 'Loading HDB Reviews...',
} as const;

/** The 'Reason for Request' dialog and POST /reviews/{id}/flag. */
export const reportReviewSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: REVIEW_MESSAGES.reasonRequired }),
    details: z.string().trim().max(LIMITS.reportDetailsMax, REVIEW_MESSAGES.detailsMax).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.reason === REPORT_REASON_OTHER && !value.details) {
      ctx.addIssue({ code: 'custom', path: ['details'], message: REVIEW_MESSAGES.detailsRequired });
    }
  });
export type ReportReviewInput = z.input<typeof reportReviewSchema>;

/** GET /reviews/most-recent-reviews, /get-condo-reviews/condo, /get-hdb-reviews/hdb */
export const homeSectionQuerySchema = z.object({
  limit: z.coerce
    .number({ error: REVIEW_MESSAGES.limitInvalid })
    .int(REVIEW_MESSAGES.limitInvalid)
    .min(1, REVIEW_MESSAGES.limitMin)
    .max(REVIEW_LIMITS.homeSectionMax, REVIEW_MESSAGES.limitMax)
    .default(LIMITS.homeSectionSize),
});

/** GET /reviews/property/{propertyId}. `userId` is accepted for old clients and never used. */
export const propertyReviewsQuerySchema = z.object({
  page: pageField,
  pageSize: pageSizeField(),
  userId: z.string().max(100).optional(),
});
