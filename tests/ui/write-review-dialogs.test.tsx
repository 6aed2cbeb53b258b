import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AnonymityConsentDialog } from '@/features/write-review/components/anonymity-consent-dialog';
import { ReviewThanksDialog, type SubmittedReview } from '@/features/write-review/components/review-thanks-dialog';
import { formatStayRange } from '@/lib/format';
import { renderInRouter, renderWithQuery } from './harness';

function ConsentHarness({
  onPublish,
  publishing = false,
}: {
  onPublish: (anonymous: boolean) => void;
  publishing?: boolean;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reopen
      </button>
      <AnonymityConsentDialog
        open={open}
        publishing={publishing}
        onClose={() => setOpen(false)}
        onPublish={onPublish}
      />
    </>
  );
}

describe('Anonymity & Consent dialog', () => {
  it('enables Publish only once both undertakings are ticked; the policy box does not gate', async () => {
    const onPublish = vi.fn();
    renderWithQuery(<ConsentHarness onPublish={onPublish} />);
    const dialog = screen.getByRole('dialog', { name: 'Anonymity & Consent' });
    const publish = within(dialog).getByRole('button', { name: 'Publish' });
    const personal = within(dialog).getByRole('checkbox', { name: /personal experience/ });
    expect(personal).toBeChecked();
    expect(personal).toBeDisabled();
    expect(publish).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: /review policy/ }));
    expect(publish).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /not name individuals/ }));
    expect(publish).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /may be moderated/ }));
    expect(publish).toBeEnabled();

    const terms = within(dialog).getByRole('link', { name: 'terms and conditions' });
    expect(terms).toHaveAttribute('href', '/terms-and-condition');
    expect(terms).toHaveAttribute('target', '_blank');

    await userEvent.click(within(dialog).getByRole('checkbox', { name: /anonymously/ }));
    await userEvent.click(publish);
    expect(onPublish).toHaveBeenCalledWith(true);
  });

  it('starts with anonymity unticked every time it opens, and closes when dismissed (Escape)', async () => {
    renderWithQuery(<ConsentHarness onPublish={vi.fn()} />);
    await userEvent.click(screen.getByRole('checkbox', { name: /anonymously/ }));
    expect(screen.getByRole('checkbox', { name: /anonymously/ })).toBeChecked();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(screen.getByRole('checkbox', { name: /anonymously/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
  });

  it("reads 'Publishing...' and stays disabled while publishing", () => {
    renderWithQuery(<ConsentHarness onPublish={vi.fn()} publishing />);
    expect(screen.getByRole('button', { name: 'Publishing...' })).toBeDisabled();
  });
});

const review: SubmittedReview = {
  title: 'Quiet and well kept',
  body: 'The agent answered within a day.',
  overallRating: 4,
  reviewer: 'Anonymous',
  propertyName: 'Marina Bay Suites',
  stayStartDate: '2024-01',
  stayEndDate: '2025-06',
};

describe("'Thanks for your review!' dialog", () => {
  it('shows the count, the review, the reviewer and the stay, and links to the renter’s reviews', async () => {
    const onClose = vi.fn();
    renderInRouter(<ReviewThanksDialog review={review} reviewCount={3} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Thanks for your review!' });
    expect(dialog).toHaveTextContent('You have written 3 reviews.');
    expect(within(dialog).getByTestId('thanks-reviewer')).toHaveTextContent('Anonymous');
    expect(within(dialog).getByTestId('thanks-stay')).toHaveTextContent('Jan 2024 - Jun 2025');
    expect(within(dialog).getByRole('link', { name: 'See Your Reviews' })).toHaveAttribute('href', '/my-review');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('says when the review waits for a connection', async () => {
    renderInRouter(
      <ReviewThanksDialog review={review} reviewCount={null} queuedMessage="Queued for later." onClose={vi.fn()} />,
    );
    expect(await screen.findByRole('dialog')).toHaveTextContent('Queued for later.');
  });

  it('formats stays the spec’s four ways', () => {
    expect(formatStayRange('2024-01-01', '2025-06-01')).toBe('Jan 2024 - Jun 2025');
    expect(formatStayRange('2024-01', null)).toBe('Jan 2024 - Present');
    expect(formatStayRange(null, '2025-06')).toBe('Until Jun 2025');
    expect(formatStayRange(null, undefined)).toBe('Not Available');
  });
});
