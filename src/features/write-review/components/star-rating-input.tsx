import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { type Ref, useState } from 'react';
import { StarIcon } from '@/components/star-rating';
import { cn } from '@/lib/utils';

interface StarRatingInputProps {
  /** 0 = none chosen yet. */
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  /** id of the visible label: the group is announced as "<label>, radio group". */
  labelledBy: string;
  invalid?: boolean;
  describedBy?: string;
  size?: 'sm' | 'lg';
  ref?: Ref<HTMLDivElement>;
}

/**
 * One to five stars as a radio group: Tab reaches it, arrow keys choose (Radix roving focus), each
 * star is announced as "N stars". Hovering previews a value.
 */
export function StarRatingInput({
  value,
  onChange,
  onBlur,
  labelledBy,
  invalid,
  describedBy,
  size = 'sm',
  ref,
}: StarRatingInputProps) {
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <RadioGroupPrimitive.Root
      ref={ref}
      value={value ? String(value) : ''}
      onValueChange={(v) => onChange(Number(v))}
      onBlur={onBlur}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required="true"
      orientation="horizontal"
      className="inline-flex items-center gap-1"
      onMouseLeave={() => setHover(0)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <RadioGroupPrimitive.Item
          key={n}
          value={String(n)}
          aria-label={n === 1 ? '1 star' : `${n} stars`}
          onMouseEnter={() => setHover(n)}
          className="rounded-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <StarIcon
            className={cn(
              size === 'lg' ? 'size-8' : 'size-6',
              n <= shown ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-muted-foreground/60',
              invalid && !shown && 'text-destructive/70',
            )}
          />
        </RadioGroupPrimitive.Item>
      ))}
    </RadioGroupPrimitive.Root>
  );
}
