import { residentLabel } from '@/lib/format';
import { reviewAuthorName } from '../review-author';
import type { PublicReview } from '../types';

/** 'Name · Resident type', under every review. */
export function ReviewByline({ review, className }: { review: PublicReview; className?: string }) {
  return (
    <p className={className}>
      <span className="font-medium">{reviewAuthorName(review)}</span>
      <span className="text-muted-foreground"> · {residentLabel(review.property.propertyType)}</span>
    </p>
  );
}
