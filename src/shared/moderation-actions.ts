/** Every admin action the moderation log records, one row each. */
export const MODERATION_ACTIONS = [
  'REVIEW_APPROVE',
  'REVIEW_REJECT',
  'REVIEW_RESET_PENDING',
  'REVIEW_DELETE',
  'REVIEW_VERIFY',
  'REVIEW_VERIFY_DECLINE',
  'REPORT_DISMISS',
  'REPORT_DELETE_REVIEW',
  'USER_ACTIVATE',
  'USER_DEACTIVATE',
  'USER_EDIT',
  'PROPERTY_CREATE',
  'PROPERTY_EDIT',
  'PROPERTY_DELETE',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
