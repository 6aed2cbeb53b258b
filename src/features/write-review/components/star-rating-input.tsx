import { type Ref, useState } from 'react';
import { StarIcon } from '@/components/star-rating';
import { cn } from '@/lib/utils';
import { keepEnterFromSubmitting } from './radio-group-keys';

interface StarRatingInputProps {
  /** The radios' shared name: one group per field. */
  name: string;
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
 * One to five stars as a group of native radios: Tab reaches it, arrow keys choose, each star is
 * announced as "N stars". Hovering previews a value. Native radios, not Radix's: they cost no layout
 * measure and re-render each once mounted, which made the write page's first seconds long tasks on a
 * slow phone (issue 22), and the browser gives their keyboard behaviour for free.
 */
export function StarRatingInput({
  name,
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
    <div
      ref={ref}
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required="true"
      className="inline-flex items-center gap-1"
      onBlur={onBlur}
      onKeyDown={keepEnterFromSubmitting}
      onMouseLeave={() => setHover(0)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className="relative inline-flex" onMouseEnter={() => setHover(n)}>
          <StarIcon
            className={cn(
              size === 'lg' ? 'size-8' : 'size-6',
              n <= shown ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-muted-foreground/60',
              invalid && !shown && 'text-destructive/70',
            )}
          />
          {/* Over the star, so a click or tap lands on the radio itself. */}
          <input
            type="radio"
            name={name}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            aria-label={n === 1 ? '1 star' : `${n} stars`}
            className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          />
        </span>
      ))}
    </div>
  );
}
