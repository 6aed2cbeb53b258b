import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { errorMessage } from '@/lib/api-error';
import { AUTH_TEXT, changePasswordFormSchema } from '@/shared/auth';
import { LIMITS } from '@/shared/limits';
import { useChangePassword } from '../api/change-password';
import { applyServerFieldErrors, showFormError, wrongCurrentPassword } from '../form-errors';
import { startSession } from '../session-user';
import { ChangePasswordFields } from './change-password-fields';
import { FormRootError } from './form-root-error';

type Values = z.input<typeof changePasswordFormSchema>;

/** Logged in (renter): current + new + confirm. The answer's fresh token replaces the old one. */
export function AuthChangePasswordForm({ onDone }: { onDone: () => void }) {
  const change = useChangePassword();
  const form = useForm<Values, unknown, z.output<typeof changePasswordFormSchema>>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { isValid, isSubmitting, isSubmitSuccessful, errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const { data } = await change.mutateAsync({ currentPassword, newPassword });
      startSession(data);
      toast.success(AUTH_TEXT.passwordChanged, { duration: LIMITS.formToastMs });
      onDone();
    } catch (error) {
      if (applyServerFieldErrors(form, error) || wrongCurrentPassword(form, error)) return;
      const message = errorMessage(error, AUTH_TEXT.passwordUpdateFailed);
      showFormError(form, message);
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormRootError message={errors.root?.message} />
        <ChangePasswordFields control={form.control} />
        <Button type="submit" className="w-full" disabled={!isValid || isSubmitting || isSubmitSuccessful}>
          {isSubmitting ? 'Saving...' : 'Change Password'}
        </Button>
      </form>
    </Form>
  );
}
