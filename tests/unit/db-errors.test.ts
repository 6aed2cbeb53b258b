import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../src/server/lib/db-errors';

describe('isUniqueViolation', () => {
  it('finds the violation in the error or its causes', () => {
    const pgError = { code: '23505', constraint: 'properties_slug_unique' };
    expect(isUniqueViolation(pgError, 'properties_slug_unique')).toBe(true);
    expect(isUniqueViolation(new Error('wrapped', { cause: pgError }), 'properties_slug_unique')).toBe(true);
    expect(
      isUniqueViolation(new Error('x', { cause: { code: '23505', constraint: 'other' } }), 'properties_slug_unique'),
    ).toBe(false);
    expect(isUniqueViolation(new Error('plain'), 'properties_slug_unique')).toBe(false);
  });

  it('matches any unique index when no constraint is named', () => {
    expect(
      isUniqueViolation(new Error('wrapped', { cause: { code: '23505', constraint: 'users_email_unique' } })),
    ).toBe(true);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
  });
});
