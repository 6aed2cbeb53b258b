import type { ColumnDef } from '@tanstack/react-table';
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header';
import type { DataTableFeatures } from '@/components/data-table/data-table-features';
import { DataTableRowActions } from '@/components/data-table/data-table-row-actions';
import { Badge } from '@/components/ui/badge';
import { DEFAULT_PROPERTY_IMAGE, fallbackTo } from '@/lib/default-images';
import { formatDate, formatRating, propertyTypeLabel } from '@/lib/format';
import type { AdminProperty } from '../property-form-data';

export interface PropertyActions {
  edit: (property: AdminProperty) => void;
  remove: (property: AdminProperty) => void;
}

/** The properties list's columns; accessor ids are the server's sort keys. */
export function propertiesColumns(act: PropertyActions): ColumnDef<DataTableFeatures, AdminProperty>[] {
  return [
    {
      id: 'image',
      header: () => <span className="sr-only">Image</span>,
      cell: ({ row }) => (
        <img
          src={row.original.image ?? DEFAULT_PROPERTY_IMAGE}
          onError={fallbackTo(DEFAULT_PROPERTY_IMAGE)}
          alt=""
          className="size-12 rounded-md border object-cover"
        />
      ),
    },
    {
      accessorKey: 'name',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Name" />,
      cell: ({ row }) => <span className="font-medium">{row.original.name}</span>,
    },
    {
      id: 'address',
      header: 'Address',
      cell: ({ row }) => <span className="line-clamp-2 max-w-xs">{row.original.address}</span>,
    },
    { id: 'ownerName', header: 'Owner', cell: ({ row }) => row.original.ownerName ?? '—' },
    {
      accessorKey: 'propertyType',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Type" />,
      cell: ({ row }) => propertyTypeLabel(row.original.propertyType),
    },
    {
      accessorKey: 'overallRating',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Rating" />,
      cell: ({ row }) => `${formatRating(row.original.overallRating)} / 5`,
    },
    {
      accessorKey: 'reviewCount',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Reviews" />,
      cell: ({ row }) => row.original.reviewCount,
    },
    {
      accessorKey: 'isActive',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Status" />,
      cell: ({ row }) =>
        row.original.isActive ? <Badge variant="success">Active</Badge> : <Badge variant="secondary">Inactive</Badge>,
    },
    {
      accessorKey: 'createdAt',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Created" />,
      cell: ({ row }) => formatDate(row.original.createdAt),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <DataTableRowActions
          label={row.original.name}
          actions={[
            { label: 'Edit', onSelect: () => act.edit(row.original) },
            { label: 'Delete', destructive: true, onSelect: () => act.remove(row.original) },
          ]}
        />
      ),
    },
  ];
}
