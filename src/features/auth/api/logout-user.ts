import { publicApi } from '@/lib/api';

/**
 * POST /users/logout for `token`: the server ends that session. Best effort: sign-out must work
 * offline too, so failures (network, a session already dead) are ignored. Sent with the token set
 * explicitly through the public client, so a 401 here never fires the session-expired handler.
 */
export async function logoutUser(token: string): Promise<void> {
  try {
    await publicApi.POST('/api/v1/users/logout', { headers: { Authorization: `Bearer ${token}` } });
  } catch {
    // Offline or timed out: the token stays valid on the server until it expires; locally it is gone.
  }
}
