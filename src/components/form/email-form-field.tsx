import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { LIMITS } from '@/shared/limits';
import { TextFormField } from './text-form-field';

/** The labelled 'Email' field; sign-up caps it shorter and admin sign-in fills it as a username. */
export function EmailFormField<T extends FieldValues>({
  control,
  name,
  autoComplete = 'email',
  maxLength = LIMITS.emailMax,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  autoComplete?: 'email' | 'username';
  maxLength?: number;
}) {
  return (
    <TextFormField
      control={control}
      name={name}
      label="Email"
      type="email"
      autoComplete={autoComplete}
      maxLength={maxLength}
    />
  );
}
