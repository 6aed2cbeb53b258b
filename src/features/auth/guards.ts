import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { type Session, sessionStore } from '@/lib/session';
import { landingPath } from './redirects';

/**
 * Route guards for `beforeLoad`. They read the session store, which the root route has already
 * checked with the server, and keep the origin in `redirect` so sign-in can return there.
 */

/**
 * USER-only routes (/my-review, /profile-page, /edit-review/*): a verified renter, else /sign-in.
 * @public used by the next slice's routes
 */
export function requireUser(location: ParsedLocation): Session {
  const session = sessionStore.get();
  if (!session || session.user.role !== 'USER' || !session.user.isVerified) {
    throw redirect({ to: '/sign-in', search: { redirect: location.href } });
  }
  return session;
}

/** ADMIN-only routes (/admin/*): signed out → /admin-login; a signed-in renter → /sign-in. */
export function requireAdmin(location: ParsedLocation): Session {
  const session = sessionStore.get();
  if (!session) throw redirect({ to: '/admin-login', search: { redirect: location.href } });
  if (session.user.role !== 'ADMIN') throw redirect({ to: '/sign-in', search: { redirect: location.href } });
  return session;
}

/** The renter layout: an admin belongs in the back office. */
export function redirectAdminToBackOffice() {
  if (sessionStore.get()?.user.role === 'ADMIN') throw redirect({ to: '/admin' });
}

/** Account pages (sign-in, sign-up): someone already signed in goes where they were heading. */
export function redirectSignedIn(redirectTo?: string) {
  const session = sessionStore.get();
  if (session?.user.isVerified) throw redirect({ href: landingPath(session.user.role, redirectTo), replace: true });
}
