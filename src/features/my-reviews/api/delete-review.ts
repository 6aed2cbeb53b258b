import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { propertyReviewsKey } from '@/features/reviews/api/get-property-reviews';
import { REVIEW_FORM_MESSAGES } from '@/shared/review-form-text';
import { myReviewsKey } from './get-my-reviews';
import { userStatsKey } from './get-user-stats';

/** Deletes one of the renter's own APPROVED reviews (and its photos, server side). */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(api.DELETE('/api/v1/reviews/{id}', { params: { path: { id } } }), REVIEW_FORM_MESSAGES.deleteFailed),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myReviewsKey }),
        queryClient.invalidateQueries({ queryKey: userStatsKey }),
        // An approved review counted on its property page and in the property's rating.
        queryClient.invalidateQueries({ queryKey: propertyReviewsKey }),
        queryClient.invalidateQueries({ queryKey: ['properties'] }),
      ]),
  });
}
