import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@/api-types';
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header';
import type { DataTableFeatures } from '@/components/data-table/data-table-features';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import type { ModerationStatus } from '../api/update-review-status';
import { PossibleCopyMark } from './possible-copy';
import { ReviewStatusBadge } from './review-status-badge';
import { VerificationMark } from './verification-mark';

export type AdminReview = components['schemas']['AdminReview'];

export interface ReviewActions {
  view: (review: AdminReview) => void;
  moderate: (review: AdminReview, status: ModerationStatus) => void;
  busy: boolean;
}

export const reviewerName = (r: AdminReview) => `${r.user.firstName} ${r.user.lastName}`.trim() || 'Unknown User';

/**
 * Which moderation buttons a review offers. The anonymous table shows them only on PENDING rows;
 * everywhere else approve shows unless APPROVED and reject unless REJECTED (admin-back-office.md, 4).
 */
export function moderationOptions(review: AdminReview, pendingOnly: boolean) {
  if (pendingOnly && review.status !== 'PENDING') return { approve: false, reject: false };
  return { approve: review.status !== 'APPROVED', reject: review.status !== 'REJECTED' };
}

/** Columns of the reviews list and of the anonymous reviews list (which adds ID, image and flag). */
export function reviewsColumns(anonymous: boolean, act: ReviewActions): ColumnDef<DataTableFeatures, AdminReview>[] {
  const columns: ColumnDef<DataTableFeatures, AdminReview>[] = [
    {
      accessorKey: 'title',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Title" />,
      cell: ({ row }) => <span className="font-medium">{row.original.title}</span>,
    },
    { id: 'reviewer', header: 'Reviewer', cell: ({ row }) => reviewerName(row.original) },
    { id: 'property', header: 'Property', cell: ({ row }) => row.original.property.apartmentName },
    {
      accessorKey: 'overallRating',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Rating" />,
      cell: ({ row }) => `${row.original.overallRating} / 5`,
    },
    {
      accessorKey: 'status',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Status" />,
      cell: ({ row }) => (
        <span className="flex flex-wrap items-center gap-1">
          <ReviewStatusBadge status={row.original.status} />
          <VerificationMark review={row.original} />
          <PossibleCopyMark review={row.original} />
        </span>
      ),
    },
    {
      accessorKey: 'createdAt',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Submitted" />,
      cell: ({ row }) => formatDate(row.original.createdAt),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => {
        const review = row.original;
        const can = moderationOptions(review, anonymous);
        return (
          <div className="flex gap-1">
            <Button size="sm" variant="outline" onClick={() => act.view(review)} aria-label={`View ${review.title}`}>
              View
            </Button>
            {can.approve && (
              <Button
                size="sm"
                disabled={act.busy}
                onClick={() => act.moderate(review, 'APPROVED')}
                aria-label={`Approve ${review.title}`}
              >
                Approve
              </Button>
            )}
            {can.reject && (
              <Button
                size="sm"
                variant="destructive"
                disabled={act.busy}
                onClick={() => act.moderate(review, 'REJECTED')}
                aria-label={`Reject ${review.title}`}
              >
                Reject
              </Button>
            )}
          </div>
        );
      },
    },
  ];
  if (!anonymous) return columns;
  return [
    {
      id: 'id',
      header: 'ID',
      cell: ({ row }) => <span className="font-mono text-xs">{row.original.id.slice(0, 8)}</span>,
    },
    {
      id: 'image',
      header: 'Image',
      cell: ({ row }) => {
        const image = row.original.images[0]?.thumbUrl ?? row.original.images[0]?.imageUrl;
        return image ? (
          <img src={image} alt="" className="size-10 rounded object-cover" />
        ) : (
          <span className="text-xs text-muted-foreground">No Image</span>
        );
      },
    },
    ...columns.slice(0, 3),
    { id: 'anonymous', header: 'Anonymous', cell: () => 'Yes' },
    ...columns.slice(3),
  ];
}
