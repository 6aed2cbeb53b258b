import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pager } from '@/components/pager';
import { pageWindow } from '@/lib/page-window';
import { renderInRouter } from './harness';

describe('pageWindow', () => {
  it('shows at most 5 numbers, centred on the current page where it can', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(7, 10)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('Pager', () => {
  it('links each number to its page, keeps other search params, and marks the current page', async () => {
    renderInRouter(<Pager currentPage={7} totalPages={10} />, { path: '/?type=CONDO&page=7' });
    const current = await screen.findByRole('link', { name: 'Page 7' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link', { name: /^Page \d+$/ }).map((a) => a.textContent)).toEqual([
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
    expect(screen.getByRole('link', { name: 'Page 8' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: /Previous/ }).getAttribute('href')).toMatch(/type=CONDO&page=6/);
    expect(screen.getByRole('link', { name: /Next/ }).getAttribute('href')).toMatch(/page=8/);
  });

  it('has no Previous link on the first page and no pager for a single page', async () => {
    const { unmount } = renderInRouter(<Pager currentPage={1} totalPages={2} />);
    await screen.findByRole('link', { name: 'Page 1' });
    expect(screen.queryByRole('link', { name: /Previous/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Previous/).closest('[aria-disabled="true"]')).not.toBeNull();
    unmount();
    renderInRouter(<Pager currentPage={1} totalPages={1} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
