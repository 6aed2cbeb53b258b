import { createFileRoute } from '@tanstack/react-router';
import { reviewsQueryOptions } from '@/features/admin-reviews/api/get-reviews';
import { ReviewsPage } from '@/features/admin-reviews/components/reviews-page';
import { ADMIN_REVIEW_SORT_KEYS } from '@/shared/admin-tables';
import { adminTableSearchSchema } from '@/shared/search-params';

export const Route = createFileRoute('/admin/reviews/anonymous-review')({
  validateSearch: adminTableSearchSchema(ADMIN_REVIEW_SORT_KEYS),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(reviewsQueryOptions(deps, true));
  },
  component: function AnonymousReviewsRoute() {
    return <ReviewsPage search={Route.useSearch()} anonymous />;
  },
});
