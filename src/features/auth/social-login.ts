import { sessionStore } from '@/lib/session';
import { exchangeGoogleCode } from './api/exchange-google-code';

/**
 * Finishes Google sign-in from /auth-success?code=…: the one-time code is exchanged by POST (the
 * server checks that this browser started the sign-in) for a token and user, stored as a verified
 * social-login user. Returns false for a missing, used, expired or foreign code (the caller goes
 * to /sign-in). A token in the URL is never accepted.
 */
async function signInWithCode(code: string | undefined): Promise<boolean> {
  if (!code) return false;
  try {
    const { data } = await exchangeGoogleCode(code);
    if (!data || data.user.role !== 'USER') return false;
    sessionStore.set({ token: data.token, user: { ...data.user, isVerified: true, isSocialLogin: true } });
    return true;
  } catch {
    return false;
  }
}

let last: { code: string | undefined; result: Promise<boolean> } | undefined;

/** The same, once per code: React's development double effects must not spend it twice. */
export function completeSocialLogin(code: string | undefined): Promise<boolean> {
  if (!last || last.code !== code) last = { code, result: signInWithCode(code) };
  return last.result;
}
