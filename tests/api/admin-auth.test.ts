import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '../../src/server/db/schema';
import { MESSAGES } from '../../src/shared/messages';
import { createUser, get, mailedCode, post, setActive } from '../support/auth-client';
import { readOutbox } from '../support/outbox';
import { createTestContext, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const INVALID_OTP = { success: false, message: 'Invalid OTP. Please try again.' };
const wrongCode = (code: string) => String((Number(code) + 1) % 1e6).padStart(6, '0');

async function adminWithOtp(ip: string) {
  const admin = await createUser(t, { role: 'ADMIN' });
  const res = await post(t, '/admin/login', { email: admin.email, password: admin.password }, { ip });
  expect(res.status).toBe(200);
  return {
    admin,
    userId: res.body.data.userId as string,
    ticket: res.body.data.ticket as string,
    otp: mailedCode(t, admin.email),
  };
}

describe('POST /admin/login', () => {
  it('checks the credentials and mails a 6-digit OTP', async () => {
    const admin = await createUser(t, { role: 'ADMIN' });
    const res = await post(t, '/admin/login', { email: admin.email, password: admin.password }, { ip: '10.6.0.1' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'OTP sent successfully!',
      data: { userId: admin.id, ticket: expect.any(String) },
    });
    const mail = readOutbox(t.config.dataDir).filter((m) => m.to === admin.email);
    expect(mail.map((m) => m.subject)).toEqual(['Your HomeTruths admin sign-in code']);
    expect(mailedCode(t, admin.email)).toMatch(/^\d{6}$/);
    // The credentials alone are no session.
    expect(res.body.data).not.toHaveProperty('token');
  });

  it('answers 401 "Invalid credentials." for a wrong password, an unknown email and a renter', async () => {
    const admin = await createUser(t, { role: 'ADMIN' });
    const renter = await createUser(t);
    for (const body of [
      { email: admin.email, password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'whatever-1' },
      { email: renter.email, password: renter.password },
    ]) {
      const res = await post(t, '/admin/login', body, { ip: '10.6.0.2' });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: 'Invalid credentials.' });
    }
    expect(readOutbox(t.config.dataDir).some((m) => m.to === renter.email)).toBe(false);
  });

  it('answers 403 for a deactivated admin', async () => {
    const admin = await createUser(t, { role: 'ADMIN', isActive: false });
    const res = await post(t, '/admin/login', { email: admin.email, password: admin.password }, { ip: '10.6.0.3' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MESSAGES.accountDeactivated);
  });

  it.each([
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'bad' }, 'email', 'Invalid email address'],
    [{ password: '' }, 'password', 'Password is required'],
  ])('rejects %o with a field message', async (over, path, message) => {
    const res = await post(t, '/admin/login', { email: 'a@example.com', password: 'secret-1', ...over });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path, message });
  });
});

describe('POST /admin/verify-otp', () => {
  it('trades the OTP for an admin session, once', async () => {
    const { admin, userId, ticket, otp } = await adminWithOtp('10.7.0.1');
    const res = await post(t, '/admin/verify-otp', { userId, ticket, otp }, { ip: '10.7.0.1' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Login successful!');
    expect(res.body.data.user).toMatchObject({ id: admin.id, role: 'ADMIN', email: admin.email });
    const check = await get(t, '/users/check-token', { token: res.body.data.token });
    expect(check.body.data.user.role).toBe('ADMIN');
    expect((await post(t, '/admin/verify-otp', { userId, ticket, otp }, { ip: '10.7.0.1' })).body).toEqual(INVALID_OTP);
  });

  it('answers 400 for a wrong OTP, an expired one and an unknown user id', async () => {
    const { userId, ticket, otp } = await adminWithOtp('10.7.0.2');
    const wrong = await post(t, '/admin/verify-otp', { userId, ticket, otp: wrongCode(otp) }, { ip: '10.7.0.2' });
    const unknown = await post(
      t,
      '/admin/verify-otp',
      { userId: crypto.randomUUID(), ticket, otp },
      { ip: '10.7.0.2' },
    );
    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, 'ADMIN_OTP')));
    const expired = await post(t, '/admin/verify-otp', { userId, ticket, otp }, { ip: '10.7.0.2' });
    for (const res of [wrong, unknown, expired]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual(INVALID_OTP);
    }
  });

  it('kills the OTP after 5 wrong tries', async () => {
    const { userId, ticket, otp } = await adminWithOtp('10.7.0.3');
    for (let i = 0; i < 5; i++)
      await post(t, '/admin/verify-otp', { userId, ticket, otp: wrongCode(otp) }, { ip: '10.7.0.3' });
    expect((await post(t, '/admin/verify-otp', { userId, ticket, otp }, { ip: '10.7.0.3' })).body).toEqual(INVALID_OTP);
  });

  it('a new login replaces the previous OTP', async () => {
    const { admin, userId, ticket, otp: first } = await adminWithOtp('10.7.0.4');
    await post(t, '/admin/login', { email: admin.email, password: admin.password }, { ip: '10.7.0.4' });
    const second = mailedCode(t, admin.email);
    if (second !== first)
      expect((await post(t, '/admin/verify-otp', { userId, ticket, otp: first }, { ip: '10.7.0.4' })).status).toBe(400);
    expect((await post(t, '/admin/verify-otp', { userId, ticket, otp: second }, { ip: '10.7.0.4' })).status).toBe(200);
  });

  it('answers 403 when the admin was deactivated meanwhile', async () => {
    const { admin, userId, ticket, otp } = await adminWithOtp('10.7.0.5');
    await setActive(t, admin.id, false);
    expect((await post(t, '/admin/verify-otp', { userId, ticket, otp }, { ip: '10.7.0.5' })).status).toBe(403);
  });

  it('needs the ticket /admin/login gave for that admin', async () => {
    const { userId, ticket, otp } = await adminWithOtp('10.7.0.6');
    const other = await adminWithOtp('10.7.0.7');
    const forged = `${ticket.slice(0, -4)}AAAA`;
    for (const bad of [other.ticket, forged, 'not-a-ticket']) {
      expect((await post(t, '/admin/verify-otp', { userId, ticket: bad, otp }, { ip: '10.7.0.6' })).body).toEqual(
        INVALID_OTP,
      );
    }
    const missing = await post(t, '/admin/verify-otp', { userId, otp }, { ip: '10.7.0.6' });
    expect(missing.status).toBe(400);
    // The code was not used up by those tries; with the ticket (any spelling of the id) it signs in.
    const res = await post(t, '/admin/verify-otp', { userId: userId.toUpperCase(), ticket, otp }, { ip: '10.7.0.6' });
    expect(res.status).toBe(200);
  });

  it.each([
    [{ otp: '' }, 'otp', 'OTP is required'],
    [{ otp: undefined }, 'otp', 'OTP is required'],
    [{ otp: '12345' }, 'otp', 'OTP must be exactly 6 digits'],
    [{ otp: '12345a' }, 'otp', 'OTP must be exactly 6 digits'],
    [{ userId: 'not-a-uuid' }, 'userId', 'Invalid user.'],
  ])('rejects %o with the spec message', async (over, path, message) => {
    const res = await post(t, '/admin/verify-otp', {
      userId: crypto.randomUUID(),
      ticket: 'x',
      otp: '123456',
      ...over,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path, message });
  });
});

describe('POST /admin/change-password', () => {
  async function adminSession(ip: string) {
    const { admin, userId, ticket, otp } = await adminWithOtp(ip);
    const res = await post(t, '/admin/verify-otp', { userId, ticket, otp }, { ip });
    return { admin, token: res.body.data.token as string };
  }
  /** A second session of the same admin (another device). */
  async function adminSessionFor(admin: { id: string; email: string; password: string }, ip: string) {
    const login = await post(t, '/admin/login', { email: admin.email, password: admin.password }, { ip });
    const { ticket } = login.body.data as { ticket: string };
    const res = await post(
      t,
      '/admin/verify-otp',
      { userId: admin.id, ticket, otp: mailedCode(t, admin.email) },
      { ip },
    );
    expect(res.status).toBe(200);
    return { token: res.body.data.token as string };
  }

  it('updates the password and ends every session of that admin, this one included', async () => {
    const { admin, token } = await adminSession('10.8.0.1');
    const other = (await adminSessionFor(admin, '10.8.0.5')).token;
    const res = await post(
      t,
      '/admin/change-password',
      { currentPassword: admin.password, newPassword: 'admin-new-1' },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Password updated successfully!' });
    for (const old of [token, other]) {
      expect((await get(t, '/users/check-token', { token: old })).status).toBe(401);
      expect((await get(t, '/admin/profile', { token: old })).status).toBe(401);
    }
    const login = await post(t, '/admin/login', { email: admin.email, password: 'admin-new-1' }, { ip: '10.8.0.1' });
    expect(login.status).toBe(200);
  });

  it('answers 400 for a wrong current password', async () => {
    const { token } = await adminSession('10.8.0.2');
    const res = await post(
      t,
      '/admin/change-password',
      { currentPassword: 'wrong-one', newPassword: 'admin-new-1' },
      { token },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Current password is incorrect.');
  });

  it('is for admins only', async () => {
    const renter = await createUser(t);
    const login = await post(t, '/users/login', { email: renter.email, password: renter.password }, { ip: '10.8.0.3' });
    const body = { currentPassword: renter.password, newPassword: 'renter-new-1' };
    expect((await post(t, '/admin/change-password', body, { token: login.body.data.token })).status).toBe(403);
    expect((await post(t, '/admin/change-password', body)).status).toBe(401);
  });

  it.each([
    [{ currentPassword: '' }, 'currentPassword', 'Please enter your current password.'],
    [{ newPassword: '123' }, 'newPassword', 'Password must be at least 6 characters long.'],
  ])('rejects %o with the spec message', async (over, path, message) => {
    const { token } = await adminSession('10.8.0.4');
    const res = await post(
      t,
      '/admin/change-password',
      { currentPassword: 'x', newPassword: 'admin-new-1', ...over },
      { token },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path, message });
  });
});
