import { z } from 'zod';
import { REPORT_REASON_OTHER, REPORT_REASONS, REVIEW_SORTS } from './enums';
import { LIMITS } from './limits';
import { limitField, pageField, pageSizeField } from './list-query';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from './reviews-text';

export { REVIEW_LIMITS, REVIEW_MESSAGES };

// Review reading, likes and reports (renter-app.md sections 2, 5, 8), shared by the app and the server.

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
  limit: limitField(LIMITS.homeSectionSize, REVIEW_LIMITS.homeSectionMax),
});

/** GET /reviews/property/{propertyId}. `userId` is accepted for old clients and never used. */
export const REVIEW_SORT_MESSAGE = `Sort must be one of: ${REVIEW_SORTS.join(', ')}`;

export const propertyReviewsQuerySchema = z.object({
  page: pageField,
  pageSize: pageSizeField(),
  sort: z.enum(REVIEW_SORTS, { error: REVIEW_SORT_MESSAGE }).default('recent'),
  userId: z.string().max(100).optional(),
});
