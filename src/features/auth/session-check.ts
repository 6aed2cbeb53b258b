import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-error';
import { sessionStore } from '@/lib/session';
import { MESSAGES } from '@/shared/messages';
import { checkToken } from './api/check-token';

let startupCheck: Promise<void> | undefined;
let checked = false;

/**
 * Verifies the stored token once per page load (GET /users/check-token) and refreshes the stored
 * user from the answer. The server saying no (401, 403 deactivated, 404) clears the session; a
 * network failure or server error keeps it, so an offline start does not sign the renter out (the
 * next private call decides).
 */
async function verifyStoredSession(): Promise<void> {
  const session = sessionStore.get();
  if (!session) return;
  try {
    const { data } = await checkToken(session.token);
    // Another tab may have signed in or out while we waited.
    if (sessionStore.get()?.token === session.token) sessionStore.set({ token: session.token, user: { ...data.user } });
  } catch (error) {
    // 429 means "ask later", not "this token is dead": keep the session like a network failure.
    const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
    if (refused && sessionStore.get()?.token === session.token) {
      sessionStore.clear();
      // A deactivated account (403) hears why; anything else is an ended session.
      toast.error(error.status === 403 ? error.message : MESSAGES.sessionExpired, { id: 'session-expired' });
    }
  }
}

/**
 * The start-up check, for the root route's `beforeLoad`: a promise the first time (the router shows
 * 'Loading...' meanwhile), nothing afterwards so later navigations never wait on it.
 */
export function ensureSessionChecked(): Promise<void> | undefined {
  if (checked) return undefined;
  startupCheck ??= verifyStoredSession().finally(() => {
    checked = true;
  });
  return startupCheck;
}
