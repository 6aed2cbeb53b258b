import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { truncate } from '@/lib/format';
import { MonthYear } from '@/components/month-year';
import { LIMITS } from '@/shared/limits';
import type { PublicReview } from '../types';
import { CarouselNavButtons } from '@/components/gallery/carousel-nav-buttons';
import { PhotoThumbnails } from '@/components/gallery/photo-thumbnails';
import { useWrappingIndex } from '@/components/gallery/use-wrapping-index';
import { ReviewFooter } from './review-footer';
import { StarRating } from '@/components/star-rating';
import { VerifiedTenantBadge } from './verified-tenant-badge';

interface ReviewModalProps {
  review: PublicReview;
  onClose: () => void;
  onOpenGallery: (index: number) => void;
}

/** The whole review: photo carousel with counter and thumbnails, title/body with Show more/less, actions. */
export function ReviewModal({ review, onClose, onOpenGallery }: ReviewModalProps) {
  const [expanded, setExpanded] = useState(false);
  const images = review.images;
  const n = images.length;
  const { index, setIndex, step } = useWrappingIndex(n);
  const truncatable = review.title.length > LIMITS.modalTitleMax || review.body.length > LIMITS.modalBodyMax;
  const image = images[index];

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl" onClick={(e) => e.stopPropagation()}>
        {image && (
          <div className="space-y-2">
            <div className="relative overflow-hidden rounded-lg bg-muted">
              <button
                type="button"
                onClick={() => onOpenGallery(index)}
                aria-label={`View photo ${index + 1} of ${n} full screen`}
                className="block w-full"
              >
                <img src={image.imageUrl} alt="" className="aspect-video w-full object-cover" />
              </button>
              <CarouselNavButtons count={n} onStep={step} />
              <span
                aria-live="polite"
                data-testid="carousel-counter"
                className="absolute right-2 bottom-2 rounded bg-black/70 px-2 py-0.5 text-xs font-medium text-white"
              >
                {index + 1} / {n}
              </span>
            </div>
            <PhotoThumbnails
              images={images}
              max={LIMITS.modalThumbnails}
              activeIndex={index}
              onOpen={(i) => {
                setIndex(i);
                onOpenGallery(i);
              }}
            />
          </div>
        )}
        <DialogHeader className="text-left">
          <div className="flex flex-wrap items-center gap-3">
            <StarRating value={review.overallRating} />
            <VerifiedTenantBadge verified={review.verifiedTenant} />
            <MonthYear value={review.createdAt} className="text-sm text-muted-foreground" />
          </div>
          <DialogTitle className="text-xl leading-snug">
            {expanded ? review.title : truncate(review.title, LIMITS.modalTitleMax)}
          </DialogTitle>
          <DialogDescription className="flex items-start gap-1.5">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {review.property.address}
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-2">
          <p className="text-sm leading-relaxed whitespace-pre-line">
            {expanded ? review.body : truncate(review.body, LIMITS.modalBodyMax)}
          </p>
          {truncatable && (
            <Button
              variant="link"
              className="h-auto p-0"
              aria-expanded={expanded}
              onClick={() => setExpanded((v) => !v)}
            >
              {expanded ? 'Show less' : 'Show more'}
            </Button>
          )}
        </div>
        <ReviewFooter review={review} />
      </DialogContent>
    </Dialog>
  );
}
