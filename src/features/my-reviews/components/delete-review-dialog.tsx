import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { errorMessage } from '@/lib/api-error';
import { REVIEW_FORM_MESSAGES as M } from '@/shared/review-form-text';
import { useDeleteReview } from '../api/delete-review';

/** The spec's delete confirmation; Yes deletes and closes, with a toast either way. */
export function DeleteReviewDialog({ reviewId, onClose }: { reviewId: string | null; onClose: () => void }) {
  const remove = useDeleteReview();
  return (
    <AlertDialog open={reviewId !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{M.deleteConfirmTitle}</AlertDialogTitle>
          <AlertDialogDescription>{M.deleteConfirmBody}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={remove.isPending}
            onClick={(e) => {
              // Stay open until the server answers.
              e.preventDefault();
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
          >
            Yes
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
