import { Star } from 'lucide-react';
import { cn } from '@/lib/utils';

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
  return (
    <span
      role="img"
      aria-label={`Rated ${value} out of 5`}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(
            size,
            n <= filled ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-muted-foreground/50',
          )}
        />
      ))}
    </span>
  );
}
