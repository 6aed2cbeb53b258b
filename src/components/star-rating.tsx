/**
 * lucide's `star` icon (ISC), drawn as plain SVG: a page of review cards shows hundreds of stars, and
 * each lucide icon is a component of its own (context, attribute building, class merging) in the first
 * render of a slow phone (issue 22). Its path: absolute M and L commands (one x, y pair each), the
 * rest relative.
 */
const STAR_PATH =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';

/** The star moved `dx` units to the right: only its absolute commands' x changes. */
const starAt = (dx: number) =>
  STAR_PATH.replace(
    /([ML])([\d.]+) /g,
    (_, command: string, x: string) => `${command}${+(Number(x) + dx).toFixed(3)} `,
  );

/** Each star is 24 units wide with 3 between (2 px at a 16 px height, as five icons with `gap-0.5`). */
const STAR_PITCH = 27;
const ROW_WIDTH = 5 * 24 + 4 * 3;
/** The 1st to 5th star's outline, placed along one row. */
const STAR_PATHS = [0, 1, 2, 3, 4].map((i) => starAt(i * STAR_PITCH));
/** Where the 1st to 5th star lies across a row, in percent of its width (to place a target over each). */
export const STAR_SPOTS = [0, 1, 2, 3, 4].map((i) => ({
  left: `${+((100 * i * STAR_PITCH) / ROW_WIDTH).toFixed(4)}%`,
  width: `${+((100 * 24) / ROW_WIDTH).toFixed(4)}%`,
}));

interface StarRowProps {
  /** How many of the five, from the first, are filled. */
  filled: number;
  /** Its height (the width follows), e.g. `h-4 w-auto`. */
  className: string;
  /** The outline's colour of the stars not filled. */
  emptyClassName: string;
  /** Read out as an image with this name; without it the row is decoration. */
  label?: string;
}

/**
 * Five stars in one SVG, the first `filled` in amber: a path for those and one for the rest, not five
 * icons (3 elements instead of 11, a quarter of the home page's elements to parse, style, lay out and
 * hydrate: issue 22).
 */
export function StarRow({ filled, className, emptyClassName, label }: StarRowProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      width={ROW_WIDTH}
      height="24"
      viewBox={`0 0 ${ROW_WIDTH} 24`}
      fill="none"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {filled > 0 && (
        <path
          d={STAR_PATHS.slice(0, filled).join('')}
          stroke="currentColor"
          className="fill-amber-400 text-amber-500"
        />
      )}
      {filled < 5 && <path d={STAR_PATHS.slice(filled).join('')} stroke="currentColor" className={emptyClassName} />}
    </svg>
  );
}

/** Five stars, filled up to the rounded rating; read out as "Rated X out of 5". */
export function StarRating({ value, size = 'sm' }: { value: number; size?: 'sm' | 'lg' }) {
  return (
    <StarRow
      filled={Math.min(5, Math.max(0, Math.round(value)))}
      label={`Rated ${value} out of 5`}
      className={size === 'lg' ? 'h-5 w-auto shrink-0' : 'h-4 w-auto shrink-0'}
      emptyClassName="text-muted-foreground/50"
    />
  );
}
