import { createFileRoute } from '@tanstack/react-router';
import { WriteReviewPage } from '@/features/write-review/components/write-review-page';
import { writeReviewSearchSchema } from '@/shared/search-params';
import { usePageHydrated } from '@/lib/page-hydrated';

// Public on purpose: a draft can be written signed out and offline; publishing is what needs a session.
export const Route = createFileRoute('/_main/write-review/')({
  validateSearch: writeReviewSearchSchema,
  component: WriteReviewRoute,
});

function WriteReviewRoute() {
  usePageHydrated();
  const { draft } = Route.useSearch();
  return <WriteReviewPage draftId={draft} />;
}
