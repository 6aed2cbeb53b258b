import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Previous/next photo buttons over a photo, shown only when there is more than one. */
export function CarouselNavButtons({ count, onStep }: { count: number; onStep: (delta: number) => void }) {
  if (count <= 1) return null;
  return (
    <>
      <Button
        variant="secondary"
        size="icon"
        aria-label="Previous photo"
        onClick={() => onStep(-1)}
        className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full"
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      <Button
        variant="secondary"
        size="icon"
        aria-label="Next photo"
        onClick={() => onStep(1)}
        className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full"
      >
        <ChevronRight aria-hidden="true" />
      </Button>
    </>
  );
}
