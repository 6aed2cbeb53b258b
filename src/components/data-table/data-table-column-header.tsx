import type { Column, RowData } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { DataTableFeatures } from './data-table-features';

/** A sortable header: a new column sorts ascending first, a second click toggles the direction. */
export function DataTableColumnHeader<TData extends RowData>({
  column,
  title,
}: {
  column: Column<DataTableFeatures, TData, unknown>;
  title: string;
}) {
  if (!column.getCanSort()) return <span>{title}</span>;
  const sorted = column.getIsSorted();
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  const next = sorted === 'asc' ? 'descending' : 'ascending';
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-ml-3 h-8"
      onClick={column.getToggleSortingHandler()}
      aria-label={`${title}: sort ${next}`}
    >
      {title}
      <Icon aria-hidden="true" className="size-4" />
    </Button>
  );
}
