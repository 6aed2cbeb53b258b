import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { UserRole } from '../../shared/enums';

export interface SessionClaims {
  sub: string;
  role: UserRole;
  /** Token version: must equal users.token_version or the token is dead. */
  tv: number;
  email?: string;
}

/** A verified token's claims plus what names this one session (sign-out revokes it by `sid`). */
export interface VerifiedSession extends SessionClaims {
  /** The token's `jti`: one per sign-in. */
  sid: string;
  /** When the token expires (it need not be remembered as revoked after that). */
  expiresAt: Date;
}

/** Renters stay signed in for a week; an admin session, which can do far more harm, lasts a working day. */
export const SESSION_TTL = { USER: '7d', ADMIN: '12h' } as const satisfies Record<UserRole, string>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createTokenService(secret: string, issuer = 'hometruths') {
  // Imported once: given the secret's bytes, jose imports a WebCrypto key on every call (44-52 µs of
  // CPU per verification, 27 µs with the key imported once).
  let imported: Promise<CryptoKey> | undefined;
  const signingKey = () =>
    (imported ??= crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    ));
  return {
    async sign(claims: SessionClaims, expiresIn: string = SESSION_TTL[claims.role]): Promise<string> {
      return new SignJWT({ role: claims.role, tv: claims.tv, email: claims.email })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setJti(randomUUID())
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(await signingKey());
    },
    /** The claims of a valid, unexpired token (one without an expiry or a session id never is), or null. */
    async verify(token: string): Promise<VerifiedSession | null> {
      try {
        const { payload } = await jwtVerify(token, await signingKey(), {
          issuer,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub', 'jti'],
        });
        if (typeof payload.sub !== 'string' || !UUID.test(payload.sub) || typeof payload.tv !== 'number') return null;
        if (typeof payload.jti !== 'string' || !UUID.test(payload.jti) || typeof payload.exp !== 'number') return null;
        if (payload.role !== 'USER' && payload.role !== 'ADMIN') return null;
        return {
          // Ids compare as lower case everywhere (rate-limit keys included).
          sub: payload.sub.toLowerCase(),
          role: payload.role,
          tv: payload.tv,
          email: typeof payload.email === 'string' ? payload.email : undefined,
          sid: payload.jti.toLowerCase(),
          expiresAt: new Date(payload.exp * 1000),
        };
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
