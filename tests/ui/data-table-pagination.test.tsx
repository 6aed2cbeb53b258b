import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTablePagination } from '@/components/data-table/data-table-pagination';

describe('DataTablePagination totals', () => {
  it('shows an exact total with thousands separators', () => {
    render(<DataTablePagination page={1} totalPages={130} totalItems={1293} onPage={vi.fn()} />);
    expect(screen.getByText('Page 1 of 130 · 1,293 total')).toBeInTheDocument();
  });

  it("marks a total the server stopped counting at its cap as a lower bound ('10,000+')", () => {
    render(<DataTablePagination page={2} totalPages={1000} totalItems={10000} totalItemsCapped onPage={vi.fn()} />);
    expect(screen.getByText('Page 2 of 1,000 · 10,000+ total')).toBeInTheDocument();
  });
});
