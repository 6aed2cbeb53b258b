import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/lib/logger';

/** Error logs name the failure, never the data in it (issue 23: logs carried SQL parameters). */

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger('info', stream), text: () => lines.join('') };
}

/** What drizzle throws for a failed query: the SQL, its parameters and the driver's error as the cause. */
function failedQuery() {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
    code: '23505',
    constraint: 'users_email_unique',
    table: 'users',
    detail: 'Key (email)=(aisha@example.com) already exists.',
  });
  return Object.assign(
    new Error('Failed query: insert into "users" ... params: aisha@example.com,$argon2id$v=19$secret'),
    {
      name: 'DrizzleQueryError',
      query: 'insert into "users" ("email", "password") values ($1, $2)',
      params: ['aisha@example.com', '$argon2id$v=19$secret'],
      cause,
    },
  );
}

describe('error logs', () => {
  it('keep the code, constraint and stack of a failed query but no parameter, value or message', () => {
    const { logger, text } = capture();
    logger.error({ err: failedQuery() }, 'unhandled error');
    const out = text();
    expect(out).toContain('23505');
    expect(out).toContain('users_email_unique');
    expect(out).toContain('DrizzleQueryError');
    expect(out).not.toContain('aisha@example.com');
    expect(out).not.toContain('argon2id');
    expect(out).not.toContain('insert into');
  });

  it('keep the message of an ordinary error', () => {
    const { logger, text } = capture();
    logger.error({ err: new TypeError('x is not a function') }, 'unhandled error');
    expect(text()).toContain('x is not a function');
  });

  it('never print an email address given as a field', () => {
    const { logger, text } = capture();
    logger.error({ to: 'aisha@example.com', email: 'aisha@example.com' }, 'mail failed');
    expect(text()).not.toContain('aisha@example.com');
  });
});
