import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LIMITS } from '@/shared/limits';
import { AuthCard } from './auth-card';
import { AuthStandaloneShell } from './auth-standalone-shell';
import { AuthVerifyOtpForm } from './auth-verify-otp-form';

export function VerifyOtpPage({ userId, redirect }: { userId: string; redirect?: string }) {
  useDocumentTitle('Verify OTP');
  return (
    <AuthStandaloneShell>
      <AuthCard
        title="Verify OTP"
        description={`Enter the 6-digit code we emailed you. It is valid for ${LIMITS.codeTtlMinutes} minutes.`}
        footer={
          <Link to="/admin-login" className="font-medium text-primary hover:underline">
            Back to admin login
          </Link>
        }
      >
        <AuthVerifyOtpForm key={userId} userId={userId} redirect={redirect} />
      </AuthCard>
    </AuthStandaloneShell>
  );
}
