import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { PasswordInput } from './password-input';

/** One labelled password field with its show/hide toggle and message, for the password forms. */
export function PasswordFormField<T extends FieldValues>({
  control,
  name,
  label,
  autoComplete,
  labelAside,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  /** Shown at the end of the label's line (sign-in's 'Forgot Password?' link). */
  labelAside?: ReactNode;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          {labelAside ? (
            <div className="flex items-center justify-between">
              <FormLabel>{label}</FormLabel>
              {labelAside}
            </div>
          ) : (
            <FormLabel>{label}</FormLabel>
          )}
          <FormControl>
            <PasswordInput autoComplete={autoComplete} {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
