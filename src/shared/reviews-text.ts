import { LIMITS } from './limits';

/**
 * Review limits and messages without any schema code, so client modules that only need a text do
 * not pull zod into the first page's bundle. The schemas in reviews.ts use these.
 */
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
  // Loading / empty / error texts of the read side (renter-app.md section 8).
  recentFailed: 'Could not load recent reviews. Please try again later.',
  recentEmpty: 'No recent reviews available.',
  propertyReviewsFailed: 'Could not load reviews for this property.',
  fetchReviewsFailed: 'Failed to fetch reviews.',
  loadingReviews: 'Loading reviews...',
  loadingCondo: 'Loading Condo Reviews...',
  loadingHdb: 'Loading HDB Reviews...',
  fetched: 'Reviews fetched successfully.',
} as const;
