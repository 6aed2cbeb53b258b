import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { AdminTableSearch, SortOrder } from '@/shared/admin-tables';

export interface TableUrlState<K extends string> {
  search: AdminTableSearch<K>;
  setPage: (page: number) => void;
  /** A search change replaces the history entry (the box writes as you type) and goes to page 1. */
  setSearch: (text: string) => void;
  /** A sort change goes to page 1: manual mode does not reset the page by itself. */
  setSort: (sortBy: K, sortOrder: SortOrder) => void;
}

/**
 * The one place a table's state is read and written: the route's search params. The route's
 * validateSearch gives `search` (with defaults for junk); every change navigates, so reload, Back and
 * a shared link restore the same view.
 */
export function useTableUrlState<K extends string>(search: AdminTableSearch<K>): TableUrlState<K> {
  const navigate = useNavigate();
  const go = useCallback(
    (next: Partial<AdminTableSearch<K>>, replace = false) =>
      navigate({
        to: '.',
        // The hook is generic over the table; the current route's validateSearch checks `next` anyway.
        search: (prev) => ({ ...prev, ...(next as Partial<typeof prev>) }),
        replace,
      }),
    [navigate],
  );
  return {
    search,
    setPage: useCallback((page: number) => void go({ page }), [go]),
    setSearch: useCallback((text: string) => void go({ search: text, page: 1 }, true), [go]),
    setSort: useCallback((sortBy: K, sortOrder: SortOrder) => void go({ sortBy, sortOrder, page: 1 }), [go]),
  };
}
