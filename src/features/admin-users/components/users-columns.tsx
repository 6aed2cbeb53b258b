import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@/api-types';
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header';
import type { DataTableFeatures } from '@/components/data-table/data-table-features';
import { DataTableRowActions } from '@/components/data-table/data-table-row-actions';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import { titleCaseEnum } from '@/shared/enums';

export type AdminUser = components['schemas']['AdminUser'];
export type UserDialog = { kind: 'view' | 'edit' | 'status'; user: AdminUser };

const fullName = (u: AdminUser) => `${u.firstName} ${u.lastName}`.trim();

/** The user list's columns; the ids are the server's sort keys. */
export function usersColumns(open: (dialog: UserDialog) => void): ColumnDef<DataTableFeatures, AdminUser>[] {
  return [
    {
      accessorKey: 'firstName',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Name" />,
      cell: ({ row }) => <span className="font-medium">{fullName(row.original)}</span>,
    },
    {
      accessorKey: 'email',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Email" />,
      cell: ({ row }) => row.original.email,
    },
    {
      accessorKey: 'role',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Role" />,
      cell: ({ row }) => titleCaseEnum(row.original.role),
    },
    {
      accessorKey: 'isVerified',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Verified" />,
      cell: ({ row }) => (row.original.isVerified ? 'Yes' : 'No'),
    },
    {
      accessorKey: 'isActive',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Status" />,
      cell: ({ row }) =>
        row.original.isActive ? <Badge variant="success">Active</Badge> : <Badge variant="secondary">Inactive</Badge>,
    },
    {
      accessorKey: 'createdAt',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Joined" />,
      cell: ({ row }) => formatDate(row.original.createdAt),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <DataTableRowActions
          label={fullName(row.original)}
          actions={[
            { label: 'View', onSelect: () => open({ kind: 'view', user: row.original }) },
            { label: 'Edit', onSelect: () => open({ kind: 'edit', user: row.original }) },
            {
              label: row.original.isActive ? 'Deactivate' : 'Activate',
              destructive: row.original.isActive,
              onSelect: () => open({ kind: 'status', user: row.original }),
            },
          ]}
        />
      ),
    },
  ];
}
