import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PagePending } from '@/components/page-pending';
import { AUTH_TEXT } from '@/shared/auth';
import { completeSocialLogin } from '../social-login';

/**
 * /auth-success?code=…: the end of Google sign-in. The work runs from the page (not a loader) so
 * 'Authenticating, please wait...' is on screen meanwhile; the spent code then leaves the history entry.
 */
export function AuthSuccessPage({ code }: { code?: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    let current = true;
    void completeSocialLogin(code).then((signedIn) => {
      if (!current) return;
      void navigate(
        signedIn ? { to: '/', replace: true } : { to: '/sign-in', search: { error: 'google' }, replace: true },
      );
    });
    return () => {
      current = false;
    };
  }, [code, navigate]);

  return (
    <main className="flex min-h-screen items-center justify-center">
      <PagePending label={AUTH_TEXT.authenticating} />
    </main>
  );
}
