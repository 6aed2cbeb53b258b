import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeMail, type MailMessage, type Mailer } from '../../src/server/services/mail';
import { AUTH_TEXT } from '../../src/shared/auth';
import { readJson } from '../support/api-client';
import { createUser, uniqueEmail } from '../support/auth-client';
import { createTestContext, type TestContext } from '../support/test-app';

/**
 * Whether an email has an account must not show in the answers of sign-up, forgot-password and
 * resend-code, neither in what they say nor in how long they take. The timing part is checked
 * without a stopwatch: the mail transport here is held until the test releases it, so a handler
 * that waits for the mail would never answer.
 */

/** A mail transport that accepts messages but finishes none until `release()`. */
function heldMailer() {
  const sent: MailMessage[] = [];
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const mailer: Mailer = {
    kind: 'smtp',
    async send(message) {
      sent.push(message);
      await gate;
    },
    async sendCode(to, purpose, code, firstName) {
      await mailer.send(codeMail('HomeTruths', to, purpose, code, firstName));
    },
    async close() {},
  };
  return { mailer, sent, release: () => open() };
}

const held = heldMailer();
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({}, { services: { mailer: held.mailer } });
});
afterAll(async () => {
  held.release();
  await t.close();
});

let ipSeq = 0;
/** A POST that must answer within `ms` (mail still held), or the test fails with 'no answer'. */
async function answerWhileMailIsHeld(path: string, body: unknown, ms = 5000) {
  const request = t.app.request(
    `/api/v1${path}`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: `198.51.100.${++ipSeq}`, remoteFamily: 'IPv4' } } },
  );
  const timeout = new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), ms));
  const res = await Promise.race([request, timeout]);
  if (res === 'no answer') throw new Error(`${path} waited for the mail (no answer within ${ms} ms)`);
  return { status: res.status, body: (await readJson(res)) as { success: boolean; message: string } };
}

/** Waits until the held transport has been handed a message to `to`. */
async function mailHandedTo(to: string) {
  for (let i = 0; i < 100 && !held.sent.some((m) => m.to === to); i++) await new Promise((r) => setTimeout(r, 20));
  return held.sent.filter((m) => m.to === to);
}

describe('answers that do not wait for mail', () => {
  it('forgot-password answers a known email at once, the same as an unknown one, and mails after', async () => {
    const user = await createUser(t);
    const known = await answerWhileMailIsHeld('/users/forgot-password', { email: user.email });
    const unknown = await answerWhileMailIsHeld('/users/forgot-password', { email: uniqueEmail('ghost') });
    expect(known).toEqual({ status: 200, body: { success: true, message: AUTH_TEXT.resetCodeSent } });
    expect(unknown).toEqual(known);
    expect((await mailHandedTo(user.email)).map((m) => m.subject)).toEqual(['Your HomeTruths password reset code']);
  });

  it('resend-code answers an unverified account at once, the same as an unknown email', async () => {
    const user = await createUser(t, { isVerified: false });
    const known = await answerWhileMailIsHeld('/users/resend-code', { email: user.email });
    const unknown = await answerWhileMailIsHeld('/users/resend-code', { email: uniqueEmail('ghost') });
    expect(known).toEqual({ status: 200, body: { success: true, message: AUTH_TEXT.newCodeSent } });
    expect(unknown).toEqual(known);
    expect((await mailHandedTo(user.email)).map((m) => m.subject)).toEqual(['Your HomeTruths verification code']);
  });

  it('register answers a taken and a new email alike and at once, mailing each owner after', async () => {
    const owner = await createUser(t);
    const freshEmail = uniqueEmail('fresh');
    const form = { firstName: 'Asha', lastName: 'Rao', password: 'good-pass-1' };
    const taken = await answerWhileMailIsHeld('/users/register', { ...form, email: owner.email });
    const fresh = await answerWhileMailIsHeld('/users/register', { ...form, email: freshEmail });
    expect(taken.status).toBe(201);
    expect(fresh.status).toBe(201);
    expect(taken.body.message).toBe(fresh.body.message);
    expect((await mailHandedTo(owner.email)).map((m) => m.subject)).toEqual(['Your HomeTruths account already exists']);
    expect((await mailHandedTo(freshEmail)).map((m) => m.subject)).toEqual(['Your HomeTruths verification code']);
  });
});
