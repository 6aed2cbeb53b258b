import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HomeReviewCard } from '@/features/reviews/components/home-review-card';
import { ReviewCard } from '@/features/reviews/components/review-card';
import { images, makeReview } from './read-side-fixtures';
import { renderInRouter, renderWithQuery } from './harness';

describe('ReviewCard (property page)', () => {
  it('cuts the body at 200 characters with Read More.. that opens the modal', async () => {
    const onOpen = vi.fn();
    const body = 'a'.repeat(190) + ' bbbbbbbbbb cccccccccc';
    renderWithQuery(<ReviewCard review={makeReview({ body })} onOpen={onOpen} onOpenGallery={vi.fn()} />);
    const text = screen.getByText(/^a+/);
    expect(text.textContent).toContain(`${'a'.repeat(190)} bbbbbbbbb...`);
    expect(text.textContent).not.toContain('cccccccccc');
    await userEvent.click(screen.getByRole('button', { name: 'Read More..' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('shows a short body whole, without Read More..', () => {
    renderWithQuery(<ReviewCard review={makeReview()} onOpen={vi.fn()} onOpenGallery={vi.fn()} />);
    expect(screen.getByText('Short body.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read More..' })).not.toBeInTheDocument();
  });

  it('shows month-year date, author or Anonymous, the resident label and 3 thumbnails with +N', async () => {
    const onOpenGallery = vi.fn();
    const { unmount } = renderWithQuery(
      <ReviewCard review={makeReview({ images: images(5) })} onOpen={vi.fn()} onOpenGallery={onOpenGallery} />,
    );
    expect(screen.getByText('Mar 2025')).toBeInTheDocument();
    expect(screen.getByText('Siti Rahman')).toBeInTheDocument();
    expect(screen.getByText(/HDB Resident/)).toBeInTheDocument();
    const photos = within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('button');
    expect(photos).toHaveLength(3);
    expect(screen.getByText('+2')).toBeInTheDocument();
    await userEvent.click(photos[1]!);
    expect(onOpenGallery).toHaveBeenCalledWith(1);
    unmount();

    renderWithQuery(
      <ReviewCard review={makeReview({ isAnonymous: true, author: null })} onOpen={vi.fn()} onOpenGallery={vi.fn()} />,
    );
    expect(screen.getByText('Anonymous')).toBeInTheDocument();
  });
});

describe('HomeReviewCard', () => {
  it('previews 100 characters and links to the property page', async () => {
    const body = 'x'.repeat(100) + 'TAIL';
    renderInRouter(<HomeReviewCard review={makeReview({ body })} />);
    const link = await screen.findByRole('link', { name: 'Quiet, clean and well kept' });
    expect(link).toHaveAttribute('href', '/property/marina-bay-suites');
    expect(screen.getByText(`${'x'.repeat(100)}...`)).toBeInTheDocument();
    expect(screen.queryByText(/TAIL/)).not.toBeInTheDocument();
  });
});
