import type { FieldValues } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { LIMITS } from '@/shared/limits';
import { type FormFieldBaseProps, LabelledFormField } from './labelled-form-field';

/** The 6-digit mailed-code input (account verification, admin OTP); `normalize` cleans what is typed or pasted. */
export function CodeInputField<T extends FieldValues>({
  normalize,
  ...base
}: FormFieldBaseProps<T> & { normalize: (value: string) => string }) {
  return (
    <LabelledFormField {...base}>
      {(field) => (
        <Input
          {...field}
          onChange={(e) => field.onChange(normalize(e.target.value))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={LIMITS.codeLength}
          placeholder="6-digit code"
          className="text-center font-mono text-lg tracking-[0.5em] placeholder:font-sans placeholder:text-sm placeholder:tracking-normal"
        />
      )}
    </LabelledFormField>
  );
}
