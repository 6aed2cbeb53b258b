import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { createLogger } from '../../src/server/lib/logger';
import { codeMail, createMailer } from '../../src/server/services/mail';
import { latestCode, readOutbox, waitForCode } from '../support/outbox';

const dirs: string[] = [];
function configFor(env: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ht-mail-'));
  dirs.push(dir);
  return loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env });
}
afterEach(() => {
  vi.restoreAllMocks();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('codeMail', () => {
  it('has a text and an HTML part, both naming the product and carrying the code', () => {
    const mail = codeMail('HomeTruths', 'a@example.com', 'VERIFY_EMAIL', '012345', 'Asha');
    expect(mail.subject).toBe('Your HomeTruths verification code');
    expect(mail.text).toContain('Hi Asha,');
    expect(mail.text).toContain('Your code is: 012345');
    expect(mail.text).toContain('expires in 10 minutes');
    expect(mail.text).toContain('The HomeTruths team');
    expect(mail.html).toContain('HomeTruths');
    expect(mail.html).toContain('012345');
  });

  it('escapes names in the HTML part', () => {
    const mail = codeMail('A&B <Homes>', 'a@example.com', 'RESET_PASSWORD', '123456', '<script>x</script>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('A&amp;B &lt;Homes&gt;');
    expect(mail.subject).toBe('Your A&B <Homes> password reset code');
  });
});

describe('outbox mailer (no SMTP_URL)', () => {
  it('writes each message as .eml in DATA_DIR/mail, readable by the outbox helper', async () => {
    const config = configFor();
    const mailer = createMailer(config, createLogger('silent'));
    expect(mailer.kind).toBe('outbox');
    await mailer.sendCode('Renter@Example.com', 'VERIFY_EMAIL', '004211', 'Ravi');
    await mailer.sendCode('renter@example.com', 'RESET_PASSWORD', '987654');
    await mailer.sendCode('other@example.com', 'ADMIN_OTP', '555555');
    const files = readdirSync(path.join(config.dataDir, 'mail'));
    expect(files).toHaveLength(3);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    const mails = readOutbox(config.dataDir);
    expect(mails.map((m) => m.to)).toEqual(['renter@example.com', 'renter@example.com', 'other@example.com']);
    expect(mails[0]!.subject).toBe('Your HomeTruths verification code');
    expect(mails[0]!.text).toContain('Hi Ravi,');
    expect(latestCode(config.dataDir, 'RENTER@example.com')).toBe('987654');
    expect(latestCode(config.dataDir, 'other@example.com')).toBe('555555');
    expect(latestCode(config.dataDir, 'nobody@example.com')).toBeNull();
    await expect(waitForCode(config.dataDir, 'renter@example.com', { previous: '004211' })).resolves.toBe('987654');
    await mailer.close();
  });

  it('prints the code on the console outside production, never in production', async () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const dev = createMailer(configFor({ NODE_ENV: 'development', LOG_LEVEL: 'info' }), createLogger('silent'));
    await dev.sendCode('a@example.com', 'VERIFY_EMAIL', '246810');
    const prod = createMailer(
      configFor({ NODE_ENV: 'production', LOG_LEVEL: 'info', APP_URL: 'https://x.example', MAIL_OUTBOX: 'true' }),
      createLogger('silent'),
    );
    await prod.sendCode('b@example.com', 'VERIFY_EMAIL', '135791');
    const printed = write.mock.calls.map((c) => String(c[0])).join('');
    expect(printed).toContain('246810');
    expect(printed).not.toContain('135791');
  });
});
