import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { CodePurpose } from '../../shared/enums';
import { LIMITS } from '../../shared/limits';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** 'smtp' with SMTP_URL, else 'outbox' (.eml files in `outboxDir`). */
  readonly kind: 'smtp' | 'outbox';
  readonly outboxDir?: string;
  send(message: MailMessage): Promise<void>;
  sendCode(to: string, purpose: CodePurpose, code: string, firstName?: string): Promise<void>;
  close(): Promise<void>;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const CODE_MAIL: Record<CodePurpose, { subject: string; intro: string; ignore: string }> = {
  VERIFY_EMAIL: {
    subject: 'verification code',
    intro: 'Welcome! Use this code to verify your email address.',
    ignore: 'If you did not create an account, you can ignore this email.',
  },
  RESET_PASSWORD: {
    subject: 'password reset code',
    intro: 'Use this code to set a new password.',
    ignore: 'If you did not ask to reset your password, you can ignore this email; your password stays as it is.',
  },
  ADMIN_OTP: {
    subject: 'admin sign-in code',
    intro: 'Use this one-time code to finish signing in to the back office.',
    ignore: 'If this was not you, change your password now: someone knows it.',
  },
};

/** The mail for a one-time code: plain text and HTML, both naming the product. */
export function codeMail(appName: string, to: string, purpose: CodePurpose, code: string, firstName?: string) {
  const t = CODE_MAIL[purpose];
  const hello = firstName ? `Hi ${firstName},` : 'Hello,';
  const expiry = `The code expires in ${LIMITS.codeTtlMinutes} minutes and works once.`;
  const text = [hello, '', t.intro, '', `Your code is: ${code}`, '', expiry, t.ignore, '', `The ${appName} team`].join(
    '\n',
  );
  const app = escapeHtml(appName);
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937">
<h1 style="font-size:20px">${app}</h1>
<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(t.intro)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>
<p>${escapeHtml(expiry)}<br>${escapeHtml(t.ignore)}</p>
<p>The ${app} team</p>
</body></html>`;
  return { to, subject: `Your ${appName} ${t.subject}`, text, html };
}

/**
 * The mail to an address that already has an account when someone signs up with it: the sign-up
 * answer is the same as for a new address (so it tells nobody the account exists); the owner
 * learns about it here instead.
 */
export function accountExistsMail(appName: string, appUrl: string, to: string, firstName?: string) {
  const hello = firstName ? `Hi ${firstName},` : 'Hello,';
  const lines = [
    `Someone, perhaps you, tried to create a new ${appName} account with this email address. It already has an account, so nothing was created and nothing has changed.`,
    `If it was you, sign in at ${appUrl}/sign-in, or set a new password at ${appUrl}/forgot-password.`,
    'If it was not you, you can ignore this email.',
  ];
  const text = [hello, '', ...lines.flatMap((l) => [l, '']), `The ${appName} team`].join('\n');
  const app = escapeHtml(appName);
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937">
<h1 style="font-size:20px">${app}</h1>
<p>${escapeHtml(hello)}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p>The ${app} team</p>
</body></html>`;
  return { to, subject: `Your ${appName} account already exists`, text, html };
}

let outboxSeq = 0;

/**
 * Nodemailer over SMTP_URL; without it every message is written to DATA_DIR/mail as an .eml file
 * (named so that they sort by time). With DEV_PRINT_SECRETS (`npm run dev:server`) codes are also
 * printed on the console, so someone running the app locally can sign up; never by default.
 */
export function createMailer(config: Config, logger: Logger): Mailer {
  const outboxDir = config.smtpUrl ? undefined : path.join(config.dataDir, 'mail');
  const transport = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  const send = async (message: MailMessage) => {
    const info = await transport.sendMail({ from: config.mailFrom, textEncoding: 'quoted-printable', ...message });
    if (outboxDir) {
      mkdirSync(outboxDir, { recursive: true });
      const name = `${Date.now()}-${String(outboxSeq++).padStart(6, '0')}-${randomBytes(3).toString('hex')}.eml`;
      writeFileSync(path.join(outboxDir, name), (info as { message: Buffer }).message, { mode: 0o600 });
    }
    logger.info({ to: message.to, subject: message.subject, via: outboxDir ? 'outbox' : 'smtp' }, 'mail sent');
  };

  return {
    kind: outboxDir ? 'outbox' : 'smtp',
    outboxDir,
    send,
    async sendCode(to, purpose, code, firstName) {
      await send(codeMail(config.appName, to, purpose, code, firstName));
      if (config.devPrintSecrets) {
        // The one deliberate exception to "no codes in logs": asked for by DEV_PRINT_SECRETS.
        process.stdout.write(
          `[mail] ${purpose} code for ${to}: ${code}${outboxDir ? ` (also in ${outboxDir})` : ''}\n`,
        );
      }
    },
    async close() {
      transport.close();
    },
  };
}
