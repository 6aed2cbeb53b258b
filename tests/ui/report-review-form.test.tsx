import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReportReviewButton } from '@/features/reviews/components/report-review-button';
import { ReportReviewDialog } from '@/features/reviews/components/report-review-form';
import { json, renderWithQuery, signInAsRenter, stubFetch } from './harness';

describe('Report dialog', () => {
  it('asks a visitor to log in instead of opening', async () => {
    renderWithQuery(<ReportReviewButton reviewId="r1" />);
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Please log in to submit a report.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("validates with the shared schema's messages, then submits reason and details", async () => {
    signInAsRenter();
    const seen = stubFetch(() => json({ success: true, message: 'Your request has been submitted successfully.' }));
    const onOpenChange = vi.fn();
    renderWithQuery(<ReportReviewDialog reviewId="r1" open onOpenChange={onOpenChange} />);
    const dialog = screen.getByRole('dialog', { name: 'Reason for Request' });
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.queryByLabelText('Details')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please select a reason for your request.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Other (please specify)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please provide details for your request.')).toBeInTheDocument();
    expect(seen).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Details'), '  Not this building.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your request has been submitted successfully.')).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(new URL(seen[0]!.url).pathname).toBe('/api/v1/reviews/r1/flag');
    expect(await seen[0]!.json()).toEqual({ reason: 'Other (please specify)', details: 'Not this building.' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(dialog).toBeInTheDocument();
  });

  it("shows the server's message when the report fails", async () => {
    signInAsRenter();
    stubFetch(() => json({ success: false, message: 'You have already reported this review.' }, 409));
    renderWithQuery(<ReportReviewDialog reviewId="r1" open onOpenChange={vi.fn()} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Duplicate or incorrect listing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('You have already reported this review.')).toBeInTheDocument();
  });
});
