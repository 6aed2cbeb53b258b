import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { LIMITS } from '@/shared/limits';

/** The labelled 'Email' field of the auth forms; sign-up caps it shorter and admin sign-in fills it as a username. */
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
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>Email</FormLabel>
          <FormControl>
            <Input type="email" autoComplete={autoComplete} maxLength={maxLength} {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
