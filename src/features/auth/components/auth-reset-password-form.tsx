import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { errorMessage } from '@/lib/api-error';
import { AUTH_TEXT, resetPasswordFormSchema } from '@/shared/auth';
import { LIMITS } from '@/shared/limits';
import { useResetPassword } from '../api/reset-password';
import { showFormError } from '../form-errors';
import { resetTokenStore } from '../reset-token';
import { startSession } from '../session-user';
import { FormRootError } from './form-root-error';
import { NewPasswordFields } from './new-password-fields';

type Values = z.input<typeof resetPasswordFormSchema>;

/** Logged out, after the reset code: new + confirm. Success signs the user in. */
export function AuthResetPasswordForm({
  resetToken,
  onDone,
  onTokenSpent,
}: {
  resetToken: string;
  /** Called after the session is stored (the page then leaves for / after a pause). */
  onDone: () => void;
  /** Called when a failure has spent the token, so the page can offer a new code. */
  onTokenSpent: () => void;
}) {
  const reset = useResetPassword();
  const form = useForm<Values, unknown, z.output<typeof resetPasswordFormSchema>>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { isValid, isSubmitting, isSubmitSuccessful, errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      const { data } = await reset.mutateAsync({ newPassword, resetToken });
      resetTokenStore.clear();
      startSession(data);
      toast.success(AUTH_TEXT.resetDone, { duration: LIMITS.formToastMs });
      onDone();
    } catch (error) {
      // The token is single-use and short-lived: after a failure the user starts again with a new code.
      resetTokenStore.clear();
      const message = errorMessage(error, AUTH_TEXT.passwordUpdateFailed);
      showFormError(form, message);
      onTokenSpent();
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormRootError message={errors.root?.message} />
        <NewPasswordFields control={form.control} />
        <Button type="submit" className="w-full" disabled={!isValid || isSubmitting || isSubmitSuccessful}>
          {isSubmitting ? 'Saving...' : 'Set New Password'}
        </Button>
      </form>
    </Form>
  );
}
