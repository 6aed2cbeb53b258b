import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminChangePasswordForm } from './admin-change-password-form';

export function AdminChangePasswordPage() {
  useDocumentTitle('Change password');
  return (
    <div className="max-w-lg space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Change password</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Every session of your account ends, this one included: you will sign in again with the new password.
        </p>
      </div>
      <div className="rounded-xl border bg-card p-6 shadow-sm">
        <AdminChangePasswordForm />
      </div>
    </div>
  );
}
