import { type ColumnDef, type RowData, type SortingState, type Updater, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import type { SortOrder } from '@/shared/admin-tables';
import { LIMITS } from '@/shared/limits';
import { DataTablePagination } from './data-table-pagination';
import { type DataTableFeatures, dataTableFeatures } from './data-table-features';
import type { TableUrlState } from './use-table-url-state';

export interface PageInfo {
  currentPage: number;
  pageSize: number;
  totalPages: number;
  totalItems: number;
  totalItemsCapped?: boolean;
}

/**
 * An admin table in manual mode: the rows are one server page, sorting and paging state come from
 * the URL (through `state`) and every change goes back to it. While the next page loads the previous
 * rows stay (dimmed); before the first answer, skeleton rows hold the place.
 */
export function DataTable<TData extends RowData, K extends string>({
  columns,
  rows,
  page,
  state,
  isFetching,
  label,
  empty,
  getRowId,
}: {
  columns: ColumnDef<DataTableFeatures, TData>[];
  rows: TData[] | undefined;
  page: PageInfo | undefined;
  state: TableUrlState<K>;
  isFetching: boolean;
  label: string;
  empty: React.ReactNode;
  getRowId: (row: TData) => string;
}) {
  const { search } = state;
  const pageSize = page?.pageSize ?? LIMITS.adminPageSize;
  // Stable state objects: the table store compares by reference, and a new object every render
  // would make it publish (and the page re-render) again and again.
  const sorting = useMemo<SortingState>(
    () => [{ id: search.sortBy, desc: search.sortOrder === 'desc' }],
    [search.sortBy, search.sortOrder],
  );
  const pagination = useMemo(() => ({ pageIndex: search.page - 1, pageSize }), [search.page, pageSize]);
  const data = useMemo(() => rows ?? [], [rows]);
  const table = useTable({
    features: dataTableFeatures,
    // Only accessor columns can sort; their ids are the server's sort keys.
    columns,
    data,
    getRowId,
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    sortDescFirst: false,
    rowCount: page?.totalItems ?? 0,
    state: { sorting, pagination },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (!first) return;
      const order: SortOrder = first.desc ? 'desc' : 'asc';
      state.setSort(first.id as K, order);
    },
  });
  const columnCount = table.getAllLeafColumns().length;
  const loading = rows === undefined;

  return (
    <div className="space-y-4">
      <div className={cn('rounded-lg border bg-card transition-opacity', isFetching && !loading && 'opacity-60')}>
        <Table aria-label={label} aria-busy={isFetching}>
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id}>
                {group.headers.map((header) => (
                  <TableHead
                    key={header.id}
                    aria-sort={
                      header.column.getIsSorted() === 'asc'
                        ? 'ascending'
                        : header.column.getIsSorted() === 'desc'
                          ? 'descending'
                          : undefined
                    }
                  >
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </TableHead>
                ))}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {loading ? (
              Array.from({ length: LIMITS.adminPageSize }, (_, i) => (
                <TableRow key={i} aria-hidden="true">
                  {Array.from({ length: columnCount }, (_, j) => (
                    <TableCell key={j}>
                      <Skeleton className="h-5 w-full" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            ) : table.getRowModel().rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columnCount} className="h-24 text-center text-muted-foreground">
                  {empty}
                </TableCell>
              </TableRow>
            ) : (
              table.getRowModel().rows.map((row) => (
                <TableRow key={row.id}>
                  {row.getAllCells().map((cell) => (
                    <TableCell key={cell.id}>
                      <table.FlexRender cell={cell} />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      {page && (
        <DataTablePagination
          page={page.currentPage}
          totalPages={page.totalPages}
          totalItems={page.totalItems}
          totalItemsCapped={page.totalItemsCapped}
          onPage={state.setPage}
        />
      )}
    </div>
  );
}
