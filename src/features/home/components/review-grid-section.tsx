import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { type ComponentType, lazy, Suspense, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@/components/section-states';
import { errorMessage } from '@/lib/api-error';
import { holdFirstRender } from '@/lib/first-render';
import type { PropertyType } from '@/shared/enums';
import type { PublicReview } from '@/features/reviews/types';

// The cards (rating, badges, byline) are not needed for the first paint, only once reviews arrive:
// their code stays out of the first page's JavaScript (issue 22) and the home route's loader
// requests it together with the reviews, so it does not wait for them.
// Once loaded, the cards render without suspending, so a server-rendered home page is redrawn as it is.
let HomeReviewCard: ComponentType<{ review: PublicReview }> = lazy(() =>
  loadReviewCard().then(() => ({ default: HomeReviewCard })),
);
const loadReviewCard = () =>
  import('@/features/reviews/components/home-review-card').then((m) => {
    HomeReviewCard = m.HomeReviewCard;
  });

/** Starts loading the review cards' code (the home route's loader, beside the reviews' data). */
export function preloadReviewCards() {
  holdFirstRender(loadReviewCard());
}

interface ReviewGridSectionProps {
  id: string;
  title: string;
  description?: ReactNode;
  query: UseQueryResult<PublicReview[]>;
  loadingLabel: string;
  /** Error text; the server's message is used when absent. */
  errorText?: string;
  /** Text for an empty list; without it the section renders nothing when empty. */
  emptyText?: string;
  /** 'View More' goes to the listing filtered by this type. */
  viewMoreType?: PropertyType;
  /**
   * While loading, the section is at least a screen tall: what follows it waits below the fold
   * instead of jumping down when the cards arrive (layout shift). For a section near the top.
   */
  reserveScreen?: boolean;
}

/** A home section: heading, a 1/2/3-column grid of review cards, and its own loading/error/empty states. */
export function ReviewGridSection({
  id,
  title,
  description,
  query,
  loadingLabel,
  errorText,
  emptyText,
  viewMoreType,
  reserveScreen = false,
}: ReviewGridSectionProps) {
  const loading = <LoadingState label={loadingLabel} className={reserveScreen ? 'min-h-dvh items-start' : undefined} />;
  if (query.isSuccess && query.data.length === 0 && emptyText === undefined) return null;
  return (
    <section aria-labelledby={id} className="mx-auto w-full max-w-7xl px-4 py-12">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h2>
          {description && <p className="mt-1 text-muted-foreground">{description}</p>}
        </div>
        {viewMoreType && (
          <Button asChild variant="outline">
            <Link to="/properties-listing" search={{ type: viewMoreType }}>
              View More <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        )}
      </div>
      {query.isPending ? (
        loading
      ) : query.isError ? (
        <ErrorState message={errorText ?? errorMessage(query.error)} />
      ) : query.data.length === 0 ? (
        <EmptyState title={emptyText ?? ''} />
      ) : (
        <Suspense fallback={loading}>
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {query.data.map((review) => (
              <li key={review.id} className="render-near-viewport">
                <HomeReviewCard review={review} />
              </li>
            ))}
          </ul>
        </Suspense>
      )}
    </section>
  );
}
