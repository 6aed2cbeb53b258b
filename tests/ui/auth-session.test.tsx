import { waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installSessionExpiryHandler } from '@/features/auth/session-expiry';
import { safeRedirectPath, landingPath } from '@/features/auth/redirects';
import { api } from '@/lib/api';
import { sessionStore } from '@/lib/session';
import { MESSAGES } from '@/shared/messages';

const renter = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Tan',
  role: 'USER' as const,
  isVerified: true,
  isSocialLogin: false,
};

afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.clear();
});

describe('redirect targets', () => {
  it('follows same-origin paths only, never account pages, and only inside the role’s area', () => {
    expect(safeRedirectPath('/my-review?page=2#top')).toBe('/my-review?page=2#top');
    expect(safeRedirectPath('/write-review')).toBe('/write-review');
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '', 42]) {
      expect(safeRedirectPath(bad)).toBeUndefined();
    }
    expect(safeRedirectPath('/sign-in?redirect=/x')).toBeUndefined();
    expect(safeRedirectPath('/admin/change-password')).toBeUndefined();
    expect(safeRedirectPath('/admin/change-password', 'ADMIN')).toBe('/admin/change-password');
    expect(safeRedirectPath('/my-review', 'ADMIN')).toBeUndefined();
    expect(landingPath('USER')).toBe('/');
    expect(landingPath('ADMIN', '/my-review')).toBe('/admin');
  });
});

describe('session expiry', () => {
  it('several 401s at once: the session is cleared once, one toast, one trip to /sign-in', async () => {
    sessionStore.set({ token: 'dead-token', user: renter });
    const navigate = vi.fn(() => Promise.resolve());
    const clear = vi.fn();
    const router = { state: { location: { href: '/my-review?page=2' } }, navigate };
    installSessionExpiryHandler(router as never, { clear } as never);
    const toastError = vi.spyOn(toast, 'error');
    // The network answer only (no server logic is imitated): every private call comes back 401.
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(new Response(JSON.stringify({ success: false, message: 'nope' }), { status: 401 })),
    );

    await Promise.all([
      api.GET('/api/v1/users/check-token'),
      api.GET('/api/v1/users/check-token'),
      api.GET('/api/v1/users/check-token'),
    ]);

    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(sessionStore.get()).toBeNull();
    expect(clear).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith(
      MESSAGES.sessionExpired,
      expect.objectContaining({ id: 'session-expired' }),
    );
    expect(navigate).toHaveBeenCalledWith(
      expect.objectContaining({ to: '/sign-in', search: { redirect: '/my-review?page=2' } }),
    );
  });
});
