import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '../../src/server/db/schema';
import { AUTH_TEXT } from '../../src/shared/auth';
import { MESSAGES } from '../../src/shared/messages';
import { createUser, get, mailedCode, post, setActive, signedInRenter, uniqueEmail } from '../support/auth-client';
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
const EXPIRED = { success: false, message: 'Your reset session has expired. Please request a new code.' };

/** forgot-password → mailed code → verify-reset-code; returns the reset token. */
async function resetTokenFor(email: string, ip: string) {
  expect((await post(t, '/users/forgot-password', { email }, { ip })).status).toBe(200);
  const res = await post(t, '/users/verify-reset-code', { email, code: mailedCode(t, email) }, { ip });
  expect(res.status).toBe(200);
  return res.body.data.resetToken as string;
}

describe('POST /users/forgot-password', () => {
  it('answers the same for known and unknown emails; only the known one gets mail', async () => {
    const user = await createUser(t);
    const ghost = uniqueEmail('ghost');
    const known = await post(t, '/users/forgot-password', { email: user.email }, { ip: '10.3.0.1' });
    const unknown = await post(t, '/users/forgot-password', { email: ghost }, { ip: '10.3.0.1' });
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ success: true, message: AUTH_TEXT.resetCodeSent });
    expect(unknown.body).toEqual(known.body);
    const mails = readOutbox(t.config.dataDir);
    expect(mails.filter((m) => m.to === user.email).map((m) => m.subject)).toEqual([
      'Your HomeTruths password reset code',
    ]);
    expect(mails.some((m) => m.to === ghost)).toBe(false);
  });

  it('mails nothing to admins or deactivated accounts, with the same answer', async () => {
    const admin = await createUser(t, { role: 'ADMIN' });
    const off = await createUser(t, { isActive: false });
    for (const email of [admin.email, off.email]) {
      const res = await post(t, '/users/forgot-password', { email }, { ip: '10.3.0.2' });
      expect(res.body).toEqual({ success: true, message: AUTH_TEXT.resetCodeSent });
      expect(readOutbox(t.config.dataDir).some((m) => m.to === email)).toBe(false);
    }
  });

  it.each([
    [{ email: '' }, 'Email address is required'],
    [{ email: 'nope' }, 'Invalid email address'],
  ])('rejects %o with the spec message', async (body, message) => {
    const res = await post(t, '/users/forgot-password', body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path: 'email', message });
  });
});

describe('POST /users/verify-reset-code and /users/reset-password', () => {
  it('resets the password, signs in, ends older sessions, and the token works once', async () => {
    const { user, token: oldSession } = await signedInRenter(t, { ip: '10.4.0.1' });
    const resetToken = await resetTokenFor(user.email, '10.4.0.1');
    const res = await post(t, '/users/reset-password', { newPassword: 'brand-new-1', resetToken }, { ip: '10.4.0.1' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(AUTH_TEXT.resetDone);
    expect(res.body.data.user).toMatchObject({ id: user.id, email: user.email });
    expect((await get(t, '/users/check-token', { token: res.body.data.token })).status).toBe(200);
    expect((await get(t, '/users/check-token', { token: oldSession })).status).toBe(401);

    const reuse = await post(
      t,
      '/users/reset-password',
      { newPassword: 'other-pass-2', resetToken },
      { ip: '10.4.0.1' },
    );
    expect(reuse.status).toBe(400);
    expect(reuse.body).toEqual(EXPIRED);

    expect(
      (await post(t, '/users/login', { email: user.email, password: user.password }, { ip: '10.4.0.1' })).status,
    ).toBe(401);
    expect(
      (await post(t, '/users/login', { email: user.email, password: 'brand-new-1' }, { ip: '10.4.0.1' })).status,
    ).toBe(200);
  });

  it('verifies an unverified account through the reset (the mailed code proved the address)', async () => {
    const user = await createUser(t, { isVerified: false });
    const resetToken = await resetTokenFor(user.email, '10.4.0.2');
    const res = await post(t, '/users/reset-password', { newPassword: 'brand-new-1', resetToken }, { ip: '10.4.0.2' });
    expect(res.body.data.user.isVerified).toBe(true);
  });

  it('refuses a wrong, expired or worn-out reset code with one answer', async () => {
    const user = await createUser(t);
    await post(t, '/users/forgot-password', { email: user.email }, { ip: '10.4.0.3' });
    const code = mailedCode(t, user.email);
    const wrong = String((Number(code) + 1) % 1e6).padStart(6, '0');
    const bad = await post(t, '/users/verify-reset-code', { email: user.email, code: wrong }, { ip: '10.4.0.3' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(INVALID);
    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(and(eq(verificationCodes.userId, user.id), eq(verificationCodes.purpose, 'RESET_PASSWORD')));
    const expired = await post(t, '/users/verify-reset-code', { email: user.email, code }, { ip: '10.4.0.3' });
    expect(expired.body).toEqual(INVALID);
    // A verification code is not a reset code.
    const other = await createUser(t, { isVerified: false });
    await post(t, '/users/resend-code', { email: other.email }, { ip: '10.4.0.3' });
    const crossed = await post(
      t,
      '/users/verify-reset-code',
      { email: other.email, code: mailedCode(t, other.email) },
      { ip: '10.4.0.3' },
    );
    expect(crossed.body).toEqual(INVALID);
  });

  it('lets /users/resend-code mail a new reset code while a reset is pending', async () => {
    const user = await createUser(t);
    await post(t, '/users/forgot-password', { email: user.email }, { ip: '10.4.0.4' });
    const first = mailedCode(t, user.email);
    expect((await post(t, '/users/resend-code', { email: user.email }, { ip: '10.4.0.4' })).status).toBe(200);
    const mails = readOutbox(t.config.dataDir).filter((m) => m.to === user.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Your HomeTruths password reset code',
      'Your HomeTruths password reset code',
    ]);
    const second = mailedCode(t, user.email);
    if (second !== first) {
      expect(
        (await post(t, '/users/verify-reset-code', { email: user.email, code: first }, { ip: '10.4.0.4' })).body,
      ).toEqual(INVALID);
    }
    expect(
      (await post(t, '/users/verify-reset-code', { email: user.email, code: second }, { ip: '10.4.0.4' })).status,
    ).toBe(200);
  });

  it('refuses a forged or session token as a reset token, and a deactivated account', async () => {
    const { user, token: session } = await signedInRenter(t, { ip: '10.4.0.5' });
    for (const resetToken of ['garbage', session]) {
      const res = await post(
        t,
        '/users/reset-password',
        { newPassword: 'brand-new-1', resetToken },
        { ip: '10.4.0.5' },
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual(EXPIRED);
    }
    const resetToken = await resetTokenFor(user.email, '10.4.0.5');
    // A reset token is not a session either.
    expect((await get(t, '/users/check-token', { token: resetToken })).status).toBe(401);
    await setActive(t, user.id, false);
    const off = await post(t, '/users/reset-password', { newPassword: 'brand-new-1', resetToken }, { ip: '10.4.0.5' });
    expect(off.status).toBe(403);
    expect(off.body.message).toBe(MESSAGES.accountDeactivated);
  });

  it.each([
    ['/users/verify-reset-code', { email: 'a@example.com', code: '' }, 'code', 'Verification code is required.'],
    ['/users/verify-reset-code', { email: 'a@example.com', code: '12a456' }, 'code', 'Code must be 6 digits long.'],
    ['/users/verify-reset-code', { email: '', code: '123456' }, 'email', 'Email is required'],
    [
      '/users/reset-password',
      { newPassword: '12345', resetToken: 'x' },
      'newPassword',
      'Password must be at least 6 characters long.',
    ],
    [
      '/users/reset-password',
      { newPassword: 'p'.repeat(56), resetToken: 'x' },
      'newPassword',
      'Password must be 55 characters or less',
    ],
    ['/users/reset-password', { newPassword: 'secret-1', resetToken: '' }, 'resetToken', AUTH_TEXT.resetExpired],
    ['/users/reset-password', { newPassword: 'secret-1' }, 'resetToken', AUTH_TEXT.resetExpired],
  ])('%s rejects %o with the spec message', async (path, body, field, message) => {
    const res = await post(t, path, body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path: field, message });
  });
});

describe('POST /users/change-password', () => {
  it('changes the password, returns a fresh token and revokes the old ones', async () => {
    const { user, token } = await signedInRenter(t, { ip: '10.5.0.1' });
    const res = await post(
      t,
      '/users/change-password',
      { currentPassword: user.password, newPassword: 'changed-pass-1' },
      { token, ip: '10.5.0.1' },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Password changed successfully!');
    expect(res.body.data.user.id).toBe(user.id);
    const old = await get(t, '/users/check-token', { token });
    expect(old.status).toBe(401);
    expect(old.body.message).toBe(MESSAGES.sessionExpired);
    expect((await get(t, '/users/check-token', { token: res.body.data.token })).status).toBe(200);
    expect(
      (await post(t, '/users/login', { email: user.email, password: 'changed-pass-1' }, { ip: '10.5.0.1' })).status,
    ).toBe(200);
  });

  it('answers 400 for a wrong current password and changes nothing', async () => {
    const { user, token } = await signedInRenter(t, { ip: '10.5.0.2' });
    const res = await post(
      t,
      '/users/change-password',
      { currentPassword: 'wrong-one', newPassword: 'changed-pass-1' },
      { token, ip: '10.5.0.2' },
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'Current password is incorrect.' });
    expect((await get(t, '/users/check-token', { token })).status).toBe(200);
    expect(
      (await post(t, '/users/login', { email: user.email, password: user.password }, { ip: '10.5.0.2' })).status,
    ).toBe(200);
  });

  it('answers 400 for a social-login account without a password', async () => {
    const social = await createUser(t, { password: null, isSocialLogin: true });
    const token = await t.deps.tokens.sign({ sub: social.id, role: 'USER', tv: social.tokenVersion });
    const res = await post(
      t,
      '/users/change-password',
      { currentPassword: 'anything', newPassword: 'changed-pass-1' },
      { token },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(AUTH_TEXT.noPasswordToChange);
  });

  it('needs a live session', async () => {
    const body = { currentPassword: 'secret-pass-1', newPassword: 'changed-pass-1' };
    expect((await post(t, '/users/change-password', body)).status).toBe(401);
    const { user, token } = await signedInRenter(t, { ip: '10.5.0.3' });
    await setActive(t, user.id, false);
    expect((await post(t, '/users/change-password', body, { token })).status).toBe(403);
  });

  it.each([
    [{ currentPassword: '' }, 'currentPassword', 'Please enter your current password.'],
    [{ currentPassword: undefined }, 'currentPassword', 'Please enter your current password.'],
    [{ newPassword: '12345' }, 'newPassword', 'Password must be at least 6 characters long.'],
    [{ newPassword: 'p'.repeat(56) }, 'newPassword', 'Password must be 55 characters or less'],
  ])('rejects %o with the spec message', async (over, path, message) => {
    const { token } = await signedInRenter(t, { ip: '10.5.0.4' });
    const res = await post(
      t,
      '/users/change-password',
      { currentPassword: 'secret-pass-1', newPassword: 'changed-1', ...over },
      { token },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path, message });
  });
});
