import { Link } from '@tanstack/react-router';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { StarRating } from '@/components/star-rating';
import { ImageGallery } from '@/components/gallery/image-gallery';
import { PhotoThumbnails } from '@/components/gallery/photo-thumbnails';
import { formatDate, formatStayRange, truncate } from '@/lib/format';
import { LIMITS } from '@/shared/limits';
import { MODERATION_MESSAGES, rejectionText } from '@/shared/moderation';
import { VERIFICATION_LABELS } from '@/shared/tenancy-proof';
import type { MyReview } from '../types';
import { ReviewStatusBadge } from './review-status-badge';

/**
 * One of the renter's reviews: status, dates, the body clamped at 250 characters, up to 4 photos
 * (+N) opening a lightbox, and Edit / Delete while it is APPROVED (the only state an author may change).
 */
export function MyReviewCard({ review, onDelete }: { review: MyReview; onDelete: (id: string) => void }) {
  const [expanded, setExpanded] = useState(false);
  const [galleryAt, setGalleryAt] = useState<number | null>(null);
  const long = review.body.length > LIMITS.myReviewBodyClamp;
  const titleId = `my-review-${review.id}-title`;
  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h3 id={titleId} className="text-lg leading-snug font-semibold break-words">
            {review.title}
          </h3>
          <p className="text-sm text-muted-foreground">{formatDate(review.createdAt)}</p>
        </div>
        <ReviewStatusBadge status={review.status} />
      </div>
      {review.status === 'REJECTED' && review.rejectionReason && (
        <p role="note" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
          <span className="font-medium">{MODERATION_MESSAGES.authorReasonHeading}:</span>{' '}
          {rejectionText(review.rejectionReason, review.rejectionNote)}
        </p>
      )}
      <p className="text-sm">
        <span className="font-medium">For:</span> {review.property.address}
      </p>
      {review.verification !== 'NONE' && (
        <p className="text-sm" data-testid="verification-status">
          <span className="font-medium">Tenancy:</span> {VERIFICATION_LABELS[review.verification]}
        </p>
      )}
      <StarRating value={review.overallRating} />
      {review.stayStartDate && review.stayEndDate && (
        <p className="text-sm">
          <span className="font-medium">Date of Staying:</span>{' '}
          {formatStayRange(review.stayStartDate, review.stayEndDate)}
        </p>
      )}
      <p className="text-sm leading-relaxed break-words whitespace-pre-line">
        {expanded || !long ? review.body : truncate(review.body, LIMITS.myReviewBodyClamp)}
        {long && (
          <>
            {' '}
            <button
              type="button"
              aria-expanded={expanded}
              onClick={() => setExpanded((v) => !v)}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {expanded ? 'Read Less' : 'Read More'}
            </button>
          </>
        )}
      </p>
      <PhotoThumbnails images={review.images} max={LIMITS.modalThumbnails} onOpen={setGalleryAt} />
      {galleryAt !== null && (
        <ImageGallery images={review.images} startIndex={galleryAt} onClose={() => setGalleryAt(null)} />
      )}
      {review.status === 'APPROVED' && (
        <div className="flex gap-2 pt-1">
          <Button asChild variant="outline" size="sm">
            <Link
              to="/edit-review/$reviewId"
              params={{ reviewId: review.id }}
              aria-label={`Edit review ${review.title}`}
            >
              <Pencil aria-hidden="true" /> Edit
            </Link>
          </Button>
          <Button
            type="button"
            variant="destructive"
            size="sm"
            onClick={() => onDelete(review.id)}
            aria-label={`Delete review ${review.title}`}
          >
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        </div>
      )}
    </article>
  );
}
