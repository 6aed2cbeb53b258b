import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { LIMITS } from '@/shared/limits';

/** The 6-digit mailed-code input (account verification, admin OTP); `normalize` cleans what is typed or pasted. */
export function CodeInputField<T extends FieldValues>({
  control,
  name,
  label,
  normalize,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  normalize: (value: string) => string;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              {...field}
              onChange={(e) => field.onChange(normalize(e.target.value))}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={LIMITS.codeLength}
              placeholder="6-digit code"
              className="text-center font-mono text-lg tracking-[0.5em] placeholder:font-sans placeholder:text-sm placeholder:tracking-normal"
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
