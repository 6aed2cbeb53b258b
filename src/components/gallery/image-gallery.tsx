import type { KeyboardEvent } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { CarouselNavButtons } from './carousel-nav-buttons';
import type { GalleryImage } from './gallery-image';
import { useWrappingIndex } from './use-wrapping-index';

interface ImageGalleryProps {
  images: GalleryImage[];
  startIndex: number;
  onClose: () => void;
}

/** Full-screen gallery: left/right arrow keys step (wrapping), Escape closes, focus stays inside. */
export function ImageGallery({ images, startIndex, onClose }: ImageGalleryProps) {
  const n = images.length;
  const { index, step } = useWrappingIndex(n, startIndex);
  const image = images[index];

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      step(1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      step(-1);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        onKeyDown={onKeyDown}
        onClick={(e) => e.stopPropagation()}
        className="flex h-dvh w-screen max-w-none flex-col items-center justify-center gap-3 rounded-none border-0 bg-black/95 p-4 text-white sm:max-w-none [&>[data-slot=dialog-close]]:text-white"
      >
        <DialogTitle className="sr-only">Photo gallery</DialogTitle>
        <DialogDescription className="sr-only">
          Use the left and right arrow keys to move between photos, Escape to close.
        </DialogDescription>
        <div className="relative flex min-h-0 w-full flex-1 items-center justify-center">
          {image && (
            <img
              key={image.id}
              src={image.imageUrl}
              alt={`Photo ${index + 1} of ${n}`}
              className="max-h-full max-w-full object-contain"
            />
          )}
          <CarouselNavButtons count={n} onStep={step} />
        </div>
        <p aria-live="polite" className="text-sm font-medium" data-testid="gallery-counter">
          {index + 1} / {n}
        </p>
      </DialogContent>
    </Dialog>
  );
}
