import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paginationRange } from './pagination-range';

/** Previous / numbers with ellipses (1 sibling) / Next, plus the row count. */
export function DataTablePagination({
  page,
  totalPages,
  totalItems,
  totalItemsCapped = false,
  onPage,
}: {
  page: number;
  totalPages: number;
  totalItems: number;
  /** The server stopped counting at its cap: the total is a lower bound, shown as '10,000+'. */
  totalItemsCapped?: boolean;
  onPage: (page: number) => void;
}) {
  const total = `${totalItems.toLocaleString('en-US')}${totalItemsCapped ? '+' : ''} total`;
  if (totalPages <= 1) {
    return <p className="text-sm text-muted-foreground">{total}</p>;
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground">
        Page {page} of {totalPages.toLocaleString('en-US')} · {total}
      </p>
      <nav aria-label="Table pagination" className="flex flex-wrap items-center gap-1">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" /> Previous
        </Button>
        {paginationRange(page, totalPages).map((item) =>
          typeof item === 'number' ? (
            <Button
              key={item}
              variant={item === page ? 'default' : 'outline'}
              size="sm"
              className="min-w-9"
              aria-label={`Page ${item}`}
              aria-current={item === page ? 'page' : undefined}
              onClick={() => onPage(item)}
            >
              {item}
            </Button>
          ) : (
            <span key={item} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </span>
          ),
        )}
        <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          Next <ChevronRight aria-hidden="true" />
        </Button>
      </nav>
    </div>
  );
}
