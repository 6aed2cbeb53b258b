import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AUTH_TEXT } from '@/shared/auth';
import { AuthCard } from './auth-card';
import { AuthSignInForm } from './auth-sign-in-form';
import { FormRootError } from '@/components/form/form-root-error';
import { GoogleSignInLink } from './google-sign-in-link';

export function SignInPage({ redirect, error }: { redirect?: string; error?: string }) {
  useDocumentTitle('Sign in');
  const navigate = useNavigate();
  const state = useRouterState({ select: (s) => s.location.state });
  // Kept in component state and dropped from history right away, so it shows once (not after a reload).
  const [successMessage] = useState(state.successMessage);
  const returnTo = redirect ?? state.from;
  useEffect(() => {
    if (!state.successMessage) return;
    void navigate({
      to: '/sign-in',
      search: (prev) => prev,
      state: (prev) => ({ ...prev, successMessage: undefined }),
      replace: true,
    });
  }, [navigate, state.successMessage]);

  return (
    <AuthCard
      title="Read reviews. Write reviews. Find trusted home."
      description="Sign in to your HomeTruths account."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/sign-up" className="font-medium text-primary hover:underline">
            Sign Up
          </Link>
        </>
      }
    >
      {successMessage && (
        <p
          role="status"
          className="mb-4 flex items-start gap-2 rounded-md border border-primary/30 bg-primary/5 px-3 py-2 text-sm"
        >
          <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          {successMessage}
        </p>
      )}
      {error === 'google' && (
        <div className="mb-4">
          <FormRootError message={AUTH_TEXT.googleFailed} />
        </div>
      )}
      <GoogleSignInLink />
      <AuthSignInForm redirect={returnTo} />
    </AuthCard>
  );
}
