import type { FieldValues } from 'react-hook-form';
import { type FormFieldBaseProps, LabelledFormField } from './labelled-form-field';
import { PasswordInput } from './password-input';

/** One labelled password field with its show/hide toggle and message. */
export function PasswordFormField<T extends FieldValues>({
  autoComplete,
  ...base
}: FormFieldBaseProps<T> & { autoComplete: 'current-password' | 'new-password' }) {
  return (
    <LabelledFormField {...base}>
      {(field) => <PasswordInput autoComplete={autoComplete} {...field} />}
    </LabelledFormField>
  );
}
