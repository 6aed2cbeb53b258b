import { Star } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { render as renderUi, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StarRating } from '@/components/star-rating';
import { StarRatingInput } from '@/features/write-review/components/star-rating-input';
import './harness';

/** lucide's star outline, as its own component draws it. */
const lucidePath = /<path d="([^"]+)"/.exec(renderToStaticMarkup(<Star />))![1]!;

/**
 * The stars of a rating's paths in order, each moved back to the first star's place by its
 * absolute commands (M and L): every one of them must then be lucide's outline.
 */
function starsOf(paths: Element[]): string[] {
  const stars = paths.flatMap((p) => p.getAttribute('d')!.split(/(?=M)/));
  return stars.map((star, i) =>
    star.replace(
      /([ML])([\d.-]+) /g,
      (_, command: string, x: string) => `${command}${+(Number(x) - 27 * i).toFixed(3)} `,
    ),
  );
}

function render(value: number, size?: 'sm' | 'lg') {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(<StarRating value={value} size={size} />);
  const svg = host.firstElementChild!;
  const paths = [...svg.querySelectorAll('path')];
  const filledPath = paths.find((p) => p.classList.contains('fill-amber-400'));
  const emptyPath = paths.find((p) => p !== filledPath);
  const count = (path: Element | undefined) => (path ? path.getAttribute('d')!.split('M').length - 1 : 0);
  return { host, svg, paths, stars: starsOf(paths), filled: count(filledPath), empty: count(emptyPath) };
}

describe('StarRating', () => {
  it.each([
    [3.6, 4],
    [3.4, 3],
    [0, 0],
    [5, 5],
    [1, 1],
  ])('rating %d is one image of lucide stars with %d filled', (value, filled) => {
    const rating = render(value);
    expect(rating.host.children).toHaveLength(1);
    expect(rating.svg.getAttribute('role')).toBe('img');
    expect(rating.svg.getAttribute('aria-label')).toBe(`Rated ${value} out of 5`);
    expect(rating.stars).toEqual(Array(5).fill(lucidePath));
    expect([rating.filled, rating.empty]).toEqual([filled, 5 - filled]);
    // No empty path element when all five are filled, nor a filled one when none is.
    expect(rating.paths).toHaveLength(filled === 0 || filled === 5 ? 1 : 2);
  });

  it('places the five stars side by side, 3 units apart, inside its view box', () => {
    const rating = render(2);
    const xs = [
      ...rating.paths
        .map((p) => p.getAttribute('d')!)
        .join('')
        .matchAll(/M([\d.]+)/g),
    ].map((m) => Number(m[1]));
    expect(xs.map((x) => +(x - 11.525).toFixed(3))).toEqual([0, 27, 54, 81, 108]);
    expect(rating.svg.getAttribute('viewBox')).toBe('0 0 132 24');
  });

  it('is 16 px high by default and 20 px when large, its width following', () => {
    expect(render(4).svg.getAttribute('class')).toBe('h-4 w-auto shrink-0');
    expect(render(4, 'lg').svg.getAttribute('class')).toBe('h-5 w-auto shrink-0');
  });
});

describe('StarRatingInput', () => {
  function renderInput(props: Partial<Parameters<typeof StarRatingInput>[0]> = {}) {
    const onChange = vi.fn();
    renderUi(
      <>
        <span id="overall-label">Overall rating</span>
        <StarRatingInput name="overallRating" value={0} onChange={onChange} labelledBy="overall-label" {...props} />
      </>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Overall rating' });
    const filledStars = () => {
      const d = group.querySelector('path.fill-amber-400')?.getAttribute('d');
      return d ? d.split('M').length - 1 : 0;
    };
    return { group, onChange, filledStars };
  }

  it('is five named radios, each laid over its own star of the drawing', () => {
    const { group } = renderInput();
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    // Star n starts 27 units after the one before in a row 132 units wide, and is 24 wide.
    expect(radios.map((r) => [r.style.left, r.style.width])).toEqual(
      [0, 1, 2, 3, 4].map((i) => [`${+((100 * 27 * i) / 132).toFixed(4)}%`, `${+(2400 / 132).toFixed(4)}%`]),
    );
    expect(group.querySelectorAll('svg')).toHaveLength(1);
  });

  it('chooses with a click, previews on hover and shows the chosen value again on leaving', async () => {
    const user = userEvent.setup();
    const { group, onChange, filledStars } = renderInput({ value: 2 });
    expect(filledStars()).toBe(2);
    await user.click(within(group).getByRole('radio', { name: '4 stars' }));
    expect(onChange).toHaveBeenCalledWith(4);
    await user.hover(within(group).getByRole('radio', { name: '5 stars' }));
    expect(filledStars()).toBe(5);
    await user.unhover(group);
    expect(filledStars()).toBe(2);
  });

  it('draws the empty stars in the error colour while invalid and none is chosen', () => {
    const { group } = renderInput({ invalid: true });
    expect(group.querySelector('path')?.getAttribute('class')).toBe('text-destructive/70');
    expect(group).toHaveAttribute('aria-invalid', 'true');
  });
});
