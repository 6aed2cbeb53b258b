import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthAdminLoginForm } from './auth-admin-login-form';
import { AuthCard } from './auth-card';
import { AuthStandaloneShell } from './auth-standalone-shell';

export function AdminLoginPage({ redirect }: { redirect?: string }) {
  useDocumentTitle('Admin login');
  return (
    <AuthStandaloneShell>
      <AuthCard
        title="Admin login"
        description="Sign in to the HomeTruths back office. We will email you a one-time code."
      >
        <AuthAdminLoginForm redirect={redirect} />
      </AuthCard>
    </AuthStandaloneShell>
  );
}
