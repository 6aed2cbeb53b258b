import type { Resolver } from 'react-hook-form';
import type * as ValidationModule from './review-form-validation';
import type { EditReviewValues, ReviewDraftValues, ReviewFormInput, ReviewFormValues } from '@/shared/review-form';
import { EMPTY_REVIEW_FORM, dateToMonth } from '@/shared/review-form-fields';
import { loadOnce } from '@/lib/load-once';

type Filled<T> = Exclude<T, undefined>;
/**
 * What the form holds: the schema's input with "not chosen yet" spelt as the schema's own blanks
 * (0 for stars, '' for a choice). The shared schema refuses those with the spec's messages, so the
 * form shows 'Please select who you stayed with.' instead of a type error.
 */
export type ReviewFormFields = {
  [K in keyof ReviewFormInput]-?: Filled<ReviewFormInput[K]> extends number ? number : Filled<ReviewFormInput[K]> | '';
};
export type ReviewFieldName = keyof ReviewFormFields;

export const emptyReviewForm = (): ReviewFormFields => ({ ...EMPTY_REVIEW_FORM });

type Validation = typeof ValidationModule;

/**
 * The shared zod schemas and their resolvers, loaded apart from the form (issue 22: evaluating zod
 * with the form's code made one long task). A failed load is tried again on the next call.
 */
export const loadReviewValidation: () => Promise<Validation> = loadOnce(() => import('./review-form-validation'));

// The resolver's input type is the schema's input; the form's type only widens choices by '' and
// stars by 0, both of which the schema parses (and refuses with its message), so the cast is safe.
// zod's resolver is asynchronous already: awaiting the module first changes nothing else.
export const writeReviewResolver: Resolver<ReviewFormFields, unknown, ReviewFormValues> = async (...args) =>
  ((await loadReviewValidation()).writeResolver as unknown as Resolver<ReviewFormFields, unknown, ReviewFormValues>)(
    ...args,
  );
export const editReviewResolver: Resolver<ReviewFormFields, unknown, EditReviewValues> = async (...args) =>
  ((await loadReviewValidation()).editResolver as unknown as Resolver<ReviewFormFields, unknown, EditReviewValues>)(
    ...args,
  );

/** A stored draft (any subset, loosely typed) laid over an empty form; unknown keys are dropped. */
export function formFromDraft(values: ReviewDraftValues | undefined, base = emptyReviewForm()): ReviewFormFields {
  const out: Record<string, string | number> = { ...base };
  for (const [key, value] of Object.entries(values ?? {})) {
    if (key in base && typeof value === typeof base[key as ReviewFieldName]) out[key] = value;
  }
  return out as ReviewFormFields;
}

/** The property fields a known property fixes (the address block shows them read-only). */
export interface KnownProperty {
  slug: string;
  name: string;
  propertyType: string;
  apartmentName: string;
  streetName: string;
  pincode: string;
  country: string;
  unitNumber?: string | null;
  towerOrBlock?: string | null;
}

/** Prefills the form from the property the review is about (keeping what the renter typed). */
export function withProperty(form: ReviewFormFields, property: KnownProperty): ReviewFormFields {
  const country = property.country === 'India' ? 'India' : 'Singapore';
  return {
    ...form,
    propertyType: property.propertyType as ReviewFormFields['propertyType'],
    apartmentName: property.apartmentName,
    streetName: property.streetName,
    pincode: property.pincode,
    country,
    unitNumber: form.unitNumber || (property.unitNumber ?? ''),
    towerOrBlock: form.towerOrBlock || (property.towerOrBlock ?? ''),
  };
}

/** A stored review (GET /reviews/{id}) as the edit form's values. */
export interface StoredReviewFields {
  overallRating: number;
  stayedWith: string | null;
  stayStartDate: string | null;
  stayEndDate: string | null;
  title: string;
  body: string;
  [key: string]: unknown;
}

export function formFromReview(review: StoredReviewFields): ReviewFormFields {
  const base = emptyReviewForm();
  const out: Record<string, string | number> = { ...base };
  for (const key of Object.keys(base) as ReviewFieldName[]) {
    const value = review[key];
    if (typeof value === typeof base[key]) out[key] = value as string | number;
  }
  out.stayStartDate = dateToMonth(review.stayStartDate);
  out.stayEndDate = dateToMonth(review.stayEndDate);
  return out as ReviewFormFields;
}
