import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminReview } from '@/features/admin-reviews/components/reviews-columns';
import { PossibleCopyMark } from '@/features/admin-reviews/components/possible-copy';
import { ReviewDetailDialog } from '@/features/admin-reviews/components/review-detail-dialog';
import { renderWithQuery } from './harness';
import { images } from './read-side-fixtures';

function adminReview(over: Partial<AdminReview> = {}): AdminReview {
  return {
    id: 'r1',
    userId: 'u1',
    status: 'PENDING',
    title: 'Damp in winter',
    body: '',
    isAnonymous: true,
    createdAt: '2025-03-04T10:00:00.000Z',
    updatedAt: '2025-03-04T10:00:00.000Z',
    overallRating: 3,
    responsivenessRating: 4,
    depositFairnessRating: null,
    agentHonestyRating: null,
    agentHelpfulnessRating: null,
    agentProfessionalismRating: null,
    conditionOnMoveInRating: null,
    cleanlinessRating: 2,
    privacyRating: null,
    noiseLevel: 'MODERATE',
    pestIssue: null,
    repairsDone: null,
    stayedWith: 'SOLO',
    stayStartDate: '2024-01-01',
    stayEndDate: null,
    rejectionReason: null,
    rejectionNote: null,
    verification: 'NONE',
    hasTenancyProof: false,
    user: { id: 'u1', firstName: 'Aisha', lastName: 'Tan', email: 'aisha@example.com' },
    property: { id: 'p1', slug: 'harbour-view', apartmentName: 'Harbour View', thumbnailUrl: '/uploads/hero.webp' },
    images: images(7),
    possibleCopies: [],
    ...over,
  };
}

const renderDialog = (review: AdminReview, onModerate = vi.fn(), onReject = vi.fn(async () => undefined)) =>
  renderWithQuery(
    <ReviewDetailDialog review={review} busy={false} onModerate={onModerate} onReject={onReject} onClose={vi.fn()} />,
  );

describe('ReviewDetailDialog (anonymous review modal)', () => {
  it('shows the review: hero, 4 photos with +N, reviewer, property, date, ratings and the empty-body text', () => {
    renderDialog(adminReview());
    const dialog = screen.getByRole('dialog', { name: 'Damp in winter' });
    expect(within(dialog).getByRole('img', { name: 'Harbour View' })).toHaveAttribute('src', '/uploads/hero.webp');
    const photos = within(dialog).getByRole('list', { name: 'Photos' });
    expect(within(photos).getAllByRole('button')).toHaveLength(4);
    expect(within(photos).getByText('+3')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Open photo 4 of 7 (+3 more)' })).toBeInTheDocument();
    expect(within(dialog).getByText('Aisha Tan')).toBeInTheDocument();
    expect(within(dialog).getByText('Pending')).toBeInTheDocument();
    expect(within(dialog).getByText('Responsiveness')).toBeInTheDocument();
    expect(within(dialog).getByText('Cleanliness')).toBeInTheDocument();
    expect(within(dialog).queryByText('Deposit fairness')).toBeNull();
    expect(within(dialog).getByText('Moderate')).toBeInTheDocument();
    expect(within(dialog).getByText('No comment provided.')).toBeInTheDocument();
    // The footer's Close beside the corner one.
    expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    for (const name of ['Reject', 'Approve']) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('opens the lightbox at the chosen photo; arrows step through every photo and Escape returns to the review', async () => {
    renderDialog(adminReview());
    await userEvent.click(screen.getByRole('button', { name: 'Open photo 4 of 7 (+3 more)' }));
    const gallery = await screen.findByRole('dialog', { name: 'Photo gallery' });
    const counter = within(gallery).getByTestId('gallery-counter');
    expect(counter).toHaveTextContent('4 / 7');
    expect(within(gallery).getByRole('img', { name: 'Photo 4 of 7' })).toHaveAttribute('src', '/uploads/3.webp');
    // Past the 4 thumbnails: the rest are reached in the lightbox.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(counter).toHaveTextContent('7 / 7');
    await userEvent.keyboard('{ArrowRight}');
    expect(counter).toHaveTextContent('1 / 7');
    await userEvent.click(within(gallery).getByRole('button', { name: 'Previous photo' }));
    expect(counter).toHaveTextContent('7 / 7');
    expect(gallery).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Photo gallery' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Damp in winter' })).toBeInTheDocument();
  });

  it('hides Approve on an APPROVED review and Reject on a REJECTED one', async () => {
    const onModerate = vi.fn();
    renderDialog(adminReview({ status: 'APPROVED', images: [], body: 'Lovely light.' }), onModerate);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Photos' })).toBeNull();
    expect(screen.getByText('Lovely light.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    // Reject first asks for the reason; nothing is sent yet.
    expect(screen.getByRole('radiogroup', { name: 'Reason' })).toBeInTheDocument();
    expect(onModerate).not.toHaveBeenCalled();
  });

  it('rejects only with a reason: none chosen shows the message, Other needs a note', async () => {
    const onReject = vi.fn(async () => undefined);
    renderDialog(adminReview(), vi.fn(), onReject);
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const form = screen.getByRole('form', { name: 'Reject this review?' });
    expect(
      within(form)
        .getAllByRole('radio')
        .map((r) => r.closest('div')?.textContent),
    ).toEqual(['Personal information', 'Offensive language', 'Not about a tenancy', 'Duplicate', 'Spam', 'Other']);
    await userEvent.click(within(form).getByRole('button', { name: 'Reject review' }));
    expect(await within(form).findByText('Choose a reason for rejecting this review.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('radio', { name: 'Other' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Reject review' }));
    expect(await within(form).findByText('Add a note explaining the reason.')).toBeInTheDocument();
    expect(onReject).not.toHaveBeenCalled();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Note' }), 'Remove the landlord phone number.');
    await userEvent.click(within(form).getByRole('button', { name: 'Reject review' }));
    expect(onReject).toHaveBeenCalledWith(expect.objectContaining({ id: 'r1' }), {
      reason: 'OTHER',
      note: 'Remove the landlord phone number.',
    });
  }, 20_000);

  it('Cancel leaves the reason form and shows the decisions again', async () => {
    renderDialog(adminReview());
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Spam' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('radiogroup', { name: 'Reason' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('shows the stored reason of a rejected review', () => {
    renderDialog(adminReview({ status: 'REJECTED', rejectionReason: 'SPAM', rejectionNote: 'Link farm' }));
    expect(screen.getByText('Spam: Link farm')).toBeInTheDocument();
  });

  it('offers Approve but not Reject on a REJECTED review', () => {
    renderDialog(adminReview({ status: 'REJECTED' }));
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });
});

describe('copy-paste flag in the review dialog', () => {
  const match = {
    reviewId: 'r0',
    title: 'Damp every winter',
    body: 'Mould in the bathroom, the landlord never came.',
    status: 'APPROVED' as const,
    createdAt: '2025-01-02T10:00:00.000Z',
    similarity: 0.874,
    authorName: 'Ben Ong',
    sameAuthor: false,
    propertyName: 'Harbour View',
    sameProperty: true,
  };

  it('shows this review beside the matched one, in two labelled regions, with how alike they are', () => {
    renderDialog(adminReview({ body: 'Mould in the bathroom, the landlord never came!', possibleCopies: [match] }));
    const section = screen.getByRole('region', { name: 'Possible copy' });
    expect(within(section).getByText('87% similar')).toBeInTheDocument();
    expect(within(section).getByText('same property')).toBeInTheDocument();
    const mine = within(section).getByRole('region', { name: 'This review' });
    const theirs = within(section).getByRole('region', { name: 'Matched review' });
    expect(within(mine).getByText('Damp in winter')).toBeInTheDocument();
    expect(within(mine).getByText('Mould in the bathroom, the landlord never came!')).toBeInTheDocument();
    expect(within(theirs).getByText('Damp every winter')).toBeInTheDocument();
    expect(within(theirs).getByText(/Ben Ong · Harbour View/)).toBeInTheDocument();
  });

  it('marks a flagged review in the reviews list, and only a flagged one', () => {
    const { unmount } = render(<PossibleCopyMark review={adminReview({ possibleCopies: [match] })} />);
    expect(screen.getByText('Possible copy')).toBeInTheDocument();
    unmount();
    render(<PossibleCopyMark review={adminReview()} />);
    expect(screen.queryByText('Possible copy')).toBeNull();
  });

  it('shows no copy section for a review without a flag', () => {
    renderDialog(adminReview());
    expect(screen.queryByRole('region', { name: 'Possible copy' })).toBeNull();
  });
});
