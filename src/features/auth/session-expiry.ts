import type { QueryClient } from '@tanstack/react-query';
import type { RegisteredRouter } from '@tanstack/react-router';
import { toast } from '@/lib/toast';
import { setUnauthorizedHandler } from '@/lib/api';
import { sessionStore } from '@/lib/session';
import { MESSAGES } from '@/shared/messages';
import { safeRedirectPath } from './redirects';

/**
 * Any 401 on a private call: clear the session and cached private data, tell the user once, and
 * send them to /sign-in (keeping where they were, when a renter may return there). Several 401s at
 * once yield one toast: the first clears the session, which stops the client calling this again,
 * and the toast id collapses any that still slip through.
 */
export function installSessionExpiryHandler(router: RegisteredRouter, queryClient: QueryClient) {
  setUnauthorizedHandler(() => {
    sessionStore.clear();
    queryClient.clear();
    toast.error(MESSAGES.sessionExpired, { id: 'session-expired' });
    const redirect = safeRedirectPath(router.state.location.href);
    void router.navigate({ to: '/sign-in', search: redirect ? { redirect } : {}, replace: true });
  });
}
