import { Link } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { pageWindow } from '@/lib/page-window';

/**
 * Numbered pager (up to 5 numbers, Previous/Next) whose links change only the `page` search
 * param of the current route, so the URL stays the state of the list.
 */
export function Pager({
  currentPage,
  totalPages,
  label = 'Pagination',
}: {
  currentPage: number;
  totalPages: number;
  label?: string;
}) {
  if (totalPages <= 1) return null;
  const pages = pageWindow(currentPage, totalPages);
  const edge = (disabled: boolean) =>
    cn(buttonVariants({ variant: 'outline', size: 'sm' }), disabled && 'pointer-events-none opacity-50');
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1.5 pt-6">
      {currentPage > 1 ? (
        <Link to="." search={(prev) => ({ ...prev, page: currentPage - 1 })} className={edge(false)}>
          <ChevronLeft aria-hidden="true" /> Previous
        </Link>
      ) : (
        <span aria-disabled="true" className={edge(true)}>
          <ChevronLeft aria-hidden="true" /> Previous
        </span>
      )}
      {pages.map((page) => (
        <Link
          key={page}
          to="."
          search={(prev) => ({ ...prev, page })}
          aria-label={`Page ${page}`}
          aria-current={page === currentPage ? 'page' : undefined}
          className={cn(
            buttonVariants({ variant: page === currentPage ? 'default' : 'outline', size: 'sm' }),
            'min-w-9',
          )}
        >
          {page}
        </Link>
      ))}
      {currentPage < totalPages ? (
        <Link to="." search={(prev) => ({ ...prev, page: currentPage + 1 })} className={edge(false)}>
          Next <ChevronRight aria-hidden="true" />
        </Link>
      ) : (
        <span aria-disabled="true" className={edge(true)}>
          Next <ChevronRight aria-hidden="true" />
        </span>
      )}
    </nav>
  );
}
