import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/components/home-page';
import { condoReviewsQueryOptions } from '@/features/reviews/api/get-condo-reviews';
import { hdbReviewsQueryOptions } from '@/features/reviews/api/get-hdb-reviews';
import { recentReviewsQueryOptions } from '@/features/reviews/api/get-recent-reviews';

export const Route = createFileRoute('/_main/')({
  // Start all three sections without waiting: the hero renders at once and each section shows its
  // own loading label until its data arrives (prefetchQuery never throws; sections show errors).
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(recentReviewsQueryOptions());
    void queryClient.prefetchQuery(condoReviewsQueryOptions());
    void queryClient.prefetchQuery(hdbReviewsQueryOptions());
  },
  component: HomePage,
});
