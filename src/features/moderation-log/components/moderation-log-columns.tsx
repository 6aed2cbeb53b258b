import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@/api-types';
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header';
import type { DataTableFeatures } from '@/components/data-table/data-table-features';
import { titleCaseEnum } from '@/shared/enums';
import { MODERATION_ACTION_LABELS, rejectionText } from '@/shared/moderation';

export type LogEntry = components['schemas']['ModerationLogEntry'];

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The log's columns; the accessor keys are the server's sort keys. */
export function moderationLogColumns(): ColumnDef<DataTableFeatures, LogEntry>[] {
  return [
    {
      accessorKey: 'createdAt',
      header: ({ column }) => <DataTableColumnHeader column={column} title="When" />,
      cell: ({ row }) => (
        <time dateTime={row.original.createdAt} className="whitespace-nowrap">
          {dateTime.format(new Date(row.original.createdAt))}
        </time>
      ),
    },
    {
      accessorKey: 'actorName',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Admin" />,
      cell: ({ row }) => row.original.actorName,
    },
    {
      accessorKey: 'action',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Action" />,
      cell: ({ row }) => MODERATION_ACTION_LABELS[row.original.action],
    },
    {
      accessorKey: 'objectType',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Object" />,
      cell: ({ row }) => titleCaseEnum(row.original.objectType),
    },
    {
      accessorKey: 'objectLabel',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Label" />,
      cell: ({ row }) => <span className="font-medium break-words">{row.original.objectLabel}</span>,
    },
    {
      id: 'reason',
      header: 'Reason',
      cell: ({ row }) => (row.original.reason ? rejectionText(row.original.reason, row.original.note) : '—'),
    },
  ];
}
