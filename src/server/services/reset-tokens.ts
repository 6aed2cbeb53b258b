import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const AUDIENCE = 'password-reset';
const TTL = '15m';

/**
 * Short-lived tokens that allow one password reset. Signed with a key derived from the server
 * secret (so a reset token is never accepted as a session) and carrying the account's token
 * version: the reset bumps it, which makes the token single-use.
 */
export function createResetTokenService(secret: string) {
  const key = createHmac('sha256', secret).update('hometruths:password-reset').digest();
  return {
    sign(userId: string, tokenVersion: number): Promise<string> {
      return new SignJWT({ tv: tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(TTL)
        .sign(key);
    },
    async verify(token: string): Promise<{ userId: string; tv: number } | null> {
      try {
        const { payload } = await jwtVerify(token, key, { audience: AUDIENCE, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
        return { userId: payload.sub, tv: payload.tv };
      } catch {
        return null;
      }
    },
  };
}

export type ResetTokenService = ReturnType<typeof createResetTokenService>;
