import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import type { ReportReviewInput } from '@/shared/reviews';
import { REVIEW_MESSAGES } from '@/shared/reviews-text';

/** POST /reviews/{id}/flag ('Reason for Request'): one open report per user and review. */
export function flagReview(reviewId: string, body: ReportReviewInput) {
  return unwrap(
    api.POST('/api/v1/reviews/{id}/flag', { params: { path: { id: reviewId } }, body }),
    REVIEW_MESSAGES.reportFailed,
  );
}

export function useFlagReview(reviewId: string) {
  return useMutation({ mutationFn: (body: ReportReviewInput) => flagReview(reviewId, body) });
}
