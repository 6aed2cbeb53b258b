import { useNavigate } from '@tanstack/react-router';
import { toast } from '@/lib/toast';
import { SubmitButton } from '@/components/form/submit-button';
import { EmailFormField } from '@/components/form/email-form-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Form } from '@/components/ui/form';
import { handleFormError } from '@/lib/form-errors';
import { emailOnlySchema } from '@/shared/auth';
import { LIMITS } from '@/shared/limits';
import { MESSAGES } from '@/shared/messages';
import { useRequestPasswordReset } from '../api/request-password-reset';

export function AuthForgotPasswordForm() {
  const navigate = useNavigate();
  const requestReset = useRequestPasswordReset();
  const form = useZodForm(emailOnlySchema, { email: '' });
  const { isValid, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const { message } = await requestReset.mutateAsync({ email });
      toast.success(message, { duration: LIMITS.formToastMs });
      await navigate({ to: '/verify-code', search: { email, from: 'forgot-password' } });
    } catch (error) {
      handleFormError(form, error, { fallback: MESSAGES.genericError, field: 'email' });
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <EmailFormField control={form.control} name="email" />
        <SubmitButton className="w-full" pending={isSubmitting} pendingLabel="Sending..." disabled={!isValid}>
          Send Reset Code
        </SubmitButton>
      </form>
    </Form>
  );
}
