import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import type { changePasswordFormSchema } from '@/shared/auth';
import { NewPasswordFields } from './new-password-fields';
import { PasswordFormField } from './password-form-field';

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
