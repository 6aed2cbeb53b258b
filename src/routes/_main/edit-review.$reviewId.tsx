import { createFileRoute } from '@tanstack/react-router';
import { requireUser } from '@/features/auth/guards';
import { EditReviewPage } from '@/features/write-review/components/edit-review-page';

export const Route = createFileRoute('/_main/edit-review/$reviewId')({
  beforeLoad: ({ location }) => {
    requireUser(location);
  },
  component: EditReviewRoute,
});

function EditReviewRoute() {
  const { reviewId } = Route.useParams();
  return <EditReviewPage reviewId={reviewId} />;
}
