import { Star } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StarIcon, StarRating } from '@/components/star-rating';
import { cn } from '@/lib/utils';

/** StarRating draws lucide's star without its component: the markup must stay the icon's. */
describe('StarRating', () => {
  const lucideStar = (size: string, filled: boolean) =>
    renderToStaticMarkup(
      <Star
        aria-hidden="true"
        className={cn(size, filled ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-muted-foreground/50')}
      />,
    );

  it.each([
    [3.6, 'size-4', 4],
    [0, 'size-5', 0],
    [5, 'size-4', 5],
  ])('rating %d (%s) shows %d filled stars exactly as lucide draws them', (value, size, filled) => {
    const markup = renderToStaticMarkup(<StarRating value={value} size={size} />);
    const stars = [1, 2, 3, 4, 5].map((n) => lucideStar(size, n <= filled)).join('');
    expect(markup).toBe(
      `<span role="img" aria-label="Rated ${value} out of 5" class="inline-flex items-center gap-0.5">${stars}</span>`,
    );
  });

  it("StarIcon is lucide's star for any classes, and without one", () => {
    const classes = 'size-8 fill-transparent text-destructive/70';
    expect(renderToStaticMarkup(<StarIcon className={classes} />)).toBe(
      renderToStaticMarkup(<Star aria-hidden="true" className={classes} />),
    );
    expect(renderToStaticMarkup(<StarIcon />)).toBe(renderToStaticMarkup(<Star aria-hidden="true" />));
  });
});
