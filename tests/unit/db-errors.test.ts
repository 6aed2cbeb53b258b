import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from '../../src/server/lib/db-errors';

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

describe('isDatabaseUnavailable', () => {
  it('recognises an unreachable or restarting database, wrapped by drizzle or not', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:55432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: { code: '57P01' } }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: { code: '57P03' } }))).toBe(true);
    // statement_timeout cancelled it: overloaded, worth another try.
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: { code: '57014' } }))).toBe(true);
    expect(isDatabaseUnavailable({ code: '08006' })).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], ''))).toBe(true);
  });

  it('leaves wrong queries and other failures alone', () => {
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: { code: '23505' } }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: { code: '42P01' } }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});
