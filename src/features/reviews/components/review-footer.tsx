import type { PublicReview } from '../types';
import { ReviewActions } from './review-actions';
import { ReviewByline } from './review-byline';

/** The author and the like/share/report actions, closing a review card and the review modal. */
export function ReviewFooter({ review }: { review: PublicReview }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-3">
      <ReviewByline review={review} className="text-sm" />
      <ReviewActions review={review} />
    </div>
  );
}
