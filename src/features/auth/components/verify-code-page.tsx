import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AUTH_TEXT } from '@/shared/auth';
import { LIMITS } from '@/shared/limits';
import { AuthCard } from './auth-card';
import { AuthVerifyCodeForm } from './auth-verify-code-form';
import { verificationTicketStore } from '../verification-ticket';

export function VerifyCodePage({ email, from }: { email?: string; from?: 'forgot-password' }) {
  useDocumentTitle('Verify code');
  const resetFlow = from === 'forgot-password';
  const navigate = useNavigate();

  useEffect(() => {
    if (email) return;
    const timer = setTimeout(
      () => void navigate({ to: resetFlow ? '/forgot-password' : '/sign-in', replace: true }),
      LIMITS.redirectDelayMs,
    );
    return () => clearTimeout(timer);
  }, [email, resetFlow, navigate]);

  if (!email) {
    return (
      <AuthCard title="Verify your code">
        <p role="status">{AUTH_TEXT.emailMissing}</p>
      </AuthCard>
    );
  }
  if (!resetFlow && !verificationTicketStore.get(email)) {
    // This tab did not sign up or sign in: the code alone must not verify the account (decision 017).
    return (
      <AuthCard
        title="Verify your email"
        footer={
          <Link to="/sign-in" className="font-medium text-primary hover:underline">
            Sign in
          </Link>
        }
      >
        <p role="status">{AUTH_TEXT.verificationTicketMissing}</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={resetFlow ? 'Enter your reset code' : 'Verify your email'}
      description={
        <>
          We sent a 6-digit code to <span className="font-medium text-foreground">{email}</span>. It is valid for{' '}
          {LIMITS.codeTtlMinutes} minutes.
        </>
      }
      footer={
        <Link to={resetFlow ? '/forgot-password' : '/sign-in'} className="font-medium text-primary hover:underline">
          {resetFlow ? 'Use a different email' : 'Back to login'}
        </Link>
      }
    >
      <AuthVerifyCodeForm key={`${email}-${resetFlow}`} email={email} resetFlow={resetFlow} />
    </AuthCard>
  );
}
