import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { REVIEW_FORM_MESSAGES as M } from '@/shared/review-form-text';
import { useDeleteReview } from '../api/delete-review';

/** The spec's delete confirmation; Yes deletes and closes, with a toast either way. */
export function DeleteReviewDialog({ reviewId, onClose }: { reviewId: string | null; onClose: () => void }) {
  const remove = useDeleteReview();
  return (
    <ConfirmDialog
      open={reviewId !== null}
      title={M.deleteConfirmTitle}
      description={M.deleteConfirmBody}
      confirmLabel="Yes"
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!reviewId) return;
        remove.mutate(reviewId, {
          onSuccess: (res) => {
            toast.success(res.message || M.deleted);
            onClose();
          },
          onError: (error) => {
            toast.error(errorMessage(error, M.deleteFailed));
            onClose();
          },
        });
      }}
    />
  );
}
