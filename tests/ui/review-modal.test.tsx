import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImageGallery } from '@/components/gallery/image-gallery';
import { ReviewModal } from '@/features/reviews/components/review-modal';
import { images, makeReview } from './read-side-fixtures';
import { renderWithQuery } from './harness';

describe('ReviewModal', () => {
  it('cuts the title at 80 and the body at 300 characters until Show more', async () => {
    const title = 'T'.repeat(85);
    const body = 'b'.repeat(320);
    renderWithQuery(
      <ReviewModal review={makeReview({ title, body, images: images(2) })} onClose={vi.fn()} onOpenGallery={vi.fn()} />,
    );
    expect(screen.getByRole('heading', { name: `${'T'.repeat(80)}...` })).toBeInTheDocument();
    expect(screen.getByText(`${'b'.repeat(300)}...`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(body)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.getByText(`${'b'.repeat(300)}...`)).toBeInTheDocument();
  });

  it('steps the carousel with its counter and opens the gallery from a thumbnail', async () => {
    const onOpenGallery = vi.fn();
    renderWithQuery(
      <ReviewModal review={makeReview({ images: images(6) })} onClose={vi.fn()} onOpenGallery={onOpenGallery} />,
    );
    expect(screen.getByTestId('carousel-counter')).toHaveTextContent('1 / 6');
    await userEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByTestId('carousel-counter')).toHaveTextContent('6 / 6');
    // Four thumbnails in the modal, the last with +2.
    expect(screen.getByText('+2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open photo 2 of 6' }));
    expect(onOpenGallery).toHaveBeenCalledWith(1);
    expect(screen.getByTestId('carousel-counter')).toHaveTextContent('2 / 6');
  });
});

describe('ImageGallery', () => {
  it('steps with the arrow keys (wrapping) and closes on Escape', async () => {
    const onClose = vi.fn();
    renderWithQuery(<ImageGallery images={images(3)} startIndex={2} onClose={onClose} />);
    const counter = screen.getByTestId('gallery-counter');
    expect(counter).toHaveTextContent('3 / 3');
    await userEvent.keyboard('{ArrowRight}');
    expect(counter).toHaveTextContent('1 / 3');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(counter).toHaveTextContent('2 / 3');
    expect(screen.getByRole('img', { name: 'Photo 2 of 3' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
