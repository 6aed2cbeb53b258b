import { createFileRoute } from '@tanstack/react-router';
import { reviewsQueryOptions } from '@/features/admin-reviews/api/get-reviews';
import { ReviewsPage } from '@/features/admin-reviews/components/reviews-page';
import { adminReviewSortBy, adminTableSearchSchema } from '@/shared/admin-lists';

export const Route = createFileRoute('/admin/reviews/list')({
  validateSearch: adminTableSearchSchema(adminReviewSortBy),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(reviewsQueryOptions(deps, false));
  },
  component: function ReviewsListRoute() {
    return <ReviewsPage search={Route.useSearch()} anonymous={false} />;
  },
});
