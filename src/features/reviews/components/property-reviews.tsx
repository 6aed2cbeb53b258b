import { useQueryErrorResetBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { CatchBoundary, type ErrorComponentProps } from '@tanstack/react-router';
import { MessageSquareText } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useSession } from '@/lib/session';
import { REVIEW_MESSAGES } from '@/shared/reviews-text';
import { Pager } from '@/components/pager';
import { propertyReviewsQueryOptions } from '../api/get-property-reviews';
import { ReviewCard } from './review-card';

// Opened on demand: kept out of the page's first load.
const ReviewModal = lazy(() => import('./review-modal').then((m) => ({ default: m.ReviewModal })));
const ImageGallery = lazy(() => import('./image-gallery').then((m) => ({ default: m.ImageGallery })));

interface PropertyReviewsProps {
  propertyId: string;
  page: number;
}

/** The property page's right column: one page of reviews with its own loading and error states. */
export function PropertyReviews({ propertyId, page }: PropertyReviewsProps) {
  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      <h2 id="reviews-heading" className="text-2xl font-bold tracking-tight">
        Reviews
      </h2>
      <CatchBoundary getResetKey={() => `${propertyId}:${page}`} errorComponent={ReviewsError}>
        <Suspense fallback={<ReviewsLoading />}>
          <ReviewsList propertyId={propertyId} page={page} />
        </Suspense>
      </CatchBoundary>
    </section>
  );
}

function ReviewsLoading() {
  return (
    <div className="flex items-center justify-center gap-3 py-12 text-muted-foreground">
      <Spinner label={REVIEW_MESSAGES.loadingReviews} />
      <span aria-hidden="true">{REVIEW_MESSAGES.loadingReviews}</span>
    </div>
  );
}

function ReviewsError({ error, reset }: ErrorComponentProps) {
  const { reset: resetQueries } = useQueryErrorResetBoundary();
  return (
    <div role="alert" className="space-y-3 rounded-xl border border-destructive/30 bg-destructive/5 p-6 text-center">
      <p className="font-medium text-destructive">{REVIEW_MESSAGES.propertyReviewsFailed}</p>
      <p className="text-sm text-muted-foreground">{errorMessage(error, REVIEW_MESSAGES.fetchReviewsFailed)}</p>
      <Button
        variant="outline"
        onClick={() => {
          resetQueries();
          reset();
        }}
      >
        Try again
      </Button>
    </div>
  );
}

function ReviewsList({ propertyId, page }: PropertyReviewsProps) {
  const session = useSession();
  const { data } = useSuspenseQuery(
    propertyReviewsQueryOptions({ propertyId, page, viewerId: session?.user.id ?? null }),
  );
  const [openId, setOpenId] = useState<string | null>(null);
  const [gallery, setGallery] = useState<{ reviewId: string; index: number } | null>(null);
  // Read from the query data so likes made in the modal show everywhere at once.
  const openReview = data.reviews.find((r) => r.id === openId);
  const galleryImages = data.reviews.find((r) => r.id === gallery?.reviewId)?.images ?? [];

  if (data.reviews.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center">
        <MessageSquareText className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-lg font-semibold">No reviews yet</p>
        <p className="text-muted-foreground">Be the first to share what it is like to live here.</p>
      </div>
    );
  }

  return (
    <>
      <ul className="space-y-4">
        {data.reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard
              review={review}
              onOpen={() => setOpenId(review.id)}
              onOpenGallery={(index) => setGallery({ reviewId: review.id, index })}
            />
          </li>
        ))}
      </ul>
      <Pager currentPage={data.pagination.currentPage} totalPages={data.pagination.totalPages} label="Review pages" />
      <Suspense fallback={null}>
        {openReview && (
          <ReviewModal
            review={openReview}
            onClose={() => setOpenId(null)}
            onOpenGallery={(index) => setGallery({ reviewId: openReview.id, index })}
          />
        )}
        {gallery && galleryImages.length > 0 && (
          <ImageGallery images={galleryImages} startIndex={gallery.index} onClose={() => setGallery(null)} />
        )}
      </Suspense>
    </>
  );
}
