import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from './auth-card';
import { AuthForgotPasswordForm } from './auth-forgot-password-form';

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email of your account and we will send you a code to reset your password."
      footer={
        <Link to="/sign-in" className="font-medium text-primary hover:underline">
          Back to login
        </Link>
      }
    >
      <AuthForgotPasswordForm />
    </AuthCard>
  );
}
