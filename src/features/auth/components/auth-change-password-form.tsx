import { toast } from '@/lib/toast';
import { SubmitButton } from '@/components/form/submit-button';
import { FormRootError } from '@/components/form/form-root-error';
import { useZodForm } from '@/components/form/use-zod-form';
import { Form } from '@/components/ui/form';
import { handleFormError } from '@/lib/form-errors';
import { AUTH_TEXT, changePasswordFormSchema } from '@/shared/auth';
import { LIMITS } from '@/shared/limits';
import { useChangePassword } from '../api/change-password';
import { startSession } from '../session-user';
import { ChangePasswordFields, currentPasswordField } from './change-password-fields';

/** Logged in (renter): current + new + confirm. The answer's fresh token replaces the old one. */
export function AuthChangePasswordForm({ onDone }: { onDone: () => void }) {
  const change = useChangePassword();
  const form = useZodForm(changePasswordFormSchema, { currentPassword: '', newPassword: '', confirmPassword: '' });
  const { isValid, isSubmitting, isSubmitSuccessful, errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const { data } = await change.mutateAsync({ currentPassword, newPassword });
      startSession(data);
      toast.success(AUTH_TEXT.passwordChanged, { duration: LIMITS.formToastMs });
      onDone();
    } catch (error) {
      handleFormError(form, error, { fallback: AUTH_TEXT.passwordUpdateFailed, fieldFor: currentPasswordField });
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormRootError message={errors.root?.message} />
        <ChangePasswordFields control={form.control} />
        <SubmitButton
          className="w-full"
          pending={isSubmitting}
          pendingLabel="Saving..."
          disabled={!isValid || isSubmitSuccessful}
        >
          Change Password
        </SubmitButton>
      </form>
    </Form>
  );
}
