import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { ReviewImage } from '../types';

interface ImageGalleryProps {
  images: ReviewImage[];
  startIndex: number;
  onClose: () => void;
}

/** Full-screen gallery: left/right arrow keys step (wrapping), Escape closes, focus stays inside. */
export function ImageGallery({ images, startIndex, onClose }: ImageGalleryProps) {
  const [index, setIndex] = useState(startIndex);
  const n = images.length;
  const step = (delta: number) => setIndex((i) => (i + delta + n) % n);
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
          {n > 1 && (
            <>
              <Button
                variant="secondary"
                size="icon"
                aria-label="Previous photo"
                onClick={() => step(-1)}
                className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full"
              >
                <ChevronLeft aria-hidden="true" />
              </Button>
              <Button
                variant="secondary"
                size="icon"
                aria-label="Next photo"
                onClick={() => step(1)}
                className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full"
              >
                <ChevronRight aria-hidden="true" />
              </Button>
            </>
          )}
        </div>
        <p aria-live="polite" className="text-sm font-medium" data-testid="gallery-counter">
          {index + 1} / {n}
        </p>
      </DialogContent>
    </Dialog>
  );
}
