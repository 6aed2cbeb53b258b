/**
 * The write/edit review form's field names and blanks, without zod: the form's first render and the
 * offline drafts need these before (or without) the schemas, which `review-form.ts` builds from them
 * and re-exports (issue 22: the form shows without evaluating zod).
 */

/** The countries HomeTruths covers; a review without a known property names one of them. */
export const REVIEW_COUNTRIES = ['Singapore', 'India'] as const;
/** @public the write-review feature uses it (issue 17) */
export type ReviewCountry = (typeof REVIEW_COUNTRIES)[number];

export const STAR_RATING_FIELDS = [
  'responsivenessRating',
  'depositFairnessRating',
  'agentHonestyRating',
  'agentHelpfulnessRating',
  'agentProfessionalismRating',
  'conditionOnMoveInRating',
  'cleanlinessRating',
] as const;
/** @public the write-review feature uses it (issue 17) */
export type StarRatingField = (typeof STAR_RATING_FIELDS)[number];

/** Fields the edit form shows read-only and the server refuses on PUT /reviews/{id}. */
export const LOCKED_EDIT_FIELDS = ['propertyType', 'apartmentName', 'streetName', 'pincode', 'country'] as const;

/** An empty write form: stars at 0 and choices at '' read as "not chosen yet". */
export const EMPTY_REVIEW_FORM = {
  propertyType: 'CONDO',
  apartmentName: '',
  streetName: '',
  pincode: '',
  country: 'Singapore',
  overallRating: 0,
  stayedWith: '',
  stayStartDate: '',
  stayEndDate: '',
  responsivenessRating: 0,
  depositFairnessRating: 0,
  agentHonestyRating: 0,
  agentHelpfulnessRating: 0,
  agentProfessionalismRating: 0,
  conditionOnMoveInRating: 0,
  cleanlinessRating: 0,
  privacyRating: '',
  noiseLevel: '',
  pestIssue: '',
  repairsDone: '',
  ownerName: '',
  ownerId: '',
  agentName: '',
  agentId: '',
  unitNumber: '',
  towerOrBlock: '',
  title: '',
  body: '',
} as const;

/** 'YYYY-MM' -> the stored date of the stay (first of the month). */
export const monthToDate = (value: string) => `${value}-01`;
/** A stored date ('YYYY-MM-DD') -> the month pickers' value. @public the edit form uses it (issue 17) */
export const dateToMonth = (value: string | null | undefined) => (value ? value.slice(0, 7) : '');
