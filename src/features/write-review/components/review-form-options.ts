import {
  NOISE_LEVELS,
  PEST_ISSUES,
  PRIVACY_RATINGS,
  PROPERTY_TYPES,
  PROPERTY_TYPE_LABELS,
  REPAIRS_DONE,
  STAYED_WITH,
  titleCaseEnum,
} from '@/shared/enums';
import { REVIEW_COUNTRIES, type StarRatingField } from '@/shared/review-form-fields';

const options = <T extends string>(values: readonly T[], label: (v: T) => string = titleCaseEnum) =>
  values.map((value) => ({ value, label: label(value) }));

export const PROPERTY_TYPE_OPTIONS = options(PROPERTY_TYPES, (v) => PROPERTY_TYPE_LABELS[v]);
export const STAYED_WITH_OPTIONS = options(STAYED_WITH);
export const COUNTRY_OPTIONS = options(REVIEW_COUNTRIES, (v) => v);

/** The four selections of 'About Your Rental Experience', with their questions. */
export const SELECTION_FIELDS = [
  { name: 'privacyRating', label: 'Did you have enough privacy?', options: options(PRIVACY_RATINGS) },
  { name: 'noiseLevel', label: 'Noise level', options: options(NOISE_LEVELS) },
  { name: 'pestIssue', label: 'Pest issues', options: options(PEST_ISSUES) },
  { name: 'repairsDone', label: 'Were repairs done?', options: options(REPAIRS_DONE) },
] as const;

export const STAR_LABELS: Record<StarRatingField, string> = {
  depositFairnessRating: 'Deposit fairness',
  conditionOnMoveInRating: 'Condition on move-in',
  cleanlinessRating: 'Cleanliness',
  responsivenessRating: 'Responsiveness',
  agentHonestyRating: 'Agent honesty',
  agentHelpfulnessRating: 'Helpfulness',
  agentProfessionalismRating: 'Professionalism',
};

/** The property's own ratings ('About Your Rental Experience') and the agent's. */
export const EXPERIENCE_STARS = ['depositFairnessRating', 'conditionOnMoveInRating', 'cleanlinessRating'] as const;
export const AGENT_STARS = [
  'responsivenessRating',
  'agentHonestyRating',
  'agentHelpfulnessRating',
  'agentProfessionalismRating',
] as const;

/**
 * The month picker's names, written out rather than asked of Intl: twelve toLocaleDateString calls
 * made a long task on a slow phone when the form's code loaded (issue 22). The same names as en-GB's
 * long months (tests/unit/review-form-first-render.test.ts).
 */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
