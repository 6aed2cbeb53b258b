/** Enumerations shared by the database schema, the API and the forms. */

export const PROPERTY_TYPES = ['CONDO', 'HDB', 'STANDALONE_HOUSE', 'CO_LIVING_SPACE'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  CONDO: 'Condo',
  HDB: 'HDB',
  STANDALONE_HOUSE: 'Standalone House',
  CO_LIVING_SPACE: 'Co-living Space',
};

export const RESIDENT_LABELS: Record<PropertyType, string> = {
  CONDO: 'Condo Resident',
  HDB: 'HDB Resident',
  STANDALONE_HOUSE: 'Stand Alone House Resident',
  CO_LIVING_SPACE: 'Co-Living Resident',
};
export const DEFAULT_RESIDENT_LABEL = 'Resident';

export const USER_ROLES = ['USER', 'ADMIN'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const REVIEW_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const STAYED_WITH = ['FAMILY', 'PARTNER', 'FRIENDS', 'SOLO'] as const;
/** @public used by the write-review form (next slice) */
export type StayedWith = (typeof STAYED_WITH)[number];

export const PRIVACY_RATINGS = ['YES', 'NO', 'SOMETIMES'] as const;
export const NOISE_LEVELS = ['QUIET', 'MODERATE', 'NOISY'] as const;
export const PEST_ISSUES = ['NONE', 'MINOR_ISSUES', 'SERIOUS_PROBLEM'] as const;
export const REPAIRS_DONE = ['PROMPT_AND_EFFECTIVE', 'SLOW_OR_INCOMPLETE', 'NONE_NEEDED'] as const;

export const REPORT_STATUSES = ['PENDING', 'RESOLVED_DISMISSED', 'RESOLVED_REVIEW_DELETED'] as const;
/** @public used by the reported-reviews table (next slice) */
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_REASONS = [
  'This property is no longer available',
  "I am the owner and didn't authorize this listing",
  'I am the agent and wish to remove it',
  'Duplicate or incorrect listing',
  'Other (please specify)',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_OTHER: ReportReason = 'Other (please specify)';

export const CODE_PURPOSES = ['VERIFY_EMAIL', 'RESET_PASSWORD', 'ADMIN_OTP'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/**
 * 'CO_LIVING_SPACE' -> 'Co Living Space': the admin tables' rendering of enum values.
 * @public used by the admin tables (next slice)
 */
export function titleCaseEnum(value: string): string {
  return value
    .toLowerCase()
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** The property page's review orders (issue 21); `recent` is the default. */
export const REVIEW_SORTS = ['recent', 'helpful', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  recent: 'Most recent',
  helpful: 'Most helpful',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
};
