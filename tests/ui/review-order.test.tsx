import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewSortSelect } from '@/features/reviews/components/review-sort-select';
import { recentRatingText } from '@/lib/format';
import { propertyPageSearchSchema } from '@/shared/search-params';
import { renderInRouter } from './harness';

describe('property page review order', () => {
  it('offers the four orders and writes the choice to the URL, back on page 1', async () => {
    const { router, user } = renderInRouter(<ReviewSortSelect sort="recent" />, { path: '/property/x?page=3' });
    const select = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      'Most recent',
      'Most helpful',
      'Highest rated',
      'Lowest rated',
    ]);
    await user.selectOptions(select, 'Most helpful');
    expect(router.state.location.search).toEqual({ sort: 'helpful' });
  });

  it('reads ?sort= leniently: junk is Most recent', () => {
    expect(propertyPageSearchSchema.parse({ sort: 'lowest' }).sort).toBe('lowest');
    expect(propertyPageSearchSchema.parse({ sort: 'random' }).sort).toBeUndefined();
  });

  it('words the last-12-months figure', () => {
    expect(recentRatingText({ overallRating: 4.5, reviewCount: 2 })).toBe('Last 12 months: 4.5 (2 reviews)');
    expect(recentRatingText({ overallRating: 4, reviewCount: 1 })).toBe('Last 12 months: 4.0 (1 review)');
    expect(recentRatingText({ overallRating: 0, reviewCount: 0 })).toBe('Last 12 months: no reviews');
  });
});
