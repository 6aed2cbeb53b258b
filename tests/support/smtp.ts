import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  /** SMTP_URL for the app. */
  url: string;
  messages: ParsedMail[];
  /** Resolves with the first message to `to` (received already or later). */
  waitFor(to: string, timeoutMs?: number): Promise<ParsedMail>;
  stop(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps every message, parsed by mailparser. */
export async function startSmtpServer(): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const waiters: { to: string; resolve: (m: ParsedMail) => void }[] = [];
  const recipients = (m: ParsedMail) =>
    (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) => a.value.map((v) => v.address?.toLowerCase()));

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          for (const w of waiters.splice(0)) {
            if (recipients(mail).includes(w.to)) w.resolve(mail);
            else waiters.push(w);
          }
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(to, timeoutMs = 10_000) {
      const address = to.toLowerCase();
      const found = messages.find((m) => recipients(m).includes(address));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to}`)), timeoutMs);
        waiters.push({
          to: address,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
