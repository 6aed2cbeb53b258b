import { type ReactNode, useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { ChoiceGroup } from './choice-group';
import { MonthPicker } from './month-picker';
import type { ReviewFieldName, ReviewFormFields } from './review-form-values';
import { StarRatingInput } from './star-rating-input';

interface ShellProps {
  name: ReviewFieldName;
  label: ReactNode;
  labelId: string;
  htmlFor?: string;
  messageId: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A labelled field with its error below. `data-field` lets the form find the first invalid field in
 * page order, scroll to it and focus it.
 */
function FieldShell({ name, label, labelId, htmlFor, messageId, error, hint, className, children }: ShellProps) {
  return (
    <div data-field={name} className={cn('grid gap-2', className)}>
      {htmlFor ? (
        <Label id={labelId} htmlFor={htmlFor} data-error={!!error} className="data-[error=true]:text-destructive">
          {label}
        </Label>
      ) : (
        // A group's caption (stars, choices), named by aria-labelledby: a <label> needs a control.
        <span
          id={labelId}
          data-error={!!error}
          className="text-sm leading-none font-medium data-[error=true]:text-destructive"
        >
          {label}
        </span>
      )}
      {children}
      {hint}
      {error && (
        <p id={messageId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

function useFieldIds() {
  const id = useId();
  return { controlId: `${id}-control`, labelId: `${id}-label`, messageId: `${id}-message` };
}

export function StarField({ name, label, size }: { name: ReviewFieldName; label: string; size?: 'sm' | 'lg' }) {
  const { control } = useFormContext<ReviewFormFields>();
  const { labelId, messageId } = useFieldIds();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FieldShell name={name} label={label} labelId={labelId} messageId={messageId} error={fieldState.error?.message}>
          <StarRatingInput
            ref={field.ref}
            name={field.name}
            value={Number(field.value) || 0}
            onChange={field.onChange}
            onBlur={field.onBlur}
            labelledBy={labelId}
            invalid={!!fieldState.error}
            describedBy={fieldState.error ? messageId : undefined}
            size={size}
          />
        </FieldShell>
      )}
    />
  );
}

export function ChoiceField({
  name,
  label,
  options,
  disabled,
}: {
  name: ReviewFieldName;
  label: string;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
}) {
  const { control } = useFormContext<ReviewFormFields>();
  const { labelId, messageId } = useFieldIds();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FieldShell name={name} label={label} labelId={labelId} messageId={messageId} error={fieldState.error?.message}>
          <ChoiceGroup
            ref={field.ref}
            name={field.name}
            options={options}
            value={String(field.value)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            labelledBy={labelId}
            invalid={!!fieldState.error}
            describedBy={fieldState.error ? messageId : undefined}
            disabled={disabled}
          />
        </FieldShell>
      )}
    />
  );
}

interface TextFieldProps {
  name: ReviewFieldName;
  label: string;
  /** The input's hard limit (typing stops there). */
  maxLength?: number;
  /** Shows "n/limit" under the field. */
  counter?: number;
  readOnly?: boolean;
  multiline?: boolean;
  inputMode?: 'numeric' | 'text';
  autoComplete?: string;
  hint?: string;
  className?: string;
}

export function TextField({
  name,
  label,
  maxLength,
  counter,
  readOnly,
  multiline,
  inputMode,
  autoComplete = 'off',
  hint,
  className,
}: TextFieldProps) {
  const { control } = useFormContext<ReviewFormFields>();
  const { controlId, labelId, messageId } = useFieldIds();
  const hintId = `${controlId}-hint`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const text = String(field.value ?? '');
        const describedBy = [hint || counter ? hintId : '', fieldState.error ? messageId : '']
          .filter(Boolean)
          .join(' ');
        const props = {
          id: controlId,
          name: field.name,
          value: text,
          onChange: field.onChange,
          onBlur: field.onBlur,
          maxLength,
          readOnly,
          'aria-invalid': !!fieldState.error || undefined,
          'aria-describedby': describedBy || undefined,
          'aria-readonly': readOnly || undefined,
          className: cn(readOnly && 'bg-muted text-muted-foreground'),
        };
        return (
          <FieldShell
            name={name}
            label={label}
            labelId={labelId}
            htmlFor={controlId}
            messageId={messageId}
            error={fieldState.error?.message}
            className={className}
            hint={
              hint || counter ? (
                <p id={hintId} className="flex justify-between gap-2 text-xs text-muted-foreground">
                  <span>{hint}</span>
                  {counter ? (
                    <span aria-live="polite" data-testid={`${name}-counter`}>
                      {text.length}/{counter}
                    </span>
                  ) : null}
                </p>
              ) : undefined
            }
          >
            {multiline ? (
              <Textarea ref={field.ref} rows={7} {...props} />
            ) : (
              <Input ref={field.ref} inputMode={inputMode} autoComplete={autoComplete} {...props} />
            )}
          </FieldShell>
        );
      }}
    />
  );
}

export function MonthField({ name, label, min }: { name: ReviewFieldName; label: string; min?: string }) {
  const { control } = useFormContext<ReviewFormFields>();
  const { controlId, labelId, messageId } = useFieldIds();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FieldShell
          name={name}
          label={label}
          labelId={labelId}
          htmlFor={controlId}
          messageId={messageId}
          error={fieldState.error?.message}
        >
          <MonthPicker
            ref={field.ref}
            id={controlId}
            label={label}
            value={String(field.value ?? '')}
            onChange={field.onChange}
            onBlur={field.onBlur}
            min={min}
            invalid={!!fieldState.error}
            describedBy={fieldState.error ? messageId : undefined}
          />
        </FieldShell>
      )}
    />
  );
}
