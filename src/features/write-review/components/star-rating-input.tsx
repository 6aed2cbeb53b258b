import { type Ref, useState } from 'react';
import { STAR_SPOTS, StarRow } from '@/components/star-rating';
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
 * slow phone (issue 22), and the browser gives their keyboard behaviour for free. The stars are one
 * drawing (`StarRow`) with each radio laid over its star, so a click or tap lands on the radio itself.
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
      className="relative inline-flex w-fit"
      onBlur={onBlur}
      onKeyDown={keepEnterFromSubmitting}
      onMouseLeave={() => setHover(0)}
    >
      <StarRow
        filled={shown}
        className={size === 'lg' ? 'h-8 w-auto' : 'h-6 w-auto'}
        emptyClassName={invalid && !shown ? 'text-destructive/70' : 'text-muted-foreground/60'}
      />
      {STAR_SPOTS.map((spot, i) => (
        <input
          key={i}
          type="radio"
          name={name}
          value={i + 1}
          checked={value === i + 1}
          onChange={() => onChange(i + 1)}
          onMouseEnter={() => setHover(i + 1)}
          aria-label={i === 0 ? '1 star' : `${i + 1} stars`}
          style={spot}
          className="absolute inset-y-0 m-0 cursor-pointer appearance-none rounded-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        />
      ))}
    </div>
  );
}
