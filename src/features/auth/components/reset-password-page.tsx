import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AUTH_TEXT } from '@/shared/auth';
import { LIMITS } from '@/shared/limits';
import { resetTokenStore } from '../reset-token';
import { useTimeout } from '../use-timeout';
import { AuthCard } from './auth-card';
import { AuthChangePasswordForm } from './auth-change-password-form';
import { AuthResetPasswordForm } from './auth-reset-password-form';

/**
 * /reset-password: 'Change Your Password' for a signed-in renter, 'Set New Password' (with the reset
 * token from /verify-code) otherwise. The variant is fixed when the page opens, so a successful reset
 * (which signs the user in) does not swap the form during the pause before going home.
 */
export function ResetPasswordPage() {
  const session = useSession();
  const navigate = useNavigate();
  const later = useTimeout();
  const [variant] = useState<'change' | 'reset'>(() => (session ? 'change' : 'reset'));
  const [resetToken, setResetToken] = useState(() => resetTokenStore.get());
  useDocumentTitle(variant === 'change' ? 'Change password' : 'Set new password');

  const goHomeSoon = useCallback(
    () => later(() => void navigate({ to: '/', replace: true }), LIMITS.redirectDelayMs),
    [later, navigate],
  );

  if (variant === 'change') {
    return (
      <AuthCard title="Change Your Password" description={session?.user.email}>
        {session?.user.isSocialLogin ? (
          <p role="status">{AUTH_TEXT.noPasswordToChange}</p>
        ) : (
          <AuthChangePasswordForm onDone={goHomeSoon} />
        )}
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Set New Password"
      description="Choose a new password of at least 6 characters."
      footer={
        <Link to="/forgot-password" className="font-medium text-primary hover:underline">
          Back
        </Link>
      }
    >
      {resetToken ? (
        <AuthResetPasswordForm resetToken={resetToken} onDone={goHomeSoon} onTokenSpent={() => setResetToken(null)} />
      ) : (
        <div className="space-y-4">
          <p role="status">{AUTH_TEXT.resetLinkMissing}</p>
          <Button asChild className="w-full">
            <Link to="/forgot-password">Request a new code</Link>
          </Button>
        </div>
      )}
    </AuthCard>
  );
}
