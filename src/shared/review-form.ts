import { z } from 'zod';
import { NOISE_LEVELS, PEST_ISSUES, PRIVACY_RATINGS, PROPERTY_TYPES, REPAIRS_DONE, STAYED_WITH } from './enums';
import { REVIEW_COUNTRIES, STAR_RATING_FIELDS } from './review-form-fields';
import { REVIEW_FORM_LIMITS as L, REVIEW_FORM_MESSAGES as M } from './review-form-text';

export { REVIEW_FORM_MESSAGES } from './review-form-text';
// The field names and blanks live without zod (the form's first render needs them, not the schemas);
// the server's and the tests' imports of them stay as they were.
export { EMPTY_REVIEW_FORM, LOCKED_EDIT_FIELDS, monthToDate } from './review-form-fields';

// The write/edit review form (renter-app.md section 5 'Review'): one schema for the form resolver,
// the offline draft store and the server (POST /reviews/property/{id}, the anonymous create and
// PUT /reviews/{id}). Multipart text reaches the server through `reviewFieldsFromMultipart` first,
// so the server validates exactly what the form validated.

/** 0 means "not chosen yet": the stars start empty. */
const stars = (message: string) => z.number({ error: message }).int(message).min(1, message).max(5, message);
/** '' means "not chosen yet". */
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });
const optionalText = (max: number, message: string) => z.string().trim().max(max, message).optional();
const requiredText = (max: number, required: string, maxMessage: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, maxMessage);
/** A month of a stay, 'YYYY-MM' (the month pickers' value). */
const month = (required: string) => z.string({ error: required }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, required);

/** The review's own fields: what an author may change on edit. */
const reviewContentShape = {
  overallRating: stars(M.overallRatingRequired),
  stayedWith: choice(STAYED_WITH, M.stayedWithRequired),
  stayStartDate: month(M.stayStartRequired),
  stayEndDate: month(M.stayEndRequired),
  responsivenessRating: stars(M.ratingRequired),
  depositFairnessRating: stars(M.ratingRequired),
  agentHonestyRating: stars(M.ratingRequired),
  agentHelpfulnessRating: stars(M.ratingRequired),
  agentProfessionalismRating: stars(M.ratingRequired),
  conditionOnMoveInRating: stars(M.ratingRequired),
  cleanlinessRating: stars(M.ratingRequired),
  privacyRating: choice(PRIVACY_RATINGS, M.selectionRequired),
  noiseLevel: choice(NOISE_LEVELS, M.selectionRequired),
  pestIssue: choice(PEST_ISSUES, M.selectionRequired),
  repairsDone: choice(REPAIRS_DONE, M.selectionRequired),
  ownerName: optionalText(L.ownerNameMax, M.ownerNameMax),
  ownerId: optionalText(L.ownerIdMax, M.ownerIdMax),
  agentName: optionalText(L.agentNameMax, M.agentNameMax),
  agentId: optionalText(L.agentIdMax, M.agentIdMax),
  unitNumber: z
    .string()
    .trim()
    .max(L.unitNumberMax, M.unitNumberMax)
    .regex(/^[A-Za-z0-9-]*$/, M.unitNumberFormat)
    .optional(),
  towerOrBlock: optionalText(L.towerOrBlockMax, M.towerOrBlockMax),
  title: requiredText(L.titleMax, M.titleRequired, M.titleMax),
  body: requiredText(L.bodyMax, M.bodyRequired, M.bodyMax),
};

/** The property the review is about: fixed once the review exists (locked on the edit form). */
const reviewPropertyShape = {
  propertyType: choice(PROPERTY_TYPES, M.propertyTypeRequired),
  apartmentName: requiredText(L.apartmentNameMax, M.apartmentNameRequired, M.apartmentNameMax),
  streetName: requiredText(L.streetNameMax, M.streetNameRequired, M.streetNameMax),
  pincode: z
    .string({ error: M.pincodeRequired })
    .trim()
    .min(1, M.pincodeRequired)
    .regex(/^\d{6}$/, M.pincodeLength),
  country: choice(REVIEW_COUNTRIES, M.countryRequired),
};

type StayDates = { stayStartDate: string; stayEndDate: string };
const endNotBeforeStart = (value: StayDates, ctx: z.RefinementCtx) => {
  if (value.stayEndDate < value.stayStartDate) {
    ctx.addIssue({ code: 'custom', path: ['stayEndDate'], message: M.stayEndBeforeStart });
  }
};

/** The write form (/write-review, /write-review/{slug}) and the text parts of a new review. */
export const reviewFormSchema = z
  .object({ ...reviewPropertyShape, ...reviewContentShape })
  .superRefine(endNotBeforeStart);
export type ReviewFormInput = z.input<typeof reviewFormSchema>;
export type ReviewFormValues = z.output<typeof reviewFormSchema>;

/** What publishing adds to the form: the anonymity choice of the 'Anonymity & Consent' dialog. */
export const publishReviewSchema = z
  .object({ ...reviewPropertyShape, ...reviewContentShape, isAnonymous: z.boolean().default(false) })
  .superRefine(endNotBeforeStart);
/** @public the write-review feature uses it (issue 17) */
export type PublishReviewValues = z.output<typeof publishReviewSchema>;

/**
 * POST /reviews/property/{propertyId}: the property is already known, so only the review's own
 * fields and the anonymity choice count; property fields the form sends along are ignored.
 */
export const publishToPropertySchema = z
  .object({ ...reviewContentShape, isAnonymous: z.boolean().default(false) })
  .superRefine(endNotBeforeStart);

/** The edit form (/edit-review/{reviewId}) and PUT /reviews/{id}: the review's own fields only. */
export const editReviewSchema = z.object(reviewContentShape).superRefine(endNotBeforeStart);
/** @public the write-review feature uses it (issue 17) */
export type EditReviewInput = z.input<typeof editReviewSchema>;
export type EditReviewValues = z.output<typeof editReviewSchema>;

/**
 * A draft as it sits in IndexedDB: any subset of the form's fields with their form types, checked
 * loosely (a half-written review is a valid draft), so a stored draft can always be restored.
 */
/** @public the write-review feature uses it (issue 17) */
export const reviewDraftValuesSchema = z.record(z.string(), z.union([z.string(), z.number()]));
/** @public the write-review feature uses it (issue 17) */
export type ReviewDraftValues = Partial<Record<keyof ReviewFormInput, string | number>>;

const NUMERIC_FIELDS = new Set<string>(['overallRating', ...STAR_RATING_FIELDS]);

/**
 * Multipart text parts -> the shape the schemas above validate: ratings become numbers, `isAnonymous`
 * a boolean, blank optional text is dropped (the form does not send empty fields). Unknown keys are
 * kept so a strict schema can refuse them (the edit's locked fields).
 */
export function reviewFieldsFromMultipart(parts: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(parts)) {
    if (NUMERIC_FIELDS.has(key)) out[key] = raw.trim() === '' ? undefined : Number(raw);
    else if (key === 'isAnonymous') out[key] = raw === 'true' || raw === '1' || raw === 'on';
    else out[key] = raw;
  }
  return out;
}
