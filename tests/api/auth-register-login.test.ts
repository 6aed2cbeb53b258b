import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { revokedSessions } from '../../src/server/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, AUTH_TEXT } from '../../src/shared/auth';
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

const signUp = (over: Record<string, unknown> = {}) => ({
  firstName: 'Asha',
  lastName: 'Rao',
  email: uniqueEmail('signup'),
  password: 'good-pass-1',
  ...over,
});

describe('POST /users/register', () => {
  it('creates an unverified account and mails a verification code', async () => {
    const body = signUp({ email: `  ${uniqueEmail('Mixed').toUpperCase()} ` });
    const res = await post(t, '/users/register', body);
    expect(res.status).toBe(201);
    const email = (body.email as string).trim().toLowerCase();
    expect(res.body).toEqual({
      success: true,
      message: 'Registration successful. Please check your email for the verification code.',
      data: {
        user: {
          id: expect.any(String),
          email,
          firstName: 'Asha',
          lastName: 'Rao',
          role: 'USER',
          isVerified: false,
          isActive: true,
          isSocialLogin: false,
          profileImageUrl: null,
        },
        verificationTicket: expect.any(String),
      },
    });
    const mail = readOutbox(t.config.dataDir).filter((m) => m.to === email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Your HomeTruths verification code');
    expect(mail[0]!.text).toContain('HomeTruths');
    expect(mailedCode(t, email)).toMatch(/^\d{6}$/);
    // The answer never carries the password or its hash.
    expect(JSON.stringify(res.body)).not.toContain('good-pass-1');
    expect(JSON.stringify(res.body)).not.toContain('argon2');
  });

  it('answers an email that already has an account exactly like a new one, and mails its owner instead', async () => {
    const owner = await createUser(t, { email: uniqueEmail('owner'), firstName: 'Owner' });
    const fresh = signUp();
    const body = signUp({ email: owner.email.toUpperCase(), password: 'another-pass-9' });
    const newAnswer = await post(t, '/users/register', fresh);
    const knownAnswer = await post(t, '/users/register', body);
    expect(knownAnswer.status).toBe(newAnswer.status);
    expect(knownAnswer.status).toBe(201);
    const shape = (b: typeof newAnswer.body) => ({ ...b, data: { user: { ...b.data!.user, id: '', email: '' } } });
    expect(shape(knownAnswer.body)).toEqual(shape(newAnswer.body));
    expect(knownAnswer.body.data!.user).toMatchObject({ email: owner.email, isVerified: false });
    expect(knownAnswer.body.data!.user.id).not.toBe(owner.id);
    // The account is untouched: its password still works, the new one does not.
    expect((await post(t, '/users/login', { email: owner.email, password: 'another-pass-9' })).status).toBe(401);
    expect((await post(t, '/users/login', { email: owner.email, password: owner.password })).status).toBe(200);
    const mail = readOutbox(t.config.dataDir).filter((m) => m.to === owner.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Your HomeTruths account already exists');
    expect(mail[0]!.text).toContain('Hi Owner,');
    expect(mail[0]!.text).toContain('/forgot-password');
  });

  it('mails a fresh code to an unverified account signed up again, which takes the new password', async () => {
    const body = signUp();
    expect((await post(t, '/users/register', body)).status).toBe(201);
    const first = mailedCode(t, body.email as string);
    const again = await post(t, '/users/register', { ...body, password: 'changed-pass-2' });
    expect(again.status).toBe(201);
    const second = mailedCode(t, body.email as string);
    expect(second).not.toBe(first);
    const verified = await post(t, '/users/verify-code', {
      email: body.email,
      verificationCode: second,
      verificationTicket: again.body.data.verificationTicket,
    });
    expect(verified.status).toBe(200);
    // Nobody proved the first sign-up's password either: the latest sign-up's holds (pre-hijacking).
    expect((await post(t, '/users/login', { email: body.email, password: body.password })).status).toBe(401);
    expect((await post(t, '/users/login', { email: body.email, password: 'changed-pass-2' })).status).toBe(200);
  });

  it.each([
    [{ firstName: '' }, 'firstName', AUTH_MESSAGES.firstNameRequired],
    [{ firstName: undefined }, 'firstName', AUTH_MESSAGES.firstNameRequired],
    [{ firstName: 'A' }, 'firstName', 'First name too short'],
    [{ firstName: 'A'.repeat(31) }, 'firstName', 'First name too long'],
    [{ lastName: '' }, 'lastName', AUTH_MESSAGES.lastNameRequired],
    [{ lastName: 'R' }, 'lastName', 'Last name too short'],
    [{ lastName: 'R'.repeat(31) }, 'lastName', 'Last name too long'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
    [{ email: `${'a'.repeat(30)}@b.com` }, 'email', 'Email must be 35 characters or less'],
    [{ email: 'asha@gmail.co' }, 'email', 'gmail.co is not a valid email domain. Did you mean gmail.com?'],
    [{ password: '' }, 'password', 'Password is required'],
    [{ password: '12345' }, 'password', 'Password must be at least 6 characters'],
    [{ password: 'p'.repeat(56) }, 'password', 'Password too long'],
  ])('rejects %o with the spec message', async (over, path, message) => {
    const body = signUp(over);
    const res = await post(t, '/users/register', body);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors).toContainEqual({ path, message });
  });
});

describe('POST /users/login', () => {
  it('signs in a verified renter with a token and the user', async () => {
    const user = await createUser(t);
    const res = await post(t, '/users/login', { email: user.email.toUpperCase(), password: user.password });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Login successful!');
    expect(res.body.data.user).toMatchObject({ id: user.id, email: user.email, role: 'USER', isVerified: true });
    const check = await get(t, '/users/check-token', { token: res.body.data.token });
    expect(check.status).toBe(200);
    expect(check.body.data.user.id).toBe(user.id);
  });

  it('answers 401 "Invalid credentials." for a wrong password and for an unknown email alike', async () => {
    const user = await createUser(t);
    const wrong = await post(t, '/users/login', { email: user.email, password: 'not-the-password' });
    const unknown = await post(t, '/users/login', { email: uniqueEmail('nobody'), password: 'whatever-1' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: 'Invalid credentials.' });
    }
  });

  it('answers 403 with data.email for an unverified account, reusing a live code and mailing one when none is', async () => {
    const body = signUp();
    const email = body.email as string;
    await post(t, '/users/register', body);
    const first = mailedCode(t, email);
    const res = await post(t, '/users/login', { email, password: body.password });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      success: false,
      message: 'Please check your email to verify your account.',
      data: { email, verificationTicket: expect.any(String) },
    });
    // The code mailed at sign-up is still live: no second mail that would invalidate it.
    expect(readOutbox(t.config.dataDir).filter((m) => m.to === email)).toHaveLength(1);
    const verificationTicket = (res.body as unknown as { data: { verificationTicket: string } }).data
      .verificationTicket;
    expect((await post(t, '/users/verify-code', { email, verificationCode: first, verificationTicket })).status).toBe(
      200,
    );
  });

  it('mails a fresh code on an unverified login when the old one is no longer usable', async () => {
    const user = await createUser(t, { isVerified: false });
    const res = await post(t, '/users/login', { email: user.email, password: user.password });
    expect(res.status).toBe(403);
    expect(res.body.data).toEqual({ email: user.email, verificationTicket: expect.any(String) });
    expect(mailedCode(t, user.email)).toMatch(/^\d{6}$/);
  });

  it('answers 403 for a deactivated account, but only after the right password', async () => {
    const user = await createUser(t, { isActive: false });
    const right = await post(t, '/users/login', { email: user.email, password: user.password });
    expect(right.status).toBe(403);
    expect(right.body.message).toBe(MESSAGES.accountDeactivated);
    const wrong = await post(t, '/users/login', { email: user.email, password: 'wrong-password' });
    expect(wrong.status).toBe(401);
  });

  it('sends admins to the admin login instead of skipping their one-time code', async () => {
    const admin = await createUser(t, { role: 'ADMIN' });
    const res = await post(t, '/users/login', { email: admin.email, password: admin.password });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: 'Please sign in through the admin login.' });
    expect(res.body.data).toBeUndefined();
  });

  it.each([
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'nope' }, 'email', 'Invalid email address'],
    [{ email: 'x@gmail.co' }, 'email', 'gmail.co is not a valid email domain. Did you mean gmail.com?'],
    [{ password: '' }, 'password', 'Password is required'],
    [{ password: '12345' }, 'password', 'Password must be at least 6 characters'],
    [{ password: 'p'.repeat(56) }, 'password', 'Password must be 55 characters or less'],
  ])('rejects %o with the spec message', async (over, path, message) => {
    const res = await post(t, '/users/login', { email: 'someone@example.com', password: 'secret-1', ...over });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path, message });
  });
});

describe('GET /users/check-token', () => {
  it('answers 401 without a token, with a malformed one and with a forged one', async () => {
    expect((await get(t, '/users/check-token')).body.message).toBe(MESSAGES.authRequired);
    expect((await get(t, '/users/check-token')).status).toBe(401);
    const garbage = await get(t, '/users/check-token', { token: 'not.a.jwt' });
    expect(garbage.status).toBe(401);
    expect(garbage.body.message).toBe(MESSAGES.sessionExpired);
    const { token } = await signedInRenter(t);
    const [h, p] = token.split('.');
    const forged = await get(t, '/users/check-token', { token: `${h}.${p}.c2lnbmF0dXJl` });
    expect(forged.status).toBe(401);
  });

  it('answers 403 once the account is deactivated, and the old token stays dead', async () => {
    const { user, token } = await signedInRenter(t);
    await setActive(t, user.id, false);
    const res = await get(t, '/users/check-token', { token });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MESSAGES.accountDeactivated);
  });
});

describe('POST /users/logout', () => {
  it('ends this session only: its token gets 401, the other sessions live on', async () => {
    const { user, token } = await signedInRenter(t);
    const other = (await post(t, '/users/login', { email: user.email, password: user.password })).body.data.token;
    const res = await post(t, '/users/logout', undefined, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: AUTH_TEXT.signedOut });
    expect((await get(t, '/users/check-token', { token })).status).toBe(401);
    expect((await get(t, `/profile/me/${user.id}`, { token })).status).toBe(401);
    expect((await post(t, '/users/logout', undefined, { token })).status).toBe(401);
    expect((await get(t, '/users/check-token', { token: other })).status).toBe(200);
    // logout-everywhere still ends the rest.
    expect((await post(t, '/users/logout-everywhere', undefined, { token: other })).status).toBe(200);
    expect((await get(t, '/users/check-token', { token: other })).status).toBe(401);
  });

  it('ends an admin session too', async () => {
    const admin = await createUser(t, { role: 'ADMIN' });
    const token = await t.deps.tokens.sign({ sub: admin.id, role: 'ADMIN', tv: admin.tokenVersion });
    expect((await get(t, '/admin/profile', { token })).status).toBe(200);
    expect((await post(t, '/users/logout', undefined, { token })).status).toBe(200);
    expect((await get(t, '/admin/profile', { token })).status).toBe(401);
  });

  it('forgets revoked sessions once their tokens have expired anyway', async () => {
    const { user, token } = await signedInRenter(t);
    const stale = randomUUID();
    await t.database.db
      .insert(revokedSessions)
      .values({ sessionId: stale, userId: user.id, expiresAt: new Date(Date.now() - 1000) });
    expect((await post(t, '/users/logout', undefined, { token })).status).toBe(200);
    const left = await t.database.db.select().from(revokedSessions).where(eq(revokedSessions.userId, user.id));
    expect(left.map((r) => r.sessionId)).not.toContain(stale);
    expect(left).toHaveLength(1);
  });

  it('needs a session, and a token without a session id (jti) is no session', async () => {
    expect((await post(t, '/users/logout')).status).toBe(401);
    const user = await createUser(t);
    const noJti = await new SignJWT({ role: 'USER', tv: user.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('hometruths')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect((await get(t, '/users/check-token', { token: noJti })).status).toBe(401);
  });
});

describe('POST /users/logout-everywhere', () => {
  it('ends every session of the account', async () => {
    const { user, token } = await signedInRenter(t);
    const second = await post(t, '/users/login', { email: user.email, password: user.password });
    const res = await post(t, '/users/logout-everywhere', undefined, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: AUTH_TEXT.signedOutEverywhere });
    for (const tk of [token, second.body.data.token as string]) {
      expect((await get(t, '/users/check-token', { token: tk })).status).toBe(401);
    }
    // Signing in again gives a working session.
    const again = await post(t, '/users/login', { email: user.email, password: user.password });
    expect((await get(t, '/users/check-token', { token: again.body.data.token })).status).toBe(200);
  });

  it('needs a session', async () => {
    expect((await post(t, '/users/logout-everywhere')).status).toBe(401);
  });
});
