import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import { DataTable } from '@/components/data-table/data-table';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { useTableUrlState } from '@/components/data-table/use-table-url-state';
import { errorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { AdminTableSearch } from '@/shared/admin-tables';
import { ADMIN_MESSAGES, reviewStatusUpdated } from '@/shared/admin-text';
import { type ReviewSortKey, reviewsQueryOptions } from '../api/get-reviews';
import { type ModerationStatus, useModerateReview } from '../api/update-review-status';
import type { RejectionValues } from '@/shared/moderation';
import { RejectReviewDialog } from './reject-review-dialog';
import { ReviewDetailDialog } from './review-detail-dialog';
import { type AdminReview, reviewsColumns } from './reviews-columns';

/** The reviews list, or (with `anonymous`) the anonymous reviews list. */
export function ReviewsPage({ search, anonymous }: { search: AdminTableSearch<ReviewSortKey>; anonymous: boolean }) {
  const title = anonymous ? 'Anonymous reviews' : 'Reviews';
  useDocumentTitle(title);
  const state = useTableUrlState(search);
  const query = useQuery(reviewsQueryOptions(search, anonymous));
  const moderation = useModerateReview();
  const [open, setOpen] = useState<AdminReview | null>(null);

  const [rejecting, setRejecting] = useState<AdminReview | null>(null);

  const { mutate, mutateAsync, isPending } = moderation;
  /** Reject with a reason: errors go back to the reason form (which shows them). */
  const reject = useCallback(
    async (review: AdminReview, rejection: RejectionValues) => {
      await mutateAsync({ id: review.id, status: 'REJECTED', anonymous: anonymous && review.isAnonymous, rejection });
      toast.success(reviewStatusUpdated('REJECTED'));
      setOpen((current) => (current?.id === review.id ? null : current));
      setRejecting(null);
    },
    [anonymous, mutateAsync],
  );
  /** Approve at once; Reject first asks for the reason. */
  const moderate = useCallback(
    (review: AdminReview, status: ModerationStatus) =>
      status === 'REJECTED'
        ? setRejecting(review)
        : mutate(
            { id: review.id, status, anonymous: anonymous && review.isAnonymous },
            {
              onSuccess: () => {
                toast.success(reviewStatusUpdated(status));
                setOpen((current) => (current?.id === review.id ? null : current));
              },
              onError: (error) =>
                toast.error(
                  errorMessage(
                    error,
                    anonymous ? ADMIN_MESSAGES.reviewProcessFailed : ADMIN_MESSAGES.reviewStatusFailed,
                  ),
                ),
            },
          ),
    [anonymous, mutate],
  );
  const columns = useMemo(
    () => reviewsColumns(anonymous, { view: setOpen, moderate, busy: isPending }),
    [anonymous, moderate, isPending],
  );

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <DataTableToolbar
        search={search.search}
        onSearch={state.setSearch}
        label={`Search ${title.toLowerCase()}`}
        placeholder="Search by title, property or reviewer"
      />
      {query.isError && !query.data ? (
        <p role="alert" className="text-destructive">
          {errorMessage(query.error, ADMIN_MESSAGES.reviewsFetchFailed)}
        </p>
      ) : (
        <DataTable
          label={title}
          columns={columns}
          rows={query.data?.reviews}
          page={query.data?.pagination}
          state={state}
          isFetching={query.isFetching}
          getRowId={(r) => r.id}
          empty={search.search ? `No reviews found for "${search.search}"` : ADMIN_MESSAGES.noData}
        />
      )}
      {open && (
        <ReviewDetailDialog
          review={open}
          busy={moderation.isPending}
          onModerate={moderate}
          onReject={reject}
          onClose={() => setOpen(null)}
        />
      )}
      {rejecting && <RejectReviewDialog review={rejecting} onReject={reject} onClose={() => setRejecting(null)} />}
    </div>
  );
}
