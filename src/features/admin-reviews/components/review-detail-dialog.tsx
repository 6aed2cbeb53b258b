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
import { titleCaseEnum } from '@/shared/enums';
import { LIMITS } from '@/shared/limits';
import type { ModerationStatus } from '../api/update-review-status';
import { ReviewStatusBadge } from './review-status-badge';
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

/** The review in full with approve (unless APPROVED) and reject (unless REJECTED). */
export function ReviewDetailDialog({
  review,
  busy,
  onModerate,
  onClose,
}: {
  review: AdminReview;
  busy: boolean;
  onModerate: (review: AdminReview, status: ModerationStatus) => void;
  onClose: () => void;
}) {
  const can = moderationOptions(review, false);
  const shown = review.images.slice(0, LIMITS.modalThumbnails);
  const more = review.images.length - shown.length;
  const hero = review.property.thumbnailUrl;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{review.title}</DialogTitle>
          <DialogDescription>
            {review.isAnonymous ? 'Anonymous review' : 'Review'} of {review.property.apartmentName} by{' '}
            {reviewerName(review)}, submitted {formatDate(review.createdAt)}
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-4 text-sm">
          <ReviewStatusBadge status={review.status} />
          {hero && (
            <img src={hero} alt={review.property.apartmentName} className="h-40 w-full rounded-md object-cover" />
          )}
          {shown.length > 0 && (
            <ul className="flex gap-2" aria-label="Review photos">
              {shown.map((image, i) => (
                <li key={image.id} className="relative">
                  <a href={image.imageUrl} target="_blank" rel="noreferrer" aria-label={`Open photo ${i + 1}`}>
                    <img src={image.thumbUrl ?? image.imageUrl} alt="" className="size-20 rounded object-cover" />
                    {i === shown.length - 1 && more > 0 && (
                      <span className="absolute inset-0 grid place-items-center rounded bg-black/60 font-semibold text-white">
                        +{more}
                      </span>
                    )}
                  </a>
                </li>
              ))}
            </ul>
          )}
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
          <p className="whitespace-pre-line">{review.body.trim() || 'No comment provided.'}</p>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          {can.reject && (
            <Button variant="destructive" disabled={busy} onClick={() => onModerate(review, 'REJECTED')}>
              Reject
            </Button>
          )}
          {can.approve && (
            <Button disabled={busy} onClick={() => onModerate(review, 'APPROVED')}>
              Approve
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
