import { decodeJwt } from 'jose';
import { sessionStore } from '@/lib/session';
import { USER_ROLES } from '@/shared/enums';
import { checkToken } from './api/check-token';

/**
 * Finishes Google sign-in from /auth-success?token=…: the token must decode to our claims (id in
 * `sub`, a role), then check-token proves it and gives the full user, stored as a verified
 * social-login user. Returns false for a missing or bad token (the caller goes to /sign-in).
 */
async function signInWithToken(token: string | undefined): Promise<boolean> {
  if (!token) return false;
  let claims;
  try {
    claims = decodeJwt(token);
  } catch {
    return false;
  }
  const role = claims.role;
  if (typeof claims.sub !== 'string' || !USER_ROLES.some((r) => r === role)) return false;
  try {
    const { data } = await checkToken(token);
    if (data.user.id !== claims.sub) return false;
    sessionStore.set({ token, user: { ...data.user, isVerified: true, isSocialLogin: true } });
    return true;
  } catch {
    return false;
  }
}

let last: { token: string | undefined; result: Promise<boolean> } | undefined;

/** The same, once per token: React's development double effects must not check it twice. */
export function completeSocialLogin(token: string | undefined): Promise<boolean> {
  if (!last || last.token !== token) last = { token, result: signInWithToken(token) };
  return last.result;
}
