import { createFileRoute } from '@tanstack/react-router';
import { WriteReviewPage } from '@/features/write-review/components/write-review-page';
import { writeReviewSearchSchema } from '@/shared/search-params';

// Public like /write-review; the property comes from navigation state or is fetched by slug.
export const Route = createFileRoute('/_main/write-review/$slug')({
  validateSearch: writeReviewSearchSchema,
  component: WriteReviewForPropertyRoute,
});

function WriteReviewForPropertyRoute() {
  const { slug } = Route.useParams();
  const { draft } = Route.useSearch();
  return <WriteReviewPage slug={slug} draftId={draft} />;
}
