import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PagePending } from '@/components/page-pending';
import { AUTH_TEXT } from '@/shared/auth';
import { completeSocialLogin } from '../social-login';

/**
 * /auth-success?token=…: the end of Google sign-in. The work runs from the page (not a loader) so
 * 'Authenticating, please wait...' is on screen meanwhile; the token then leaves the history entry.
 */
export function AuthSuccessPage({ token }: { token?: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    let current = true;
    void completeSocialLogin(token).then((signedIn) => {
      if (!current) return;
      void navigate(
        signedIn ? { to: '/', replace: true } : { to: '/sign-in', search: { error: 'google' }, replace: true },
      );
    });
    return () => {
      current = false;
    };
  }, [token, navigate]);

  return (
    <main className="flex min-h-screen items-center justify-center">
      <PagePending label={AUTH_TEXT.authenticating} />
    </main>
  );
}
