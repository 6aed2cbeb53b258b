import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import type { Ref } from 'react';
import { cn } from '@/lib/utils';

interface ChoiceGroupProps<T extends string> {
  options: readonly { value: T; label: string }[];
  /** '' = none chosen yet. */
  value: T | '';
  onChange: (value: T) => void;
  onBlur?: () => void;
  labelledBy: string;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/** A row of toggle buttons with radio semantics (one choice, arrow keys move between them). */
export function ChoiceGroup<T extends string>({
  options,
  value,
  onChange,
  onBlur,
  labelledBy,
  invalid,
  describedBy,
  disabled,
  ref,
}: ChoiceGroupProps<T>) {
  return (
    <RadioGroupPrimitive.Root
      ref={ref}
      value={value}
      onValueChange={(v) => onChange(v as T)}
      onBlur={onBlur}
      disabled={disabled}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required="true"
      orientation="horizontal"
      className="flex flex-wrap gap-2"
    >
      {options.map((option) => (
        <RadioGroupPrimitive.Item
          key={option.value}
          value={option.value}
          className={cn(
            'h-9 rounded-full border px-4 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-60',
            'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
            'data-[state=unchecked]:bg-background data-[state=unchecked]:hover:bg-accent',
            invalid && 'border-destructive',
          )}
        >
          {option.label}
        </RadioGroupPrimitive.Item>
      ))}
    </RadioGroupPrimitive.Root>
  );
}
