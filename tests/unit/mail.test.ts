import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { createLogger } from '../../src/server/lib/logger';
import { firstAdminNotice } from '../../src/server/services/bootstrap-admin';
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

  it('prints codes on the console only when DEV_PRINT_SECRETS asks for it, never by default', async () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const dev = createMailer(
      configFor({ NODE_ENV: 'development', LOG_LEVEL: 'info', DEV_PRINT_SECRETS: '1' }),
      createLogger('silent'),
    );
    await dev.sendCode('a@example.com', 'VERIFY_EMAIL', '246810');
    const local = createMailer(configFor({ NODE_ENV: 'development', LOG_LEVEL: 'info' }), createLogger('silent'));
    await local.sendCode('c@example.com', 'VERIFY_EMAIL', '112233');
    const prod = createMailer(
      configFor({ NODE_ENV: 'production', LOG_LEVEL: 'info', APP_URL: 'https://x.example', MAIL_OUTBOX: 'true' }),
      createLogger('silent'),
    );
    await prod.sendCode('b@example.com', 'VERIFY_EMAIL', '135791');
    const printed = write.mock.calls.map((c) => String(c[0])).join('');
    expect(printed).toContain('246810');
    expect(printed).not.toContain('112233');
    expect(printed).not.toContain('135791');
  });

  it('refuses DEV_PRINT_SECRETS in production', () => {
    const prod = { NODE_ENV: 'production', APP_URL: 'https://x.example', MAIL_OUTBOX: 'true' };
    expect(() => configFor({ ...prod, DEV_PRINT_SECRETS: 'true' })).toThrow(/DEV_PRINT_SECRETS: not allowed/);
  });
});

describe('firstAdminNotice', () => {
  const admin = { email: 'admin@example.com', password: 'generated-secret-123', created: true };

  it('writes a generated password to a private file by default, printing only where it is', () => {
    const config = configFor({ NODE_ENV: 'development' });
    const line = firstAdminNotice(config, admin);
    const file = path.join(config.dataDir, 'first-admin-password');
    expect(line).not.toContain(admin.password);
    expect(line).toContain(file);
    expect(readFileSync(file, 'utf8').trim()).toBe(admin.password);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('prints the password only with DEV_PRINT_SECRETS, and never one given in ADMIN_PASSWORD', () => {
    const dev = configFor({ NODE_ENV: 'development', DEV_PRINT_SECRETS: 'yes' });
    expect(firstAdminNotice(dev, admin)).toContain(admin.password);
    expect(existsSync(path.join(dev.dataDir, 'first-admin-password'))).toBe(false);
    const given = configFor({ ADMIN_PASSWORD: 'given-password-1', DEV_PRINT_SECRETS: 'yes' });
    expect(firstAdminNotice(given, { ...admin, password: 'given-password-1' })).not.toContain('given-password-1');
  });
});
