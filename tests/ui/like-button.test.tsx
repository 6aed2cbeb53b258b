import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { propertyReviewsQueryOptions } from '@/features/reviews/api/get-property-reviews';
import { LikeButton } from '@/features/reviews/components/like-button';
import { makeReview } from './read-side-fixtures';
import { json, newQueryClient, renderWithQuery, signInAsRenter, stubFetch } from './harness';

const options = propertyReviewsQueryOptions({ propertyId: 'p1', page: 1, sort: 'recent', viewerId: 'user-1' });

/** The like button as the list shows it: reading the review from the cached page. */
function CachedLike() {
  const { data } = useQuery({ ...options, enabled: false });
  return data ? <LikeButton review={data.reviews[0]!} /> : null;
}

function setup() {
  const queryClient = newQueryClient();
  queryClient.setQueryData(options.queryKey, {
    reviews: [makeReview({ likesCount: 5, likedByUser: false })],
    pagination: { currentPage: 1, pageSize: 10, totalPages: 1, totalItems: 1 },
    summary: { totalReviews: 1 },
  });
  renderWithQuery(<CachedLike />, queryClient);
  const button = () => screen.getByRole('button', { name: /^Like/ });
  return { button };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('LikeButton', () => {
  it('asks a visitor to log in and sends nothing', async () => {
    const seen = stubFetch(() => json({}));
    const { button } = setup();
    await userEvent.click(button());
    expect(await screen.findByText('Please log in to like a review.')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
    expect(button()).toHaveTextContent('5');
  });

  it('flips at once, ignores clicks in flight, then takes the server counts', async () => {
    signInAsRenter();
    const answer = deferred<Response>();
    const seen = stubFetch(() => answer.promise);
    const { button } = setup();
    await userEvent.click(button());
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    expect(button()).toHaveTextContent('6');
    await userEvent.click(button());
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer test-token');

    await act(async () =>
      answer.resolve(json({ success: true, message: 'Review liked.', data: { likesCount: 42, liked: true } })),
    );
    await screen.findByText('42');
    expect(button()).toHaveAttribute('aria-pressed', 'true');
  });

  it('reverts and says so when the server fails', async () => {
    signInAsRenter();
    const answer = deferred<Response>();
    stubFetch(() => answer.promise);
    const { button } = setup();
    await userEvent.click(button());
    expect(button()).toHaveTextContent('6');
    await act(async () => answer.resolve(json({ success: false, message: 'boom' }, 500)));
    expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
    expect(button()).toHaveTextContent('5');
    expect(button()).toHaveAttribute('aria-pressed', 'false');
  });
});
