import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import type { ReportReviewInput } from '@/shared/reviews';
import { REVIEW_MESSAGES } from '@/shared/reviews-text';

/** Reports a review ('Reason for Request'); the server keeps one open report per user and review. */
export function useFlagReview(reviewId: string) {
  return useMutation({
    mutationFn: (body: ReportReviewInput) =>
      unwrap(
        api.POST('/api/v1/reviews/{id}/flag', { params: { path: { id: reviewId } }, body }),
        REVIEW_MESSAGES.reportFailed,
      ),
  });
}
