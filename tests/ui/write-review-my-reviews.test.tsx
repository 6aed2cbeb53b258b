import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MyReviewsPage, pageOfReviews } from '@/features/my-reviews/components/my-reviews-page';
import { displayLocation, displayName } from '@/features/my-reviews/components/profile-card';
import { sessionStore } from '@/lib/session';
import { REVIEW_FORM_MESSAGES as M } from '@/shared/review-form-text';
import { json, renderInRouter, signInAsRenter, stubFetch } from './harness';

const STATUSES = ['APPROVED', 'PENDING', 'REJECTED'] as const;

function review(i: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `00000000-0000-4000-8000-00000000000${i}`,
    status: STATUSES[i % 3],
    createdAt: '2025-03-05T10:00:00.000Z',
    updatedAt: '2025-03-05T10:00:00.000Z',
    title: `Review ${i}`,
    body: 'Short body.',
    overallRating: 4,
    isAnonymous: false,
    stayStartDate: '2024-01-01',
    stayEndDate: '2025-06-01',
    images: [],
    property: { id: 'p1', slug: 'marina-bay', name: 'Marina Bay Suites', address: '3 Marina Blvd, 018982' },
    ...overrides,
  };
}

function serve(reviews: unknown[], totalLikes = 7) {
  return stubFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/v1/reviews/my-reviews') return json({ success: true, message: 'ok', data: { reviews } });
    if (path.endsWith('/stats')) return json({ success: true, message: 'ok', data: { totalLikes } });
    if (request.method === 'DELETE') return json({ success: true, message: 'Review deleted successfully.' });
    return json({ success: false, message: 'Not found' }, 404);
  });
}

function renderPage(page = 1) {
  signInAsRenter();
  return renderInRouter(<MyReviewsPage session={sessionStore.get()!} page={page} />, { path: `/?page=${page}` });
}

describe('/my-review', { timeout: 20_000 }, () => {
  it('pages 3 reviews at a time with Previous/Next and at most 5 numbers', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(pageOfReviews(items, 1)).toMatchObject({ items: [0, 1, 2], current: 1, totalPages: 7 });
    expect(pageOfReviews(items, 7).items).toEqual([18, 19]);
    expect(pageOfReviews(items, 99).current).toBe(7);
    expect(pageOfReviews([], 1)).toMatchObject({ items: [], totalPages: 1 });
  });

  it('shows the profile card, the count and the second page of reviews', async () => {
    serve(Array.from({ length: 7 }, (_, i) => review(i)));
    renderPage(2);
    expect(await screen.findByRole('heading', { name: 'My Reviews (7)' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Review 3',
      'Review 4',
      'Review 5',
    ]);
    const pager = screen.getByRole('navigation', { name: 'My reviews pages' });
    expect(within(pager).getAllByRole('link', { name: /^Page / })).toHaveLength(3);
    expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByTestId('profile-likes')).toHaveTextContent('7');
    expect(screen.getByTestId('profile-review-count')).toHaveTextContent('7');
    expect(screen.getByText('Usefull')).toBeInTheDocument();
  });

  it("shows a rejected review's reason and note to its author", async () => {
    serve([
      review(2, { rejectionReason: 'PERSONAL_INFORMATION', rejectionNote: 'Remove the phone number.' }),
      review(0),
    ]);
    renderPage();
    const [rejected, approved] = await screen.findAllByRole('article');
    expect(within(rejected!).getByRole('note')).toHaveTextContent(
      'Why it was not approved: Personal information: Remove the phone number.',
    );
    expect(within(approved!).queryByRole('note')).toBeNull();
  });

  it('offers Edit and Delete on approved reviews only, with status badges and the stay', async () => {
    serve([review(0), review(1), review(2, { stayEndDate: null })]);
    renderPage();
    const [approved, pending, rejected] = await screen.findAllByRole('article');
    expect(within(approved!).getByText('Approved')).toHaveAttribute('data-status', 'APPROVED');
    expect(within(approved!).getByRole('link', { name: /Edit/ })).toHaveAttribute(
      'href',
      `/edit-review/${review(0).id}`,
    );
    expect(within(approved!).getByRole('button', { name: /Delete/ })).toBeInTheDocument();
    expect(within(approved!).getByText(/5 Mar 2025/)).toBeInTheDocument();
    expect(within(approved!).getByText('Jan 2024 - Jun 2025')).toBeInTheDocument();
    expect(within(approved!).getByText('3 Marina Blvd, 018982', { exact: false })).toBeInTheDocument();
    for (const card of [pending!, rejected!]) {
      expect(within(card).queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    }
    expect(within(pending!).getByText('Pending')).toBeInTheDocument();
    expect(within(rejected!).getByText('Rejected')).toBeInTheDocument();
    // 'Date of Staying' only when both dates are known.
    expect(within(rejected!).queryByText('Date of Staying:')).not.toBeInTheDocument();
  });

  it('clamps a long body at 250 characters with Read More / Read Less', async () => {
    serve([review(0, { body: 'x'.repeat(300) })]);
    renderPage();
    const card = await screen.findByRole('article');
    expect(card).toHaveTextContent(`${'x'.repeat(250)}...`);
    await userEvent.click(within(card).getByRole('button', { name: 'Read More' }));
    expect(card).toHaveTextContent('x'.repeat(300));
    await userEvent.click(within(card).getByRole('button', { name: 'Read Less' }));
    expect(within(card).getByRole('button', { name: 'Read More' })).toBeInTheDocument();
  });

  it("shows up to 4 thumbnails with '+N'", async () => {
    const images = Array.from({ length: 6 }, (_, i) => ({ id: `i${i}`, imageUrl: `/u/${i}.webp`, thumbUrl: null }));
    serve([review(0, { images })]);
    renderPage();
    const card = await screen.findByRole('article');
    const thumbs = within(card).getAllByRole('button', { name: /Open photo/ });
    expect(thumbs).toHaveLength(4);
    expect(thumbs[3]).toHaveTextContent('+2');
    await userEvent.click(thumbs[0]!);
    expect(await screen.findByRole('dialog', { name: 'Photo gallery' })).toBeInTheDocument();
  });

  it('asks before deleting, then deletes', async () => {
    const seen = serve([review(0)]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('alertdialog', { name: M.deleteConfirmTitle });
    expect(dialog).toHaveTextContent(M.deleteConfirmBody);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(seen.some((r) => r.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: /Delete/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(M.deleted)).toBeInTheDocument();
    const deletion = seen.find((r) => r.method === 'DELETE')!;
    expect(new URL(deletion.url).pathname).toBe(`/api/v1/reviews/${review(0).id}`);
  });

  it('says when there are no reviews, and when they could not be loaded', async () => {
    serve([]);
    const { unmount } = renderPage();
    expect(await screen.findByText(M.myReviewsEmpty)).toBeInTheDocument();
    unmount();
    stubFetch(() => json({ success: false, message: 'Database down' }, 500));
    renderPage();
    expect(await screen.findByText(M.myReviewsFailed)).toBeInTheDocument();
    expect(await screen.findByText(M.myReviewsFailedToast)).toBeInTheDocument();
  });

  it("names the renter 'User' without a name and falls back from city to country to 'Location not set'", () => {
    expect(displayName({ isVerified: true })).toBe('User');
    expect(displayName({ firstName: 'Aisha', lastName: 'Tan', isVerified: true })).toBe('Aisha Tan');
    expect(displayLocation({ isVerified: true, city: 'Singapore', country: 'Singapore' })).toBe('Singapore');
    expect(displayLocation({ isVerified: true, country: 'India' })).toBe('India');
    expect(displayLocation({ isVerified: true })).toBe('Location not set');
  });
});
