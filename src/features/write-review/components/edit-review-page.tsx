import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { PagePending } from '@/components/page-pending';
import { ApiError } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { REVIEW_MESSAGES } from '@/shared/reviews-text';
import { REVIEW_FORM_MESSAGES as M } from '@/shared/review-form-text';
import { reviewQueryOptions } from '../api/get-review';
import { ReviewEditForm } from './review-edit-form';

/** /edit-review/{reviewId}: loads the review, then the same form with the property fields locked. */
export function EditReviewPage({ reviewId }: { reviewId: string }) {
  useDocumentTitle('Edit your review');
  const review = useQuery(reviewQueryOptions(reviewId));
  useEffect(() => {
    if (review.isError) toast.error(M.reviewLoadFailedToast);
  }, [review.isError]);

  if (review.isPending) return <PagePending label="Loading..." />;
  if (review.isError) {
    const notFound = review.error instanceof ApiError && review.error.status === 404;
    return (
      <div className="mx-auto flex min-h-[40vh] max-w-md flex-col items-center justify-center gap-3 px-4 text-center">
        <p role="alert" className="text-lg font-medium">
          {notFound ? REVIEW_MESSAGES.reviewNotFound : M.reviewFetchError}
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Edit your review</h1>
        <p className="text-muted-foreground">{review.data.property.name}</p>
      </header>
      <ReviewEditForm review={review.data} />
    </div>
  );
}
