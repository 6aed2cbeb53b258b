import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { StarRating } from '@/components/star-rating';
import { formatStayRange } from '@/lib/format';

/** What the thanks dialog shows of the review just submitted. */
export interface SubmittedReview {
  title: string;
  body: string;
  overallRating: number;
  /** 'Anonymous' when posted anonymously. */
  reviewer: string;
  propertyName: string;
  stayStartDate?: string | null;
  stayEndDate?: string | null;
}

interface ReviewThanksDialogProps {
  review: SubmittedReview | null;
  /** How many reviews the renter has now (null while unknown, e.g. offline). */
  reviewCount: number | null;
  /** Shown when the review waits in the outbox for a connection. */
  queuedMessage?: string;
  onClose: () => void;
}

/** 'Thanks for your review!': the submitted review and the way to the renter's reviews. */
export function ReviewThanksDialog({ review, reviewCount, queuedMessage, onClose }: ReviewThanksDialogProps) {
  return (
    <Dialog open={review !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Thanks for your review!</DialogTitle>
          <DialogDescription>
            {queuedMessage ??
              (reviewCount === null
                ? 'Your review is pending approval.'
                : `You have written ${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}. This one is pending approval.`)}
          </DialogDescription>
        </DialogHeader>
        {review && (
          <article className="grid gap-2 rounded-lg border bg-muted/40 p-4 text-sm" aria-label="Your review">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <StarRating value={review.overallRating} />
              <span className="text-muted-foreground">{review.propertyName}</span>
            </div>
            <h3 className="text-base font-semibold break-words">{review.title}</h3>
            <p className="line-clamp-4 break-words whitespace-pre-line">{review.body}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-muted-foreground">
              <dt>Reviewer</dt>
              <dd data-testid="thanks-reviewer">{review.reviewer}</dd>
              <dt>Stayed</dt>
              <dd data-testid="thanks-stay">{formatStayRange(review.stayStartDate, review.stayEndDate)}</dd>
            </dl>
          </article>
        )}
        <DialogFooter>
          <Button asChild>
            <Link to="/my-review">See Your Reviews</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
