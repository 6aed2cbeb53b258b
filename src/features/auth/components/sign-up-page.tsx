import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from './auth-card';
import { AuthSignUpForm } from './auth-sign-up-form';
import { GoogleSignInLink } from './google-sign-in-link';

export function SignUpPage() {
  useDocumentTitle('Sign up');
  return (
    <AuthCard
      title="Create your account"
      description="Share your stay and help other renters find a trusted home."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/sign-in" className="font-medium text-primary hover:underline">
            Sign In
          </Link>
        </>
      }
    >
      <GoogleSignInLink />
      <AuthSignUpForm />
    </AuthCard>
  );
}
