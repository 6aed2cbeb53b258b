import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { errorMessage } from '@/lib/api-error';
import { sessionStore } from '@/lib/session';
import { AUTH_TEXT, changePasswordFormSchema } from '@/shared/auth';
import { LIMITS } from '@/shared/limits';
import { MESSAGES } from '@/shared/messages';
import { useChangeAdminPassword } from '../api/change-admin-password';
import { applyServerFieldErrors, showFormError, wrongCurrentPassword } from '../form-errors';
import { ChangePasswordFields } from './change-password-fields';
import { FormRootError } from './form-root-error';

type Values = z.input<typeof changePasswordFormSchema>;

/** The admin's password change. Success ends the session and goes to /sign-in, as the spec says. */
export function AuthAdminChangePasswordForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const change = useChangeAdminPassword();
  const form = useForm<Values, unknown, z.output<typeof changePasswordFormSchema>>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { isValid, isSubmitting, errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const { message } = await change.mutateAsync({ currentPassword, newPassword });
      toast.success(message || AUTH_TEXT.passwordUpdated, { duration: LIMITS.formToastMs });
      sessionStore.clear();
      queryClient.clear();
      await navigate({ to: '/sign-in', replace: true });
    } catch (error) {
      if (applyServerFieldErrors(form, error) || wrongCurrentPassword(form, error)) return;
      const message = errorMessage(error, MESSAGES.unexpected);
      showFormError(form, message);
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormRootError message={errors.root?.message} />
        <ChangePasswordFields control={form.control} />
        <Button type="submit" disabled={!isValid || isSubmitting}>
          {isSubmitting ? 'Updating...' : 'Update Password'}
        </Button>
      </form>
    </Form>
  );
}
