import type { UserRole } from '@/shared/enums';

/** Pages a signed-in person must never be sent back to after signing in. */
const AUTH_PAGES = new Set([
  '/sign-in',
  '/sign-up',
  '/verify-code',
  '/forgot-password',
  '/reset-password',
  '/auth-success',
  '/admin-login',
  '/verify-otp',
]);

const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/**
 * A `redirect` search value made safe to follow: a same-origin path (never `//host` or an absolute
 * URL), not an account page, and inside the area the role may enter. Anything else is undefined.
 */
export function safeRedirectPath(value: unknown, role: UserRole = 'USER'): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(value, window.location.origin);
  } catch {
    return undefined;
  }
  if (url.origin !== window.location.origin || AUTH_PAGES.has(url.pathname)) return undefined;
  if ((role === 'ADMIN') !== isAdminPath(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a freshly signed-in person lands: the admin home, or the safe redirect target, else home. */
export function landingPath(role: UserRole, redirect?: unknown): string {
  return safeRedirectPath(redirect, role) ?? (role === 'ADMIN' ? '/admin' : '/');
}
