import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminSidebarNav } from '@/features/admin/components/admin-sidebar-nav';
import { json, renderInRouter, stubFetch } from './harness';

function answerCounts(data: { pendingReviews: number; openReports: number }) {
  return stubFetch((request) =>
    new URL(request.url).pathname === '/api/v1/admin/overview-counts'
      ? json({ success: true, message: 'Fetched successfully.', data })
      : json({ success: false, message: 'Not found' }, 404),
  );
}

describe('AdminSidebarNav counts', () => {
  it('shows the pending reviews and open reports beside their entries, described for screen readers', async () => {
    const seen = answerCounts({ pendingReviews: 3, openReports: 1200 });
    renderInRouter(<AdminSidebarNav />, { path: '/admin' });
    expect(await screen.findByTestId('nav-count-pendingReviews')).toHaveTextContent(/^3/);
    expect(screen.getByRole('link', { name: 'Reviews List' })).toHaveAccessibleDescription('3 pending');
    const reports = screen.getByRole('link', { name: 'Reported Reviews' });
    expect(reports).toHaveAccessibleDescription('1200 open');
    expect(screen.getByTestId('nav-count-openReports')).toHaveTextContent(/^999\+/);
    expect(screen.getByRole('link', { name: 'Anonymous Reviews List' })).not.toHaveAttribute('aria-describedby');
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual(['/api/v1/admin/overview-counts']);
  });

  it('hides a count of 0', async () => {
    answerCounts({ pendingReviews: 0, openReports: 2 });
    renderInRouter(<AdminSidebarNav />, { path: '/admin' });
    await screen.findByTestId('nav-count-openReports');
    expect(screen.getByRole('link', { name: 'Reported Reviews' })).toHaveAccessibleDescription('2 open');
    expect(screen.queryByTestId('nav-count-pendingReviews')).toBeNull();
    expect(screen.getByRole('link', { name: 'Reviews List' })).not.toHaveAttribute('aria-describedby');
  });
});
