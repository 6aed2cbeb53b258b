import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, post, uniqueEmail } from '../support/auth-client';
import { startSmtpServer, type TestSmtp } from '../support/smtp';
import { createTestContext, type TestContext } from '../support/test-app';

let smtp: TestSmtp;
let t: TestContext;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestContext({
    SMTP_URL: smtp.url,
    APP_NAME: 'HomeTruths Test',
    MAIL_FROM: 'HomeTruths <no-reply@example.com>',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const codeIn = (text: string) => /code is:\s*(\d{6})/.exec(text)?.[1];

describe('mail over SMTP_URL', () => {
  it('delivers the sign-up code through a real SMTP server, as text and HTML with the product name', async () => {
    const email = uniqueEmail('smtp');
    const reg = await post(t, '/users/register', { firstName: 'Mei', lastName: 'Ong', email, password: 'secret-1' });
    expect(reg.status).toBe(201);
    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe('Your HomeTruths Test verification code');
    expect(mail.from?.text).toContain('no-reply@example.com');
    expect(mail.text).toContain('HomeTruths Test');
    expect(mail.text).toContain('Hi Mei,');
    expect(mail.html).toContain('HomeTruths Test');
    const code = codeIn(mail.text ?? '');
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(code);
    // The code in the mail is the one the server accepts.
    const verificationTicket = reg.body.data.verificationTicket;
    const verified = await post(t, '/users/verify-code', { email, verificationCode: code, verificationTicket });
    expect(verified.status).toBe(200);
    // With SMTP configured nothing is written to the outbox.
    const outbox = path.join(t.config.dataDir, 'mail');
    expect(existsSync(outbox) ? readdirSync(outbox) : []).toEqual([]);
  });

  it('delivers the admin OTP the same way', async () => {
    const row = await createUser(t, { email: uniqueEmail('admin'), role: 'ADMIN' });
    const login = await post(t, '/admin/login', { email: row.email, password: row.password });
    expect(login.status).toBe(200);
    const mail = await smtp.waitFor(row.email);
    expect(mail.subject).toBe('Your HomeTruths Test admin sign-in code');
    const otp = codeIn(mail.text ?? '');
    const { userId, ticket } = login.body.data as { userId: string; ticket: string };
    const res = await post(t, '/admin/verify-otp', { userId, ticket, otp });
    expect(res.status).toBe(200);
  });
});

describe('when the SMTP server is unreachable', () => {
  it('still registers (a new code can be requested) and admin login answers 503', async () => {
    const down = await createTestContext({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const email = uniqueEmail('down');
      const reg = await post(down, '/users/register', {
        firstName: 'Mei',
        lastName: 'Ong',
        email,
        password: 'secret-1',
      });
      expect(reg.status).toBe(201);
      const admin = await createUser(down, { role: 'ADMIN' });
      const login = await post(down, '/admin/login', { email: admin.email, password: admin.password });
      expect(login.status).toBe(503);
      expect(login.body.success).toBe(false);
    } finally {
      await down.close();
    }
  });
});
