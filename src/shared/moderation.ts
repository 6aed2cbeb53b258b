import type { z } from 'zod';
import type { rejectionSchema } from './rejection';
import type { ModerationAction } from './moderation-actions';

/**
 * Why a moderator rejected a review (issue 21): one short list, shown to the author in /my-review and
 * in the rejection mail. OTHER needs a note; the others may carry one.
 */
export const REJECTION_REASONS = [
  'PERSONAL_INFORMATION',
  'OFFENSIVE_LANGUAGE',
  'NOT_ABOUT_TENANCY',
  'DUPLICATE',
  'SPAM',
  'OTHER',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

export const REJECTION_REASON_LABELS: Record<RejectionReason, string> = {
  PERSONAL_INFORMATION: 'Personal information',
  OFFENSIVE_LANGUAGE: 'Offensive language',
  NOT_ABOUT_TENANCY: 'Not about a tenancy',
  DUPLICATE: 'Duplicate',
  SPAM: 'Spam',
  OTHER: 'Other',
};

export const REJECTION_NOTE_MAX = 500;

export const MODERATION_MESSAGES = {
  reasonRequired: 'Choose a reason for rejecting this review.',
  reasonInvalid: 'Choose one of the listed reasons.',
  noteRequired: 'Add a note explaining the reason.',
  noteMax: `The note must be ${REJECTION_NOTE_MAX} characters or less.`,
  reasonOnlyForReject: 'A reason is given only when rejecting a review.',
  rejectTitle: 'Reject this review?',
  rejectDescription: 'The author sees the reason in My Reviews and in the email they receive.',
  reasonLabel: 'Reason',
  notePlaceholder: 'What should the author know?',
  noteLabel: 'Note',
  confirmReject: 'Reject review',
  cancel: 'Cancel',
  /** The author's view: "Rejected: Personal information. <note>" */
  authorReasonHeading: 'Why it was not approved',
  logFetchFailed: 'Failed to fetch the moderation log.',
  logEmpty: 'No moderation actions yet.',
  logTitle: 'Moderation log',
  adminFilterInvalid: 'Invalid admin id.',
  dateInvalid: 'Dates must be written YYYY-MM-DD.',
  dateRangeInvalid: 'The start date must not be after the end date.',
} as const;

/** What a moderator gives when rejecting (the schema is in ./rejection, kept apart so zod stays out of the first page). */
export type RejectionValues = z.infer<typeof rejectionSchema>;

/** "Personal information" or "Other: <note>" or "Spam: <note>" — one line for the author. */
export function rejectionText(reason: RejectionReason, note: string | null | undefined): string {
  const label = REJECTION_REASON_LABELS[reason];
  return note ? `${label}: ${note}` : label;
}

// In a module of their own: the moderation log's route validates its search params with them, and
// that code ships with every page, without the texts below (issue 22).
export { MODERATION_ACTIONS, type ModerationAction } from './moderation-actions';

export const MODERATION_ACTION_LABELS: Record<ModerationAction, string> = {
  REVIEW_APPROVE: 'Review approved',
  REVIEW_REJECT: 'Review rejected',
  REVIEW_RESET_PENDING: 'Review returned to pending',
  REVIEW_DELETE: 'Review deleted',
  REVIEW_VERIFY: 'Tenancy verified',
  REVIEW_VERIFY_DECLINE: 'Tenancy verification declined',
  REPORT_DISMISS: 'Report dismissed',
  REPORT_DELETE_REVIEW: 'Report resolved: review deleted',
  USER_ACTIVATE: 'User activated',
  USER_DEACTIVATE: 'User deactivated',
  USER_EDIT: 'User edited',
  PROPERTY_CREATE: 'Property created',
  PROPERTY_EDIT: 'Property edited',
  PROPERTY_DELETE: 'Property deleted',
};

export const MODERATION_OBJECT_TYPES = ['REVIEW', 'REPORT', 'USER', 'PROPERTY'] as const;
export type ModerationObjectType = (typeof MODERATION_OBJECT_TYPES)[number];
