import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/components/home-page';
import { usePageHydrated } from '@/lib/page-hydrated';
import { preloadReviewCards } from '@/features/home/components/review-grid-section';
import { condoReviewsQueryOptions } from '@/features/reviews/api/get-condo-reviews';
import { hdbReviewsQueryOptions } from '@/features/reviews/api/get-hdb-reviews';
import { recentReviewsQueryOptions } from '@/features/reviews/api/get-recent-reviews';

export const Route = createFileRoute('/_main/')({
  // Start all three sections without waiting: the hero renders at once and each section shows its
  // own loading label until its data arrives (prefetchQuery never throws; sections show errors).
  // The cards' code is requested at the same time.
  loader: ({ context: { queryClient } }) => {
    preloadReviewCards();
    void queryClient.prefetchQuery(recentReviewsQueryOptions());
    void queryClient.prefetchQuery(condoReviewsQueryOptions());
    void queryClient.prefetchQuery(hdbReviewsQueryOptions());
  },
  component: HomeRoute,
});

function HomeRoute() {
  usePageHydrated();
  return <HomePage />;
}
