import type { RatingShare } from '../types';

/** Bars for 5 down to 1 stars with their share of reviews in percent. */
export function RatingsDistribution({ distribution }: { distribution: RatingShare[] }) {
  const byStars = new Map(distribution.map((d) => [d.stars, d.percentage]));
  return (
    <ul aria-label="Ratings distribution" className="space-y-1.5">
      {[5, 4, 3, 2, 1].map((stars) => {
        const percentage = byStars.get(stars) ?? 0;
        return (
          <li key={stars} className="flex items-center gap-2 text-sm">
            <span className="w-12 shrink-0">{stars} stars</span>
            <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-muted">
              <span className="block h-full rounded-full bg-amber-400" style={{ width: `${percentage}%` }} />
            </span>
            <span className="w-10 shrink-0 text-right text-muted-foreground">{percentage}%</span>
          </li>
        );
      })}
    </ul>
  );
}
