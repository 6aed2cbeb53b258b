import { publicApi, unwrap } from '@/lib/api';
import { AUTH_TEXT } from '@/shared/auth';

/**
 * POST /users/auth/google/exchange: the one-time code from /auth-success?code= for a session. The
 * server accepts it only from this browser (the httpOnly cookie set when it started the sign-in,
 * sent along because the call is same-origin), once, within two minutes.
 */
export function exchangeGoogleCode(code: string) {
  return unwrap(publicApi.POST('/api/v1/users/auth/google/exchange', { body: { code } }), AUTH_TEXT.googleFailed);
}
