import { createHash, createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const AUDIENCE = 'verify-email';
/** Longer than a mailed code stays usable; signing in again gives a fresh one. */
const TTL = '2h';

/** Which password the ticket was given for, without carrying the hash itself. */
const passwordMark = (passwordHash: string) => createHash('sha256').update(passwordHash).digest('base64url');
const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * The ticket that /users/verify-code needs beside the mailed code (docs/decisions/017): handed out
 * by the sign-up and by a sign-in with the right password, bound to the email and to the password
 * the account has at that moment. The code proves the mailbox, the ticket proves the password that
 * will be verified with it: someone who signs up again with the same address inside the owner's
 * code window replaces the password (decision 011's pre-hijacking defence), and then the owner's
 * ticket no longer matches, so the owner's code cannot verify the account for the newcomer's
 * password. Signed with a key derived from the server secret: never a session or reset token.
 */
export function createVerificationTickets(secret: string) {
  const key = createHmac('sha256', secret).update('hometruths:verify-ticket').digest();
  return {
    sign(email: string, passwordHash: string): Promise<string> {
      return new SignJWT({ pw: passwordMark(passwordHash) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(emailKey(email))
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(TTL)
        .sign(key);
    },
    /** Whether `ticket` is live and was given for this email and this password. */
    async verify(ticket: string, email: string, passwordHash: string | null): Promise<boolean> {
      if (!passwordHash) return false;
      try {
        const { payload } = await jwtVerify(ticket, key, { audience: AUDIENCE, algorithms: ['HS256'] });
        return payload.sub === emailKey(email) && payload.pw === passwordMark(passwordHash);
      } catch {
        return false;
      }
    },
  };
}

export type VerificationTickets = ReturnType<typeof createVerificationTickets>;
