import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { signInWithGoogle } from '../../src/server/services/accounts/google-sign-in';
import { MESSAGES } from '../../src/shared/messages';
import { get, mailedCode, post, uniqueEmail } from '../support/auth-client';
import { createTestContext, type TestContext } from '../support/test-app';

/**
 * Account pre-hijacking (Sudhodanan & Paverd, 2022): an attacker registers the victim's email with
 * a password they know, before the victim signs up or signs in with Google. Whatever the victim
 * then does, the attacker must be left with nothing that works.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const ATTACKER = { firstName: 'Eve', lastName: 'Mallory', password: 'attacker-pass-1' };
const VICTIM = { firstName: 'Asha', lastName: 'Rao', password: 'victim-pass-1' };
// Each party from its own address, so no rate-limit budget is shared between them.
const attackerIp = { ip: '198.51.100.66' };
const victimIp = { ip: '203.0.113.20' };

async function squat(email: string) {
  const res = await post(t, '/users/register', { ...ATTACKER, email }, attackerIp);
  expect(res.status).toBe(201);
}

describe('account pre-hijacking', () => {
  it('gives the squatter no session: an unverified account cannot sign in with its password', async () => {
    const email = uniqueEmail('squatted');
    await squat(email);
    const login = await post(t, '/users/login', { email, password: ATTACKER.password }, attackerIp);
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(MESSAGES.accountNotVerified);
    expect(JSON.stringify(login.body)).not.toMatch(/token/i);
  });

  it("the victim's own sign-up replaces the squatter's password and names; the squatter's no longer works", async () => {
    const email = uniqueEmail('victim');
    await squat(email);
    expect((await post(t, '/users/register', { ...VICTIM, email }, victimIp)).status).toBe(201);
    const code = mailedCode(t, email);
    const verified = await post(t, '/users/verify-code', { email, verificationCode: code }, victimIp);
    expect(verified.status).toBe(200);
    expect(verified.body.data.user).toMatchObject({ firstName: 'Asha', lastName: 'Rao', isVerified: true });

    expect((await post(t, '/users/login', { email, password: ATTACKER.password }, attackerIp)).status).toBe(401);
    expect((await post(t, '/users/login', { email, password: VICTIM.password }, victimIp)).status).toBe(200);
  });

  it("a code mailed for the squatter's sign-up stops working once the victim signs up", async () => {
    const email = uniqueEmail('stale');
    await squat(email);
    const squattersCode = mailedCode(t, email);
    await post(t, '/users/register', { ...VICTIM, email }, victimIp);
    const victimsCode = mailedCode(t, email);
    expect(victimsCode).not.toBe(squattersCode);
    const stale = await post(t, '/users/verify-code', { email, verificationCode: squattersCode }, attackerIp);
    expect(stale.status).toBe(400);
  });

  it("the victim's Google sign-in drops the squatter's password and ends any session of the account", async () => {
    const email = uniqueEmail('google.victim');
    await squat(email);
    const [before] = await t.database.db.select().from(users).where(eq(users.email, email));
    const linked = await signInWithGoogle(t.database.db, {
      sub: `google-${before!.id}`,
      email,
      emailVerified: true,
      firstName: 'Asha',
      lastName: 'Rao',
    });
    expect(linked.id).toBe(before!.id);
    expect(linked.passwordHash).toBeNull();
    expect(linked.tokenVersion).toBeGreaterThan(before!.tokenVersion);
    expect((await post(t, '/users/login', { email, password: ATTACKER.password }, attackerIp)).status).toBe(401);
  });

  it('a verified account is never changed by someone signing up with its email', async () => {
    const email = uniqueEmail('owner');
    await post(t, '/users/register', { ...VICTIM, email }, victimIp);
    const verified = await post(t, '/users/verify-code', { email, verificationCode: mailedCode(t, email) }, victimIp);
    const token = verified.body.data.token;
    await squat(email);
    expect((await post(t, '/users/login', { email, password: ATTACKER.password }, attackerIp)).status).toBe(401);
    expect((await post(t, '/users/login', { email, password: VICTIM.password }, victimIp)).status).toBe(200);
    expect((await get(t, '/users/check-token', { token })).status).toBe(200);
  });
});
