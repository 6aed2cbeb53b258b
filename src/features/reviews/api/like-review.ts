import { type QueryClient, useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { MESSAGES } from '@/shared/messages';
import type { PublicReview } from '../types';
import { type PropertyReviewsPage, propertyReviewsKey } from './get-property-reviews';

type LikeState = Pick<PublicReview, 'likesCount' | 'likedByUser'>;

export const likeReviewKey = (reviewId: string) => ['reviews', 'like', reviewId] as const;

/** POST /reviews/{id}/like: toggles the signed-in user's like; answers likesCount and liked. */
export async function likeReview(reviewId: string) {
  const call = api.POST('/api/v1/reviews/{id}/like', { params: { path: { id: reviewId } } });
  return (await unwrap(call, MESSAGES.genericError)).data;
}

/** Writes a review's like state into every cached page that shows it (card and modal read these). */
function patchCachedReview(queryClient: QueryClient, reviewId: string, patch: LikeState) {
  queryClient.setQueriesData<PropertyReviewsPage>({ queryKey: propertyReviewsKey }, (page) =>
    page?.reviews.some((r) => r.id === reviewId)
      ? { ...page, reviews: page.reviews.map((r) => (r.id === reviewId ? { ...r, ...patch } : r)) }
      : page,
  );
}

/**
 * Toggles a like: flips at once, then takes the server's likesCount/liked, or reverts on failure.
 * The caller ignores clicks while `useIsLiking(id)` is true.
 */
export function useLikeReview(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: likeReviewKey(reviewId),
    mutationFn: (_current: LikeState) => likeReview(reviewId),
    onMutate: async (current) => {
      await queryClient.cancelQueries({ queryKey: propertyReviewsKey });
      patchCachedReview(queryClient, reviewId, {
        likedByUser: !current.likedByUser,
        likesCount: Math.max(0, current.likesCount + (current.likedByUser ? -1 : 1)),
      });
      return { previous: current };
    },
    onSuccess: (data) =>
      patchCachedReview(queryClient, reviewId, { likesCount: data.likesCount, likedByUser: data.liked }),
    onError: (_error, _vars, context) => {
      if (context) patchCachedReview(queryClient, reviewId, context.previous);
    },
  });
}

export function useIsLiking(reviewId: string): boolean {
  return useIsMutating({ mutationKey: likeReviewKey(reviewId) }) > 0;
}
