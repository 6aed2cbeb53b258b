import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { signInWithGoogle } from '../../src/server/services/accounts/google-sign-in';
import { AUTH_TEXT } from '../../src/shared/auth';
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

async function squat(email: string): Promise<string> {
  const res = await post(t, '/users/register', { ...ATTACKER, email }, attackerIp);
  expect(res.status).toBe(201);
  return res.body.data.verificationTicket;
}

/** The victim's sign-up; answers the verification ticket their browser keeps. */
async function signUp(email: string): Promise<string> {
  const res = await post(t, '/users/register', { ...VICTIM, email }, victimIp);
  expect(res.status).toBe(201);
  return res.body.data.verificationTicket;
}

const verify = (email: string, verificationCode: string, verificationTicket: string, ip = victimIp) =>
  post(t, '/users/verify-code', { email, verificationCode, verificationTicket }, ip);

/** The ticket of an unverified sign-in's 403 answer. */
const ticketIn = (res: { body: unknown }) =>
  (res.body as { data: { verificationTicket: string } }).data.verificationTicket;

const accountOf = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;

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
    const ticket = await signUp(email);
    const verified = await verify(email, mailedCode(t, email), ticket);
    expect(verified.status).toBe(200);
    expect(verified.body.data.user).toMatchObject({ firstName: 'Asha', lastName: 'Rao', isVerified: true });

    expect((await post(t, '/users/login', { email, password: ATTACKER.password }, attackerIp)).status).toBe(401);
    expect((await post(t, '/users/login', { email, password: VICTIM.password }, victimIp)).status).toBe(200);
  });

  it("a code mailed for the squatter's sign-up stops working once the victim signs up", async () => {
    const email = uniqueEmail('stale');
    await squat(email);
    const squattersCode = mailedCode(t, email);
    const ticket = await signUp(email);
    const victimsCode = mailedCode(t, email);
    expect(victimsCode).not.toBe(squattersCode);
    const stale = await verify(email, squattersCode, ticket, attackerIp);
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
    const ticket = await signUp(email);
    const verified = await verify(email, mailedCode(t, email), ticket);
    const token = verified.body.data.token;
    await squat(email);
    expect((await post(t, '/users/login', { email, password: ATTACKER.password }, attackerIp)).status).toBe(401);
    expect((await post(t, '/users/login', { email, password: VICTIM.password }, victimIp)).status).toBe(200);
    expect((await get(t, '/users/check-token', { token })).status).toBe(200);
  });

  it("a squatter signing up again inside the owner's code window cannot get the account verified with their password", async () => {
    const email = uniqueEmail('race');
    const ownersTicket = await signUp(email);
    const squattersTicket = await squat(email);
    // The owner reads the newest code in their mailbox and enters it in the tab they signed up in.
    const code = mailedCode(t, email);
    const refused = await verify(email, code, ownersTicket);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(AUTH_TEXT.verificationTicketStale);
    expect(JSON.stringify(refused.body)).not.toMatch(/token/i);
    expect((await accountOf(email)).isVerified).toBe(false);
    // The squatter has a ticket for their password but not the mailbox: no code of theirs works.
    expect((await verify(email, '000000', squattersTicket, attackerIp)).status).toBe(400);
    expect((await accountOf(email)).isVerified).toBe(false);
    expect((await post(t, '/users/login', { email, password: ATTACKER.password }, attackerIp)).status).toBe(403);

    // The owner recovers through the mailbox: a reset code sets their password and signs them in.
    expect((await post(t, '/users/forgot-password', { email }, victimIp)).status).toBe(200);
    const reset = await post(t, '/users/verify-reset-code', { email, code: mailedCode(t, email) }, victimIp);
    expect(reset.status).toBe(200);
    const done = await post(
      t,
      '/users/reset-password',
      { resetToken: reset.body.data.resetToken, newPassword: 'victim-pass-2' },
      victimIp,
    );
    expect(done.status).toBe(200);
    expect((await post(t, '/users/login', { email, password: 'victim-pass-2' }, victimIp)).status).toBe(200);
    expect((await post(t, '/users/login', { email, password: ATTACKER.password }, attackerIp)).status).toBe(401);
  });

  it('a ticket verifies only the account and the password it was given for', async () => {
    const email = uniqueEmail('ticket');
    const othersTicket = await signUp(uniqueEmail('ticket.other'));
    await signUp(email);
    expect((await verify(email, mailedCode(t, email), othersTicket)).body.message).toBe(
      AUTH_TEXT.verificationTicketStale,
    );
    expect((await accountOf(email)).isVerified).toBe(false);
    // That code is spent: signing in with the right password mails a new one and hands out a ticket.
    const login = await post(t, '/users/login', { email, password: VICTIM.password }, victimIp);
    expect(login.status).toBe(403);
    const forged = `${ticketIn(login).slice(0, -4)}AAAA`;
    expect((await verify(email, mailedCode(t, email), forged)).body.message).toBe(AUTH_TEXT.verificationTicketStale);
    expect((await accountOf(email)).isVerified).toBe(false);
    const relogin = await post(t, '/users/login', { email, password: VICTIM.password }, victimIp);
    const verified = await verify(email, mailedCode(t, email), ticketIn(relogin));
    expect(verified.status).toBe(200);
    expect((await accountOf(email)).isVerified).toBe(true);
  });
});
