import { useState } from 'react';
import { ImageGallery } from '@/components/gallery/image-gallery';
import { PhotoThumbnails } from '@/components/gallery/photo-thumbnails';
import { StarRating } from '@/components/star-rating';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { formatDate } from '@/lib/format';
import { ADMIN_MESSAGES } from '@/shared/admin-text';
import { titleCaseEnum } from '@/shared/enums';
import { LIMITS } from '@/shared/limits';
import { MODERATION_MESSAGES, type RejectionValues, rejectionText } from '@/shared/moderation';
import type { ModerationStatus } from '../api/update-review-status';
import { RejectReasonForm } from './reject-reason-form';
import { ReviewStatusBadge } from './review-status-badge';
import { PossibleCopyPanel } from './possible-copy';
import { TenancyProofPanel } from './tenancy-proof-panel';
import { type AdminReview, moderationOptions, reviewerName } from './reviews-columns';

const SUB_RATINGS = [
  ['responsivenessRating', 'Responsiveness'],
  ['depositFairnessRating', 'Deposit fairness'],
  ['agentHonestyRating', 'Agent honesty'],
  ['agentHelpfulnessRating', 'Agent helpfulness'],
  ['agentProfessionalismRating', 'Agent professionalism'],
  ['conditionOnMoveInRating', 'Condition on move-in'],
  ['cleanlinessRating', 'Cleanliness'],
] as const;
const ENUM_FIELDS = [
  ['privacyRating', 'Privacy'],
  ['noiseLevel', 'Noise level'],
  ['pestIssue', 'Pest issues'],
  ['repairsDone', 'Repairs'],
] as const;

/**
 * The review in full with approve (unless APPROVED) and reject (unless REJECTED): hero image, up to
 * 4 photos with '+N' for the rest, each opening the full-screen gallery (arrow keys, Escape).
 */
export function ReviewDetailDialog({
  review,
  busy,
  onModerate,
  onReject,
  onClose,
}: {
  review: AdminReview;
  busy: boolean;
  onModerate: (review: AdminReview, status: ModerationStatus) => void;
  /** Reject with the reason chosen in this dialog. */
  onReject: (review: AdminReview, rejection: RejectionValues) => Promise<unknown>;
  onClose: () => void;
}) {
  const can = moderationOptions(review, false);
  const [galleryAt, setGalleryAt] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const hero = review.property.thumbnailUrl ?? review.images[0]?.imageUrl;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{review.title}</DialogTitle>
          <DialogDescription>
            {review.isAnonymous ? 'Anonymous review' : 'Review'} of {review.property.apartmentName}
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-4 text-sm">
          <ReviewStatusBadge status={review.status} />
          {hero && (
            <img src={hero} alt={review.property.apartmentName} className="h-40 w-full rounded-md object-cover" />
          )}
          <PhotoThumbnails images={review.images} max={LIMITS.modalThumbnails} onOpen={setGalleryAt} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-muted-foreground">Reviewer</dt>
            <dd>{reviewerName(review)}</dd>
            <dt className="text-muted-foreground">Property</dt>
            <dd>{review.property.apartmentName}</dd>
            <dt className="text-muted-foreground">Submitted</dt>
            <dd>{formatDate(review.createdAt)}</dd>
          </dl>
          <div className="flex items-center gap-2">
            <span className="font-medium">Overall</span>
            <StarRating value={review.overallRating} />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {SUB_RATINGS.filter(([key]) => review[key] !== null).map(([key, label]) => (
              <div key={key} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd>
                  <StarRating value={review[key] ?? 0} />
                </dd>
              </div>
            ))}
            {ENUM_FIELDS.filter(([key]) => review[key] !== null).map(([key, label]) => (
              <div key={key} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd>{titleCaseEnum(review[key] ?? '')}</dd>
              </div>
            ))}
          </dl>
          <p className="whitespace-pre-line">{review.body.trim() || ADMIN_MESSAGES.noComment}</p>
          {review.status === 'REJECTED' && review.rejectionReason && (
            <p>
              <span className="font-medium">Rejected: </span>
              {rejectionText(review.rejectionReason, review.rejectionNote)}
            </p>
          )}
        </div>
        <TenancyProofPanel review={review} />
        <PossibleCopyPanel review={review} />
        {rejecting ? (
          <section aria-labelledby="reject-heading" className="space-y-3 border-t pt-4">
            <h3 id="reject-heading" className="font-medium">
              {MODERATION_MESSAGES.rejectTitle}
            </h3>
            <p className="text-sm text-muted-foreground">{MODERATION_MESSAGES.rejectDescription}</p>
            <RejectReasonForm onReject={(values) => onReject(review, values)} onCancel={() => setRejecting(false)} />
          </section>
        ) : (
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
            {can.reject && (
              <Button variant="destructive" disabled={busy} onClick={() => setRejecting(true)}>
                Reject
              </Button>
            )}
            {can.approve && (
              <Button disabled={busy} onClick={() => onModerate(review, 'APPROVED')}>
                Approve
              </Button>
            )}
          </DialogFooter>
        )}
      </DialogContent>
      {galleryAt !== null && (
        <ImageGallery images={review.images} startIndex={galleryAt} onClose={() => setGalleryAt(null)} />
      )}
    </Dialog>
  );
}
