import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Reads the server's mail outbox (DATA_DIR/mail/*.eml, written when SMTP_URL is unset). Free of
 * test-runner imports so both vitest and Playwright can use it.
 */

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The decoded plain-text part. */
  text: string;
}

/** Undoes quoted-printable (soft breaks and =XX escapes). */
function decodeQuotedPrintable(s: string): string {
  const bytes = s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function header(block: string, name: string): string {
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(unfolded);
  return match?.[1]?.trim() ?? '';
}

/** The bare address of a To header ('Name <a@b>' or 'a@b'), lower-cased. */
function address(value: string): string {
  return (/<([^>]+)>/.exec(value)?.[1] ?? value).trim().toLowerCase();
}

/** The text/plain part of a message (the whole body when it is not multipart). */
function plainText(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split);
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head.replace(/\r?\n[ \t]+/g, ' '))?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1)
        .map((p) => p.replace(/^\r?\n/, ''))
    : [raw];
  for (const part of parts) {
    const i = part.search(/\r?\n\r?\n/);
    if (i < 0) continue;
    const partHead = part.slice(0, i);
    const type = header(partHead, 'Content-Type') || 'text/plain';
    if (boundary && !/^text\/plain/i.test(type)) continue;
    const content = part.slice(i).replace(/^\r?\n\r?\n/, '');
    const encoding = header(partHead, 'Content-Transfer-Encoding').toLowerCase();
    if (encoding === 'base64') return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable') return decodeQuotedPrintable(content);
    return content;
  }
  return '';
}

/** Every message in the outbox, oldest first (file names start with the time they were written). */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => {
      const raw = readFileSync(path.join(dir, f), 'utf8');
      const head = raw.slice(0, raw.search(/\r?\n\r?\n/));
      return { file: f, to: address(header(head, 'To')), subject: header(head, 'Subject'), text: plainText(raw) };
    });
}

/** The 6-digit code of the newest mail to `toEmail`, or null when there is none yet. */
export function latestCode(dataDir: string, toEmail: string): string | null {
  const mails = readOutbox(dataDir).filter((m) => m.to === toEmail.trim().toLowerCase());
  const newest = mails.at(-1);
  return newest ? (/code is:\s*(\d{6})/i.exec(newest.text)?.[1] ?? null) : null;
}

/**
 * Waits for a code to `toEmail` that differs from `previous` (pass the code you already have
 * when waiting for a resent one). Polls the outbox; throws after `timeoutMs`.
 */
export async function waitForCode(
  dataDir: string,
  toEmail: string,
  opts: { previous?: string | null; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
  for (;;) {
    const code = latestCode(dataDir, toEmail);
    if (code && code !== opts.previous) return code;
    if (Date.now() > deadline) throw new Error(`No new code mailed to ${toEmail} in ${dataDir}/mail`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
