import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { accountKey } from './rate-limit';

const AUDIENCE = 'admin-otp';
/** A little longer than a mailed admin code stays usable (10 minutes). */
const TTL = '15m';

/**
 * The short-lived ticket /admin/login hands out with the userId: /admin/verify-otp needs it, so only
 * whoever passed the password step can try codes (and spend the admin's code budget). Signed with a
 * key derived from the server secret, so it is never accepted as a session or a reset token.
 */
export function createAdminOtpTickets(secret: string) {
  const key = createHmac('sha256', secret).update('hometruths:admin-otp-ticket').digest();
  return {
    sign(userId: string): Promise<string> {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(accountKey(userId))
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(TTL)
        .sign(key);
    },
    /** Whether `ticket` is a live ticket for `userId` (in any spelling of the id). */
    async verify(ticket: string, userId: string): Promise<boolean> {
      try {
        const { payload } = await jwtVerify(ticket, key, { audience: AUDIENCE, algorithms: ['HS256'] });
        return payload.sub === accountKey(userId);
      } catch {
        return false;
      }
    },
  };
}

export type AdminOtpTickets = ReturnType<typeof createAdminOtpTickets>;
