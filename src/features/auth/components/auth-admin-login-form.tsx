import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { errorMessage } from '@/lib/api-error';
import { AUTH_TEXT, adminLoginSchema } from '@/shared/auth';
import { LIMITS } from '@/shared/limits';
import { useAdminLogin } from '../api/admin-login';
import { applyServerFieldErrors, showFormError } from '../form-errors';
import { EmailFormField } from './email-form-field';
import { FormRootError } from './form-root-error';
import { PasswordFormField } from './password-form-field';

type Values = z.input<typeof adminLoginSchema>;

/** Step one of admin sign-in: the credentials; the server mails a one-time code. */
export function AuthAdminLoginForm({ redirect }: { redirect?: string }) {
  const navigate = useNavigate();
  const adminLogin = useAdminLogin();
  const form = useForm<Values, unknown, z.output<typeof adminLoginSchema>>({
    resolver: zodResolver(adminLoginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { isValid, isSubmitting, errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message, data } = await adminLogin.mutateAsync(values);
      // No id to carry to the OTP step: 'Unexpected error, please try again.' (a 401 says 'Invalid credentials.').
      if (!data.userId) throw new Error('missing userId');
      toast.success(message || AUTH_TEXT.otpSent, { duration: LIMITS.formToastMs });
      await navigate({ to: '/verify-otp', search: { userId: data.userId, ...(redirect ? { redirect } : {}) } });
    } catch (error) {
      if (applyServerFieldErrors(form, error)) return;
      const message = errorMessage(error, AUTH_TEXT.adminUnexpected);
      showFormError(form, message);
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormRootError message={errors.root?.message} />
        <EmailFormField control={form.control} name="email" autoComplete="username" />
        <PasswordFormField control={form.control} name="password" label="Password" autoComplete="current-password" />
        <Button type="submit" className="w-full" disabled={!isValid || isSubmitting}>
          {isSubmitting ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </Form>
  );
}
