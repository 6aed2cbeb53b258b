import { MapPin } from 'lucide-react';
import type { MouseEvent } from 'react';
import { truncate } from '@/lib/format';
import { MonthYear } from '@/components/month-year';
import { LIMITS } from '@/shared/limits';
import type { PublicReview } from '../types';
import { ReviewFooter } from './review-footer';
import { PhotoThumbnails } from '@/components/gallery/photo-thumbnails';
import { StarRating } from '@/components/star-rating';
import { VerifiedTenantBadge } from './verified-tenant-badge';

interface ReviewCardProps {
  review: PublicReview;
  /** Opens the review modal. */
  onOpen: () => void;
  /** Opens the full-screen gallery at a photo. */
  onOpenGallery: (index: number) => void;
}

/** A review on the property page; clicking it (or its title, or 'Read More..') opens the modal. */
export function ReviewCard({ review, onOpen, onOpenGallery }: ReviewCardProps) {
  const long = review.body.length > LIMITS.propertyCardBodyPreview;
  const titleId = `review-${review.id}-title`;

  function onCardClick(e: MouseEvent<HTMLElement>) {
    // React bubbles clicks out of portals (menus, dialogs); only clicks on the card itself count.
    if (!e.currentTarget.contains(e.target as Node)) return;
    onOpen();
  }

  return (
    <article
      aria-labelledby={titleId}
      onClick={onCardClick}
      className="cursor-pointer space-y-3 rounded-xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex flex-wrap items-center gap-2">
          <StarRating value={review.overallRating} />
          <VerifiedTenantBadge verified={review.verifiedTenant} />
        </span>
        <MonthYear value={review.createdAt} className="text-sm text-muted-foreground" />
      </div>
      <h3 id={titleId} className="text-lg leading-snug font-semibold">
        <button
          type="button"
          onClick={(e) => {
            e.stopPropagation();
            onOpen();
          }}
          className="text-left hover:underline focus-visible:underline focus-visible:outline-none"
        >
          {review.title}
        </button>
      </h3>
      <p className="text-sm leading-relaxed whitespace-pre-line text-foreground/90">
        {truncate(review.body, LIMITS.propertyCardBodyPreview)}
        {long && (
          <>
            {' '}
            <button
              type="button"
              onClick={(e) => {
                e.stopPropagation();
                onOpen();
              }}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Read More..
            </button>
          </>
        )}
      </p>
      <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {review.property.address}
      </p>
      <PhotoThumbnails images={review.images} max={LIMITS.cardThumbnails} onOpen={onOpenGallery} />
      <ReviewFooter review={review} />
    </article>
  );
}
