import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { MODERATION_MESSAGES, type RejectionValues } from '@/shared/moderation';
import { RejectReasonForm } from './reject-reason-form';
import type { AdminReview } from './reviews-columns';

/** The list's Reject action: asks for the reason before anything is sent. */
export function RejectReviewDialog({
  review,
  onReject,
  onClose,
}: {
  review: AdminReview;
  onReject: (review: AdminReview, rejection: RejectionValues) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{MODERATION_MESSAGES.rejectTitle}</DialogTitle>
          <DialogDescription>
            “{review.title}”. {MODERATION_MESSAGES.rejectDescription}
          </DialogDescription>
        </DialogHeader>
        <RejectReasonForm onReject={(values) => onReject(review, values)} onCancel={onClose} />
      </DialogContent>
    </Dialog>
  );
}
