import { createFileRoute } from '@tanstack/react-router';
import { requireUser } from '@/features/auth/guards';
import { myReviewsQueryOptions } from '@/features/my-reviews/api/get-my-reviews';
import { userStatsQueryOptions } from '@/features/my-reviews/api/get-user-stats';
import { MyReviewsPage } from '@/features/my-reviews/components/my-reviews-page';
import { SavedDraftsList } from '@/features/write-review/components/saved-drafts-list';
import { myReviewSearchSchema } from '@/shared/search-params';

export const Route = createFileRoute('/_main/my-review')({
  validateSearch: myReviewSearchSchema,
  beforeLoad: ({ location }) => ({ session: requireUser(location) }),
  // Not awaited: the page shows its own 'Loading your reviews...' and error text beside the profile card.
  loader: ({ context: { queryClient, session } }) => {
    void queryClient.prefetchQuery(myReviewsQueryOptions(session.user.id));
    void queryClient.prefetchQuery(userStatsQueryOptions(session.user.id));
  },
  component: MyReviewRoute,
});

function MyReviewRoute() {
  const { session } = Route.useRouteContext();
  const { page } = Route.useSearch();
  return (
    <MyReviewsPage
      session={session}
      page={page ?? 1}
      drafts={<SavedDraftsList title="Drafts and reviews waiting to be published" />}
    />
  );
}
