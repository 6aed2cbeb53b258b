import { toast } from '@/lib/toast';
import { SubmitButton } from '@/components/form/submit-button';
import { FormRootError } from '@/components/form/form-root-error';
import { useZodForm } from '@/components/form/use-zod-form';
import { Form } from '@/components/ui/form';
import { handleFormError } from '@/lib/form-errors';
import { AUTH_TEXT, changePasswordFormSchema } from '@/shared/auth';
import { LIMITS } from '@/shared/limits';
import { MESSAGES } from '@/shared/messages';
import { useChangeAdminPassword } from '../api/change-admin-password';
import { ChangePasswordFields, currentPasswordField } from '@/features/auth/components/change-password-fields';
import { useSignOut } from '@/features/auth/use-sign-out';

/**
 * The admin's password change. The server ends every session of the admin, this one included, so
 * success signs out here too. The spec sends the admin to /sign-in, but admins sign in only at
 * /admin-login: sign-out goes there, and the success toast shows on it.
 */
export function AdminChangePasswordForm() {
  const signOut = useSignOut();
  const change = useChangeAdminPassword();
  const form = useZodForm(changePasswordFormSchema, { currentPassword: '', newPassword: '', confirmPassword: '' });
  const { isValid, isSubmitting, errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const { message } = await change.mutateAsync({ currentPassword, newPassword });
      signOut();
      toast.success(message || AUTH_TEXT.passwordUpdated, { duration: LIMITS.formToastMs });
    } catch (error) {
      handleFormError(form, error, { fallback: MESSAGES.unexpected, fieldFor: currentPasswordField });
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormRootError message={errors.root?.message} />
        <ChangePasswordFields control={form.control} />
        <SubmitButton pending={isSubmitting} pendingLabel="Updating..." disabled={!isValid}>
          Update Password
        </SubmitButton>
      </form>
    </Form>
  );
}
