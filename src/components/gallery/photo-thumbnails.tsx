import { cn } from '@/lib/utils';
import type { GalleryImage } from './gallery-image';

interface PhotoThumbnailsProps {
  images: GalleryImage[];
  /** How many to show; the last one shown carries '+N' for the rest. */
  max: number;
  onOpen: (index: number) => void;
  activeIndex?: number;
  className?: string;
}

/** A row of photo buttons; each opens the full-screen gallery at that photo. */
export function PhotoThumbnails({ images, max, onOpen, activeIndex, className }: PhotoThumbnailsProps) {
  if (images.length === 0) return null;
  const shown = images.slice(0, max);
  const rest = images.length - shown.length;
  return (
    <ul className={cn('flex gap-2', className)} aria-label="Photos">
      {shown.map((image, i) => {
        const more = i === shown.length - 1 && rest > 0;
        return (
          <li key={image.id}>
            <button
              type="button"
              onClick={(e) => {
                e.stopPropagation();
                onOpen(i);
              }}
              aria-label={
                more
                  ? `Open photo ${i + 1} of ${images.length} (+${rest} more)`
                  : `Open photo ${i + 1} of ${images.length}`
              }
              className={cn(
                'relative block size-16 overflow-hidden rounded-md border bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:size-20',
                activeIndex === i && 'ring-2 ring-primary',
              )}
            >
              <img src={image.thumbUrl ?? image.imageUrl} alt="" loading="lazy" className="size-full object-cover" />
              {more && (
                <span
                  aria-hidden="true"
                  className="absolute inset-0 flex items-center justify-center bg-black/60 text-lg font-semibold text-white"
                >
                  +{rest}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
