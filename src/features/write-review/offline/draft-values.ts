import type { ReviewDraftValues } from '@/shared/review-form';
import { EMPTY_REVIEW_FORM, LOCKED_EDIT_FIELDS } from '@/shared/review-form-fields';

/**
 * A draft's values and context, without Dexie: the write page reads and shapes them before (and
 * without) loading the offline database's code (issue 22). The reads and writes are in draft-store.ts.
 */

/** Where a draft was started: kept on the draft so /write-review/{slug} finds it again. */
export interface DraftContext {
  userId?: string;
  propertySlug?: string;
  propertyId?: string;
}

const FORM_FIELDS = new Set(Object.keys(EMPTY_REVIEW_FORM));
const PROPERTY_FIELDS = new Set<string>(LOCKED_EDIT_FIELDS);

/**
 * Stored values -> form values, loosely: unknown keys and values of the wrong type are dropped, so a
 * corrupt or older row restores what it can and never crashes the form. What it keeps is what the
 * shared `reviewDraftValuesSchema` (strings and finite numbers) accepts, checked without zod so that
 * restoring a draft does not wait for it (tests/unit/review-form-first-render.test.ts holds the two together).
 */
export function parseDraftValues(raw: unknown): ReviewDraftValues {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!FORM_FIELDS.has(key)) continue;
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) out[key] = value;
  }
  return out as ReviewDraftValues;
}

/**
 * Whether the form holds anything worth keeping. The address of a known property is filled in by
 * the page, not typed, so for such a draft only the review's own fields count.
 */
export function hasDraftContent(values: ReviewDraftValues, knownProperty: boolean): boolean {
  return Object.entries(values).some(([key, value]) => {
    if (knownProperty && PROPERTY_FIELDS.has(key)) return false;
    const empty = (EMPTY_REVIEW_FORM as Record<string, string | number>)[key];
    return value !== empty && !(typeof value === 'string' && value.trim() === '' && empty === '');
  });
}

export const newDraftId = () => crypto.randomUUID();
