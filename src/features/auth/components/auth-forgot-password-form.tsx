import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { errorMessage } from '@/lib/api-error';
import { AUTH_TEXT, emailOnlySchema } from '@/shared/auth';
import { LIMITS } from '@/shared/limits';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { EmailFormField } from './email-form-field';

type Values = z.input<typeof emailOnlySchema>;

export function AuthForgotPasswordForm() {
  const navigate = useNavigate();
  const requestReset = useRequestPasswordReset();
  const form = useForm<Values, unknown, z.output<typeof emailOnlySchema>>({
    resolver: zodResolver(emailOnlySchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const { isValid, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const { message } = await requestReset.mutateAsync({ email });
      toast.success(message, { duration: LIMITS.formToastMs });
      await navigate({ to: '/verify-code', search: { email, from: 'forgot-password' } });
    } catch (error) {
      const message = errorMessage(error, AUTH_TEXT.forgotFailed);
      form.setError('email', { message }, { shouldFocus: true });
      toast.error(message, { duration: LIMITS.formToastMs });
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <EmailFormField control={form.control} name="email" />
        <Button type="submit" className="w-full" disabled={!isValid || isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send Reset Code'}
        </Button>
      </form>
    </Form>
  );
}
