import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { SubmitButton } from '@/components/form/submit-button';
import { FormRootError } from '@/components/form/form-root-error';
import { useZodForm } from '@/components/form/use-zod-form';
import { Form } from '@/components/ui/form';
import { handleFormError } from '@/lib/form-errors';
import { sessionStore } from '@/lib/session';
import { AUTH_TEXT, changePasswordFormSchema } from '@/shared/auth';
import { LIMITS } from '@/shared/limits';
import { MESSAGES } from '@/shared/messages';
import { useChangeAdminPassword } from '../api/change-admin-password';
import { ChangePasswordFields, currentPasswordField } from '@/features/auth/components/change-password-fields';

/** The admin's password change. Success ends the session and goes to /sign-in, as the spec says. */
export function AdminChangePasswordForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const change = useChangeAdminPassword();
  const form = useZodForm(changePasswordFormSchema, { currentPassword: '', newPassword: '', confirmPassword: '' });
  const { isValid, isSubmitting, errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const { message } = await change.mutateAsync({ currentPassword, newPassword });
      toast.success(message || AUTH_TEXT.passwordUpdated, { duration: LIMITS.formToastMs });
      sessionStore.clear();
      queryClient.clear();
      await navigate({ to: '/sign-in', replace: true });
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
