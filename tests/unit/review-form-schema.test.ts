import { describe, expect, it } from 'vitest';
import {
  EMPTY_REVIEW_FORM,
  REVIEW_FORM_MESSAGES as M,
  editReviewSchema,
  publishReviewSchema,
  publishToPropertySchema,
  reviewFieldsFromMultipart,
  reviewFormSchema,
} from '../../src/shared/review-form';

const valid = {
  ...EMPTY_REVIEW_FORM,
  apartmentName: 'Marina Bay Suites',
  streetName: '3 Marina Boulevard',
  pincode: '018982',
  overallRating: 4,
  stayedWith: 'FAMILY',
  stayStartDate: '2024-01',
  stayEndDate: '2025-06',
  responsivenessRating: 4,
  depositFairnessRating: 5,
  agentHonestyRating: 3,
  agentHelpfulnessRating: 4,
  agentProfessionalismRating: 4,
  conditionOnMoveInRating: 5,
  cleanlinessRating: 4,
  privacyRating: 'YES',
  noiseLevel: 'QUIET',
  pestIssue: 'NONE',
  repairsDone: 'NONE_NEEDED',
  title: 'Quiet and well kept',
  body: 'The agent answered within a day and returned the deposit in full.',
};

function messages(input: unknown) {
  const result = reviewFormSchema.safeParse(input);
  const first: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('review form schema', () => {
  it('accepts a complete review', () => {
    expect(reviewFormSchema.safeParse(valid).success).toBe(true);
  });

  it("an empty form shows the spec's message on every required field", () => {
    expect(messages(EMPTY_REVIEW_FORM)).toMatchObject({
      overallRating: M.overallRatingRequired,
      stayedWith: M.stayedWithRequired,
      stayStartDate: M.stayStartRequired,
      stayEndDate: M.stayEndRequired,
      cleanlinessRating: 'Rating required',
      privacyRating: 'Selection required',
      repairsDone: 'Selection required',
      apartmentName: M.apartmentNameRequired,
      streetName: M.streetNameRequired,
      pincode: M.pincodeRequired,
      title: 'Review heading is required',
      body: 'Review description is required',
    });
  });

  it('enforces the limits with their messages', () => {
    expect(messages({ ...valid, title: 'x'.repeat(51) })).toEqual({ title: 'Maximum 50 characters' });
    expect(messages({ ...valid, body: 'x'.repeat(1501) })).toEqual({ body: 'Maximum 1500 characters' });
    expect(messages({ ...valid, pincode: '12345' })).toEqual({ pincode: 'Pincode must be exactly 6 digits' });
    expect(messages({ ...valid, unitNumber: '#12-01' })).toEqual({ unitNumber: M.unitNumberFormat });
    expect(messages({ ...valid, unitNumber: 'a'.repeat(26) })).toEqual({ unitNumber: 'Maximum 25 characters' });
    expect(messages({ ...valid, towerOrBlock: 'a'.repeat(31) })).toEqual({ towerOrBlock: 'Maximum 30 characters' });
    expect(messages({ ...valid, streetName: 'a'.repeat(61) })).toEqual({ streetName: 'Maximum 60 characters' });
    expect(messages({ ...valid, agentId: 'a'.repeat(16) })).toEqual({ agentId: 'Maximum 15 characters' });
  });

  it('refuses an end month before the start month', () => {
    expect(messages({ ...valid, stayStartDate: '2025-02', stayEndDate: '2025-01' })).toEqual({
      stayEndDate: M.stayEndBeforeStart,
    });
    expect(messages({ ...valid, stayStartDate: '2025-02', stayEndDate: '2025-02' })).toEqual({});
  });

  it('reads multipart text the way the form sent it', () => {
    const parts = Object.fromEntries(Object.entries({ ...valid, isAnonymous: 'true' }).map(([k, v]) => [k, String(v)]));
    const parsed = publishReviewSchema.parse(reviewFieldsFromMultipart(parts));
    expect(parsed.overallRating).toBe(4);
    expect(parsed.isAnonymous).toBe(true);
  });

  it('the edit schema refuses nothing of the review but knows no property fields', () => {
    const { propertyType: _t, apartmentName: _a, streetName: _s, pincode: _p, country: _c, ...content } = valid;
    expect(editReviewSchema.safeParse(content).success).toBe(true);
  });

  it('publishing to a known property needs only the review, and drops property fields', () => {
    const { propertyType: _t, apartmentName: _a, streetName: _s, pincode: _p, country: _c, ...content } = valid;
    const parsed = publishToPropertySchema.parse({ ...content, apartmentName: 'ignored' });
    expect(parsed.isAnonymous).toBe(false);
    expect(parsed).not.toHaveProperty('apartmentName');
  });
});
