import { toast } from '@/lib/toast';
import { SubmitButton } from '@/components/form/submit-button';
import { FormRootError } from '@/components/form/form-root-error';
import { useZodForm } from '@/components/form/use-zod-form';
import { Form } from '@/components/ui/form';
import { handleFormError } from '@/lib/form-errors';
import { AUTH_TEXT, resetPasswordFormSchema } from '@/shared/auth';
import { LIMITS } from '@/shared/limits';
import { useResetPassword } from '../api/reset-password';
import { resetTokenStore } from '../reset-token';
import { startSession } from '../session-user';
import { NewPasswordFields } from './new-password-fields';

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
  const form = useZodForm(resetPasswordFormSchema, { newPassword: '', confirmPassword: '' });
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
      handleFormError(form, error, { fallback: AUTH_TEXT.passwordUpdateFailed });
      onTokenSpent();
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormRootError message={errors.root?.message} />
        <NewPasswordFields control={form.control} />
        <SubmitButton
          className="w-full"
          pending={isSubmitting}
          pendingLabel="Saving..."
          disabled={!isValid || isSubmitSuccessful}
        >
          Set New Password
        </SubmitButton>
      </form>
    </Form>
  );
}
