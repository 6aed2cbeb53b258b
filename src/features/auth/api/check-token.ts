import { publicApi, unwrap } from '@/lib/api';

/**
 * GET /users/check-token for a given token. It goes through the public client with the token set
 * explicitly, so a dead token is reported to the caller instead of firing the session-expired handler.
 */
export function checkToken(token: string) {
  return unwrap(publicApi.GET('/api/v1/users/check-token', { headers: { Authorization: `Bearer ${token}` } }));
}
