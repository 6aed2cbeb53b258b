import { SignJWT, jwtVerify } from 'jose';
import type { UserRole } from '../../shared/enums';

export interface SessionClaims {
  sub: string;
  role: UserRole;
  /** Token version: must equal users.token_version or the token is dead. */
  tv: number;
  email?: string;
}

const SESSION_TTL = '7d';

export function createTokenService(secret: string, issuer = 'hometruths') {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: SessionClaims, expiresIn: string = SESSION_TTL): Promise<string> {
      return new SignJWT({ role: claims.role, tv: claims.tv, email: claims.email })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(key);
    },
    /** The claims of a valid, unexpired token, or null. */
    async verify(token: string): Promise<SessionClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
        if (payload.role !== 'USER' && payload.role !== 'ADMIN') return null;
        return {
          sub: payload.sub,
          role: payload.role,
          tv: payload.tv,
          email: typeof payload.email === 'string' ? payload.email : undefined,
        };
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
