import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { REVIEW_FORM_MESSAGES } from '@/shared/review-form-text';
import { allReviewsKey } from './review-keys';

/** Deletes one photo of the renter's review; the review (and every list showing it) is reloaded. */
export function useDeleteReviewImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (imageId: string) =>
      unwrap(
        api.DELETE('/api/v1/reviews/review-img/{imageId}', { params: { path: { imageId } } }),
        REVIEW_FORM_MESSAGES.imageDeleteFailed,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allReviewsKey }),
  });
}
