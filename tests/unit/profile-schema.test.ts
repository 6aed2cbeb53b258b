import { describe, expect, it } from 'vitest';
import { adminProfileSchema, phoneLengthOk, profileDetailsSchema, profilePhotoError } from '../../src/shared/profile';

const base = { firstName: 'Mei', lastName: 'Tan' };
const messages = (schema: typeof profileDetailsSchema, values: Record<string, unknown>) => {
  const result = schema.safeParse({ ...base, ...values });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('profile details schema', () => {
  it('treats every field but the names as optional', () => {
    expect(profileDetailsSchema.safeParse(base).success).toBe(true);
    expect(profileDetailsSchema.safeParse({ ...base, phone_number: '', zipCode: '', about: null }).success).toBe(true);
  });

  it('checks the phone length against the country, and digits before length', () => {
    expect(phoneLengthOk('81234567', 'Singapore')).toBe(true);
    expect(phoneLengthOk('9876543210', 'India')).toBe(true);
    expect(phoneLengthOk('987654321', 'India')).toBe(false);
    expect(phoneLengthOk('202555012345', 'United States')).toBe(true);
    expect(phoneLengthOk('202555012345', null)).toBe(true);
    expect(messages(profileDetailsSchema, { phone_number: '12ab' })).toEqual([
      'phone_number: Phone number must contain only digits',
    ]);
  });

  it('reports the phone length even while another field is wrong', () => {
    expect(messages(profileDetailsSchema, { firstName: 'A', country: 'Singapore', phone_number: '123' })).toEqual([
      'firstName: First name must be at least 2 characters',
      'phone_number: Invalid phone number length',
    ]);
  });

  it('adds the admin maximum lengths on top of the same rules', () => {
    const long = { firstName: 'a'.repeat(21), city: 'c'.repeat(31) };
    expect(messages(profileDetailsSchema, long)).toEqual([]);
    expect(messages(adminProfileSchema, { ...long, zipCode: '123' })).toEqual([
      'firstName: First name must be 20 characters or less',
      'city: City must be 30 characters or less',
      'zipCode: Zip code must be exactly 6 digits',
    ]);
  });
});

describe('profile photo check in the browser', () => {
  it('takes JPEG, PNG or GIF up to 3.1 MB', () => {
    expect(profilePhotoError({ type: 'image/png', size: 1000 })).toBeUndefined();
    expect(profilePhotoError({ type: 'image/gif', size: 3.1 * 1024 * 1024 })).toBeUndefined();
    expect(profilePhotoError({ type: 'image/jpeg', size: 3.2 * 1024 * 1024 })).toBe('File size cannot exceed 3.1 MB.');
    expect(profilePhotoError({ type: 'image/webp', size: 1000 })).toBe('Only JPEG, PNG or GIF images are allowed.');
  });
});
