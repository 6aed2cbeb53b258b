import { createFileRoute } from '@tanstack/react-router';
import { reviewsQueryOptions } from '@/features/admin-reviews/api/get-reviews';
import { ReviewsPage } from '@/features/admin-reviews/components/reviews-page';
import { adminReviewSortBy, adminTableSearchSchema } from '@/shared/admin-lists';

export const Route = createFileRoute('/admin/reviews/anonymous-review')({
  validateSearch: adminTableSearchSchema(adminReviewSortBy),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(reviewsQueryOptions(deps, true));
  },
  component: function AnonymousReviewsRoute() {
    return <ReviewsPage search={Route.useSearch()} anonymous />;
  },
});
