import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import { PasswordFormField } from '@/components/form/password-form-field';
import type { ApiError } from '@/lib/api-error';
import { AUTH_TEXT, type changePasswordFormSchema } from '@/shared/auth';
import { NewPasswordFields } from './new-password-fields';

/** The server's 'Current password is incorrect.' belongs on the current-password field. */
export const currentPasswordField = (error: ApiError) =>
  error.message === AUTH_TEXT.currentPasswordIncorrect ? ('currentPassword' as const) : undefined;

/** Current + new + confirm, as the renter's and the admin's change-password forms both ask. */
export function ChangePasswordFields({ control }: { control: Control<z.input<typeof changePasswordFormSchema>> }) {
  return (
    <>
      <PasswordFormField
        control={control}
        name="currentPassword"
        label="Current password"
        autoComplete="current-password"
      />
      <NewPasswordFields control={control} />
    </>
  );
}
