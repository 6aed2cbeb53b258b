import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@/api-types';
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header';
import type { DataTableFeatures } from '@/components/data-table/data-table-features';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';

export type AdminReport = components['schemas']['AdminReport'];

const STATUS = {
  PENDING: { label: 'Pending', variant: 'warning' },
  RESOLVED_DISMISSED: { label: 'Dismissed', variant: 'secondary' },
  RESOLVED_REVIEW_DELETED: { label: 'Review Deleted', variant: 'destructive' },
} as const;

export function ReportStatusBadge({ status }: { status: AdminReport['status'] }) {
  return <Badge variant={STATUS[status].variant}>{STATUS[status].label}</Badge>;
}

export function reportsColumns(view: (report: AdminReport) => void): ColumnDef<DataTableFeatures, AdminReport>[] {
  return [
    {
      accessorKey: 'reason',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Reason" />,
      cell: ({ row }) => row.original.reason,
    },
    {
      id: 'review',
      header: 'Review',
      cell: ({ row }) => (
        <span className="font-medium">
          {row.original.reviewTitle}
          {!row.original.review && <span className="block text-xs text-muted-foreground">Review deleted</span>}
        </span>
      ),
    },
    { id: 'property', header: 'Property', cell: ({ row }) => row.original.review?.property.apartmentName ?? '—' },
    {
      id: 'reporter',
      header: 'Reported by',
      cell: ({ row }) => `${row.original.user.firstName} ${row.original.user.lastName}`.trim(),
    },
    {
      accessorKey: 'status',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Status" />,
      cell: ({ row }) => <ReportStatusBadge status={row.original.status} />,
    },
    {
      accessorKey: 'createdAt',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Reported" />,
      cell: ({ row }) => formatDate(row.original.createdAt),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <Button
          size="sm"
          variant="outline"
          onClick={() => view(row.original)}
          aria-label={`Open report on ${row.original.reviewTitle}`}
        >
          View
        </Button>
      ),
    },
  ];
}
