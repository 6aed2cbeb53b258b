import { useNavigate } from '@tanstack/react-router';
import { toast } from '@/lib/toast';
import { SubmitButton } from '@/components/form/submit-button';
import { EmailFormField } from '@/components/form/email-form-field';
import { FormRootError } from '@/components/form/form-root-error';
import { PasswordFormField } from '@/components/form/password-form-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Form } from '@/components/ui/form';
import { handleFormError } from '@/lib/form-errors';
import { AUTH_TEXT, adminLoginSchema } from '@/shared/auth';
import { LIMITS } from '@/shared/limits';
import { useAdminLogin } from '../api/admin-login';
import { keepOtpTicket } from '../otp-ticket';

/** Step one of admin sign-in: the credentials; the server mails a one-time code. */
export function AuthAdminLoginForm({ redirect }: { redirect?: string }) {
  const navigate = useNavigate();
  const adminLogin = useAdminLogin();
  const form = useZodForm(adminLoginSchema, { email: '', password: '' });
  const { isValid, isSubmitting, errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message, data } = await adminLogin.mutateAsync(values);
      // No id to carry to the OTP step: 'Unexpected error, please try again.' (a 401 says 'Invalid credentials.').
      if (!data.userId) throw new Error('missing userId');
      keepOtpTicket(data.userId, data.ticket);
      toast.success(message || AUTH_TEXT.otpSent, { duration: LIMITS.formToastMs });
      await navigate({ to: '/verify-otp', search: { userId: data.userId, ...(redirect ? { redirect } : {}) } });
    } catch (error) {
      handleFormError(form, error, { fallback: AUTH_TEXT.adminUnexpected });
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormRootError message={errors.root?.message} />
        <EmailFormField control={form.control} name="email" autoComplete="username" />
        <PasswordFormField control={form.control} name="password" label="Password" autoComplete="current-password" />
        <SubmitButton className="w-full" pending={isSubmitting} pendingLabel="Signing in..." disabled={!isValid}>
          Sign In
        </SubmitButton>
      </form>
    </Form>
  );
}
