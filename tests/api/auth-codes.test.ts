import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '../../src/server/db/schema';
import { AUTH_TEXT } from '../../src/shared/auth';
import { MESSAGES } from '../../src/shared/messages';
import { createUser, get, mailedCode, post, setActive, uniqueEmail } from '../support/auth-client';
import { readOutbox } from '../support/outbox';
import { createTestContext, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const INVALID = { success: false, message: 'Invalid or expired code.' };

/** A fresh unverified renter with a mailed verification code; each test uses its own IP. */
async function pendingRenter(ip: string) {
  const email = uniqueEmail('pending');
  const reg = await post(
    t,
    '/users/register',
    { firstName: 'Lee', lastName: 'Tan', email, password: 'secret-1' },
    { ip },
  );
  expect(reg.status).toBe(201);
  return {
    email,
    userId: reg.body.data.user.id as string,
    code: mailedCode(t, email),
    ticket: reg.body.data.verificationTicket,
  };
}

/** A 6-digit code that is not `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /users/verify-code', () => {
  it('verifies the account, signs in, and the code works only once', async () => {
    const { email, code, ticket } = await pendingRenter('10.1.0.1');
    const res = await post(
      t,
      '/users/verify-code',
      { email, verificationTicket: ticket, verificationCode: code },
      { ip: '10.1.0.1' },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Account verified successfully!');
    expect(res.body.data.user).toMatchObject({ email, isVerified: true, role: 'USER' });
    expect((await get(t, '/users/check-token', { token: res.body.data.token })).status).toBe(200);
    const again = await post(
      t,
      '/users/verify-code',
      { email, verificationTicket: ticket, verificationCode: code },
      { ip: '10.1.0.1' },
    );
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID);
    // Verified: password sign-in now works.
    expect((await post(t, '/users/login', { email, password: 'secret-1' }, { ip: '10.1.0.1' })).status).toBe(200);
  });

  it('gives one answer for a wrong code, an unknown email and an expired code', async () => {
    const { email, code, userId, ticket } = await pendingRenter('10.1.0.2');
    const wrong = await post(
      t,
      '/users/verify-code',
      { email, verificationTicket: ticket, verificationCode: wrongCode(code) },
      { ip: '10.1.0.2' },
    );
    const unknown = await post(
      t,
      '/users/verify-code',
      { email: uniqueEmail('ghost'), verificationCode: code, verificationTicket: ticket },
      { ip: '10.1.0.2' },
    );
    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, 'VERIFY_EMAIL')));
    const expired = await post(
      t,
      '/users/verify-code',
      { email, verificationTicket: ticket, verificationCode: code },
      { ip: '10.1.0.2' },
    );
    for (const res of [wrong, unknown, expired]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual(INVALID);
    }
  });

  it('stores only a hash of the code, with a 10-minute lifetime', async () => {
    const { userId, code } = await pendingRenter('10.1.0.3');
    const [row] = await t.database.db.select().from(verificationCodes).where(eq(verificationCodes.userId, userId));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(ttl).toBeGreaterThan(9.9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 1000);
  });

  it('kills the code after 5 wrong tries: the sixth fails even with the right code', async () => {
    const { email, code, ticket } = await pendingRenter('10.1.0.4');
    for (let i = 0; i < 5; i++) {
      const res = await post(
        t,
        '/users/verify-code',
        { email, verificationTicket: ticket, verificationCode: wrongCode(code) },
        { ip: '10.1.0.4' },
      );
      expect(res.status).toBe(400);
    }
    const sixth = await post(
      t,
      '/users/verify-code',
      { email, verificationTicket: ticket, verificationCode: code },
      { ip: '10.1.0.4' },
    );
    expect(sixth.status).toBe(400);
    expect(sixth.body).toEqual(INVALID);
  });

  it('accepts the right code on the fifth try', async () => {
    const { email, code, ticket } = await pendingRenter('10.1.0.5');
    for (let i = 0; i < 4; i++) {
      await post(
        t,
        '/users/verify-code',
        { email, verificationTicket: ticket, verificationCode: wrongCode(code) },
        { ip: '10.1.0.5' },
      );
    }
    expect(
      (
        await post(
          t,
          '/users/verify-code',
          { email, verificationTicket: ticket, verificationCode: code },
          { ip: '10.1.0.5' },
        )
      ).status,
    ).toBe(200);
  });

  it('counts parallel guesses: never more than 5 checks of one code', async () => {
    const { email, code, userId, ticket } = await pendingRenter('10.1.0.6');
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(
          t,
          '/users/verify-code',
          { email, verificationTicket: ticket, verificationCode: wrongCode(String(Number(code) + i)) },
          { ip: '10.1.0.6' },
        ),
      ),
    );
    expect(guesses.every((g) => g.status === 400)).toBe(true);
    const [row] = await t.database.db.select().from(verificationCodes).where(eq(verificationCodes.userId, userId));
    expect(row!.attempts).toBe(5);
  });

  it('answers 403 for a deactivated account even with the right code', async () => {
    const { email, code, userId, ticket } = await pendingRenter('10.1.0.7');
    await setActive(t, userId, false);
    const res = await post(
      t,
      '/users/verify-code',
      { email, verificationTicket: ticket, verificationCode: code },
      { ip: '10.1.0.7' },
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MESSAGES.accountDeactivated);
  });

  it.each([
    [{ verificationCode: '' }, 'verificationCode', 'Verification code is required.'],
    [{ verificationCode: undefined }, 'verificationCode', 'Verification code is required.'],
    [{ verificationCode: '12345' }, 'verificationCode', 'Code must be 6 digits long.'],
    [{ verificationCode: '1234567' }, 'verificationCode', 'Code must be 6 digits long.'],
    [{ verificationCode: 'abcdef' }, 'verificationCode', 'Code must be 6 digits long.'],
    [{ verificationTicket: undefined }, 'verificationTicket', AUTH_TEXT.verificationTicketMissing],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'bad' }, 'email', 'Invalid email address'],
  ])('rejects %o with the spec message', async (over, path, message) => {
    const res = await post(t, '/users/verify-code', {
      email: 'a@example.com',
      verificationCode: '123456',
      verificationTicket: 'ticket',
      ...over,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path, message });
  });
});

describe('POST /users/resend-code', () => {
  it('replaces the old code: the old one stops working, the new one verifies', async () => {
    const { email, code: old, ticket } = await pendingRenter('10.2.0.1');
    const res = await post(t, '/users/resend-code', { email }, { ip: '10.2.0.1' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: AUTH_TEXT.newCodeSent });
    expect(readOutbox(t.config.dataDir).filter((m) => m.to === email)).toHaveLength(2);
    const fresh = mailedCode(t, email);
    if (fresh !== old) {
      const stale = await post(
        t,
        '/users/verify-code',
        { email, verificationTicket: ticket, verificationCode: old },
        { ip: '10.2.0.1' },
      );
      expect(stale.body).toEqual(INVALID);
    }
    expect(
      (
        await post(
          t,
          '/users/verify-code',
          { email, verificationTicket: ticket, verificationCode: fresh },
          { ip: '10.2.0.1' },
        )
      ).status,
    ).toBe(200);
  });

  it('answers the same for unknown and already verified emails, and mails nothing', async () => {
    const verified = await createUser(t);
    const before = readOutbox(t.config.dataDir).length;
    const unknown = await post(t, '/users/resend-code', { email: uniqueEmail('ghost') }, { ip: '10.2.0.2' });
    const known = await post(t, '/users/resend-code', { email: verified.email }, { ip: '10.2.0.2' });
    expect(unknown).toMatchObject({ status: 200, body: { success: true, message: AUTH_TEXT.newCodeSent } });
    expect(known.body).toEqual(unknown.body);
    expect(readOutbox(t.config.dataDir)).toHaveLength(before);
  });

  it.each([
    [{ email: '' }, 'Email address is required'],
    [{}, 'Email address is required'],
    [{ email: 'bad' }, 'Invalid email address'],
  ])('rejects %o with the spec message', async (body, message) => {
    const res = await post(t, '/users/resend-code', body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path: 'email', message });
  });
});
