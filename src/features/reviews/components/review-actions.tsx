import type { PublicReview } from '../types';
import { LikeButton } from './like-button';
import { ReportReviewButton } from './report-review-button';
import { ShareMenu } from './share-menu';

/** Like, share and report, as on review cards and in the review modal. */
export function ReviewActions({ review }: { review: PublicReview }) {
  return (
    <div className="flex flex-wrap items-center gap-1">
      <LikeButton review={review} />
      <ShareMenu slug={review.property.slug} address={review.property.address} />
      <ReportReviewButton reviewId={review.id} />
    </div>
  );
}
