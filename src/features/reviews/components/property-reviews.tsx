import { useSuspenseQuery } from '@tanstack/react-query';
import { MessageSquareText } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { EmptyState, QuerySection } from '@/components/section-states';
import { useSession } from '@/lib/session';
import { REVIEW_MESSAGES } from '@/shared/reviews-text';
import { Pager } from '@/components/pager';
import type { ReviewSort } from '@/shared/enums';
import { propertyReviewsQueryOptions } from '../api/get-property-reviews';
import { ReviewCard } from './review-card';
import { ReviewSortSelect } from './review-sort-select';

// Opened on demand: kept out of the page's first load.
const ReviewModal = lazy(() => import('./review-modal').then((m) => ({ default: m.ReviewModal })));
const ImageGallery = lazy(() =>
  import('@/components/gallery/image-gallery').then((m) => ({ default: m.ImageGallery })),
);

interface PropertyReviewsProps {
  propertyId: string;
  page: number;
  sort: ReviewSort;
}

/** The property page's right column: one page of reviews in the chosen order, with its own loading and error states. */
export function PropertyReviews({ propertyId, page, sort }: PropertyReviewsProps) {
  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reviews-heading" className="text-2xl font-bold tracking-tight">
          Reviews
        </h2>
        <ReviewSortSelect sort={sort} />
      </div>
      <QuerySection
        resetKey={`${propertyId}:${page}:${sort}`}
        loadingLabel={REVIEW_MESSAGES.loadingReviews}
        errorTitle={REVIEW_MESSAGES.propertyReviewsFailed}
        errorFallback={REVIEW_MESSAGES.fetchReviewsFailed}
      >
        <ReviewsList propertyId={propertyId} page={page} sort={sort} />
      </QuerySection>
    </section>
  );
}

function ReviewsList({ propertyId, page, sort }: PropertyReviewsProps) {
  const session = useSession();
  const { data } = useSuspenseQuery(
    propertyReviewsQueryOptions({ propertyId, page, sort, viewerId: session?.user.id ?? null }),
  );
  const [openId, setOpenId] = useState<string | null>(null);
  const [gallery, setGallery] = useState<{ reviewId: string; index: number } | null>(null);
  // Read from the query data so likes made in the modal show everywhere at once.
  const openReview = data.reviews.find((r) => r.id === openId);
  const galleryImages = data.reviews.find((r) => r.id === gallery?.reviewId)?.images ?? [];

  if (data.reviews.length === 0) {
    return (
      <EmptyState
        icon={MessageSquareText}
        title="No reviews yet"
        description="Be the first to share what it is like to live here."
      />
    );
  }

  return (
    <>
      <ul className="space-y-4">
        {data.reviews.map((review) => (
          <li key={review.id} className="render-near-viewport">
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
