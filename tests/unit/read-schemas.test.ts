import { describe, expect, it } from 'vitest';
import { REPORT_REASONS } from '../../src/shared/enums';
import {
  createPropertySchema,
  listPropertiesQuerySchema,
  searchPropertiesQuerySchema,
} from '../../src/shared/properties';
import { propertyListingSearchSchema } from '../../src/shared/search-params';
import { homeSectionQuerySchema, propertyReviewsQuerySchema, reportReviewSchema } from '../../src/shared/reviews';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('reportReviewSchema (the report dialog and POST /reviews/{id}/flag)', () => {
  it('needs one of the five reasons', () => {
    expect(messages(reportReviewSchema.safeParse({}))).toEqual(['Please select a reason for your request.']);
    expect(messages(reportReviewSchema.safeParse({ reason: 'Spam' }))).toEqual([
      'Please select a reason for your request.',
    ]);
    for (const reason of REPORT_REASONS.slice(0, 4))
      expect(reportReviewSchema.safeParse({ reason }).success).toBe(true);
  });

  it("needs details for 'Other (please specify)', trimmed", () => {
    const other = 'Other (please specify)';
    expect(messages(reportReviewSchema.safeParse({ reason: other }))).toEqual([
      'Please provide details for your request.',
    ]);
    expect(messages(reportReviewSchema.safeParse({ reason: other, details: '  ' }))).toEqual([
      'Please provide details for your request.',
    ]);
    expect(reportReviewSchema.parse({ reason: other, details: ' Names a tenant ' })).toEqual({
      reason: other,
      details: 'Names a tenant',
    });
    expect(reportReviewSchema.safeParse({ reason: other, details: 'x'.repeat(501) }).success).toBe(false);
  });
});

describe('list and search query parameters', () => {
  it('default to page 1 of 10', () => {
    expect(listPropertiesQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(searchPropertiesQuerySchema.parse({ query: ' marina ' })).toEqual({
      query: 'marina',
      page: 1,
      pageSize: 10,
    });
    expect(propertyReviewsQuerySchema.parse({ userId: 'anything' })).toMatchObject({ page: 1, pageSize: 10 });
    expect(homeSectionQuerySchema.parse({})).toEqual({ limit: 6 });
  });

  it('reject page 0, oversized pages and unknown types with the messages', () => {
    expect(messages(listPropertiesQuerySchema.safeParse({ page: '0' }))).toEqual(['Page must be 1 or more']);
    expect(messages(listPropertiesQuerySchema.safeParse({ pageSize: '101' }))).toEqual([
      'Page size must be 100 or less',
    ]);
    expect(messages(listPropertiesQuerySchema.safeParse({ type: 'FLAT' }))).toEqual(['Invalid property type']);
    expect(messages(homeSectionQuerySchema.safeParse({ limit: '25' }))).toEqual(['Limit must be 24 or less']);
  });

  it('the /properties-listing URL falls back instead of failing', () => {
    expect(propertyListingSearchSchema.parse({ q: 'marina', type: 'HDB', page: '2' })).toEqual({
      q: 'marina',
      type: 'HDB',
      page: 2,
    });
    expect(propertyListingSearchSchema.parse({ type: 'nope', page: '-1' })).toEqual({
      q: undefined,
      type: undefined,
      page: undefined,
    });
  });
});

describe('createPropertySchema', () => {
  const valid = {
    apartmentName: 'Riverside Lofts',
    streetName: 'Kim Yam Road',
    pincode: '239333',
    city: 'Singapore',
    state_region: 'Singapore',
    country: 'Singapore',
  };

  it('accepts the required fields and defaults the type to CONDO', () => {
    expect(createPropertySchema.parse(valid)).toMatchObject({ ...valid, propertyType: 'CONDO' });
  });

  it('uses the spec messages', () => {
    expect(messages(createPropertySchema.safeParse({ ...valid, pincode: '1234567' }))).toEqual([
      'Pincode must be exactly 6 digits',
    ]);
    expect(messages(createPropertySchema.safeParse({ ...valid, propertyType: 'HOUSE' }))).toEqual([
      'Invalid property type',
    ]);
    expect(messages(createPropertySchema.safeParse({ ...valid, streetName: 'ab' }))).toEqual([
      'Street name must be at least 3 characters',
    ]);
  });

  it('applies the admin form limits', () => {
    expect(createPropertySchema.safeParse({ ...valid, unitNumber: 'x'.repeat(21) }).success).toBe(false);
    expect(createPropertySchema.safeParse({ ...valid, towerOrBlock: 'x'.repeat(41) }).success).toBe(false);
    expect(createPropertySchema.safeParse({ ...valid, city: 'x'.repeat(36) }).success).toBe(false);
    expect(createPropertySchema.safeParse({ ...valid, unitNumber: '' }).success).toBe(true);
  });
});

describe('route search params (zod/mini, lenient)', () => {
  it('keep good values and drop bad ones to defaults', async () => {
    const { propertyPageSearchSchema, signInSearchSchema, verifyCodeSearchSchema } =
      await import('../../src/shared/search-params');
    expect(propertyPageSearchSchema.parse({ page: '3' })).toEqual({ page: 3 });
    expect(propertyPageSearchSchema.parse({ page: '1.5' })).toEqual({ page: undefined });
    expect(signInSearchSchema.parse({ redirect: '/write-review' })).toEqual({
      redirect: '/write-review',
      error: undefined,
    });
    expect(verifyCodeSearchSchema.parse({ email: 'a@b.co', from: 'elsewhere' })).toEqual({
      email: 'a@b.co',
      from: undefined,
    });
  });
});
