import { cn } from '@/lib/utils';

/**
 * lucide's `star` icon (ISC), drawn as a plain SVG: a page of review cards shows hundreds of stars,
 * and each lucide icon is a component of its own (context, attribute building, class merging) in the
 * first render of a slow phone (issue 22). The markup is the icon's.
 */
const STAR_PATH =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';

/** lucide's star as a plain SVG (the same markup as `<Star aria-hidden="true" className={...} />`). */
export function StarIcon({ className }: { className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `lucide lucide-star ${className}` : 'lucide lucide-star'}
      aria-hidden="true"
    >
      <path d={STAR_PATH} />
    </svg>
  );
}

/** Five stars, filled up to the rounded rating; read out as "Rated X out of 5". */
export function StarRating({
  value,
  className,
  size = 'size-4',
}: {
  value: number;
  className?: string;
  size?: string;
}) {
  const filled = Math.round(value);
  const filledClass = cn(size, 'fill-amber-400 text-amber-500');
  const emptyClass = cn(size, 'fill-transparent text-muted-foreground/50');
  return (
    <span
      role="img"
      aria-label={`Rated ${value} out of 5`}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} className={n <= filled ? filledClass : emptyClass} />
      ))}
    </span>
  );
}
