import type { Control, FieldPath } from 'react-hook-form';
import { PasswordFormField } from '@/components/form/password-form-field';

interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** 'New password' + 'Confirm new password', shared by the reset and change-password forms. */
export function NewPasswordFields<T extends NewPasswordValues>({ control }: { control: Control<T> }) {
  // TypeScript cannot resolve FieldPath<T> for a generic T; both names exist on every T this accepts.
  const newPassword = 'newPassword' as FieldPath<T>;
  const confirmPassword = 'confirmPassword' as FieldPath<T>;
  return (
    <>
      <PasswordFormField control={control} name={newPassword} label="New password" autoComplete="new-password" />
      <PasswordFormField
        control={control}
        name={confirmPassword}
        label="Confirm new password"
        autoComplete="new-password"
      />
    </>
  );
}
