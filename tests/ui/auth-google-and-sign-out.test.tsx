import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthSuccessPage } from '@/features/auth/components/auth-success-page';
import { useSignOut } from '@/features/auth/use-sign-out';
import { sessionStore } from '@/lib/session';
import { AUTH_TEXT } from '@/shared/auth';
import { json, renderInRouter, signInAsRenter, stubFetch } from './harness';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

const googleUser = {
  id: '00000000-0000-4000-8000-000000000007',
  email: 'g@example.com',
  firstName: 'Gee',
  lastName: 'User',
  role: 'USER',
  isVerified: true,
  isActive: true,
  isSocialLogin: true,
  profileImageUrl: null,
};

describe('/auth-success', () => {
  it('exchanges the one-time code by POST and signs in with the answer', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const seen = stubFetch(async () => {
      await answered;
      return json({ success: true, message: 'Login successful!', data: { token: 'tok-1', user: googleUser } });
    });
    const { router } = renderInRouter(<AuthSuccessPage code="one-time-code-1" />, { path: '/auth-success' });
    expect((await screen.findAllByText(AUTH_TEXT.authenticating)).length).toBeGreaterThan(0);
    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('POST');
    expect(new URL(seen[0]!.url).pathname).toBe('/api/v1/users/auth/google/exchange');
    expect(await seen[0]!.json()).toEqual({ code: 'one-time-code-1' });
    expect(sessionStore.get()).toMatchObject({ token: 'tok-1', user: { id: googleUser.id, isSocialLogin: true } });
  });

  it('a refused code, or no code at all (say, a ?token= link), signs nobody in and goes to /sign-in', async () => {
    const seen = stubFetch(() => json({ success: false, message: AUTH_TEXT.googleFailed }, 401));
    const refused = renderInRouter(<AuthSuccessPage code="someone-elses-code" />, { path: '/auth-success' });
    await waitFor(() => expect(refused.router.state.location.pathname).toBe('/sign-in'));
    refused.unmount();
    const none = renderInRouter(<AuthSuccessPage />, { path: '/auth-success?token=eyJhbGciOiJIUzI1NiJ9.x.y' });
    await waitFor(() => expect(none.router.state.location.pathname).toBe('/sign-in'));
    expect(seen).toHaveLength(1);
    expect(sessionStore.get()).toBeNull();
  });
});

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={signOut}>
      Logout
    </button>
  );
}

describe('sign-out', () => {
  it('ends the session on the server with its token, then forgets it locally', async () => {
    signInAsRenter();
    const seen = stubFetch(() => json({ success: true, message: AUTH_TEXT.signedOut }));
    const { user, router } = renderInRouter(<SignOutButton />);
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(sessionStore.get()).toBeNull();
    const logout = seen.find((r) => new URL(r.url).pathname === '/api/v1/users/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('still signs out locally when the server cannot be reached', async () => {
    signInAsRenter();
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user, router } = renderInRouter(<SignOutButton />);
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(sessionStore.get()).toBeNull();
  });
});
