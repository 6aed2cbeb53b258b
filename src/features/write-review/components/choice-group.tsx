import type { Ref } from 'react';
import { cn } from '@/lib/utils';
import { keepEnterFromSubmitting } from './radio-group-keys';

interface ChoiceGroupProps<T extends string> {
  /** The radios' shared name: one group per field. */
  name: string;
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

/**
 * A row of pill-shaped native radios (one choice, arrow keys move between them): native for the
 * same reason as the stars (star-rating-input.tsx).
 */
export function ChoiceGroup<T extends string>({
  name,
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
    <div
      ref={ref}
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required="true"
      aria-disabled={disabled || undefined}
      className="flex flex-wrap gap-2"
      onBlur={onBlur}
      onKeyDown={keepEnterFromSubmitting}
    >
      {options.map((option) => (
        <label
          key={option.value}
          data-state={option.value === value ? 'checked' : 'unchecked'}
          className={cn(
            'relative inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors',
            'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
            'data-[state=unchecked]:bg-background',
            disabled ? 'opacity-60' : 'data-[state=unchecked]:hover:bg-accent',
            invalid && 'border-destructive',
          )}
        >
          {/* Over the whole pill, so a click or tap lands on the radio itself. */}
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            disabled={disabled}
            className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed"
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
