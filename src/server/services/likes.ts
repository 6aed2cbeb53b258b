import { and, eq, sql } from 'drizzle-orm';
import { REVIEW_MESSAGES } from '../../shared/reviews';
import type { Db } from '../db/client';
import { properties, reviewLikes, reviews } from '../db/schema';
import { notFound } from '../lib/errors';
import { publicReviewWhere } from './reviews-query';

export interface LikeState {
  likesCount: number;
  liked: boolean;
}

/**
 * Likes or unlikes a public review for `userId`. The review row is locked first, so concurrent
 * toggles on one review queue up and likes_count always equals the number of review_likes rows.
 */
export async function toggleLike(db: Db, reviewId: string, userId: string): Promise<LikeState> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .innerJoin(properties, eq(properties.id, reviews.propertyId))
      .where(and(eq(reviews.id, reviewId), publicReviewWhere))
      .for('update', { of: reviews });
    if (!review) throw notFound(REVIEW_MESSAGES.reviewNotFound);

    const inserted = await tx
      .insert(reviewLikes)
      .values({ reviewId, userId })
      .onConflictDoNothing()
      .returning({ reviewId: reviewLikes.reviewId });
    const liked = inserted.length > 0;
    if (!liked) {
      await tx.delete(reviewLikes).where(and(eq(reviewLikes.reviewId, reviewId), eq(reviewLikes.userId, userId)));
    }
    const [updated] = await tx
      .update(reviews)
      .set({ likesCount: sql`${reviews.likesCount} + ${liked ? 1 : -1}` })
      .where(eq(reviews.id, reviewId))
      .returning({ likesCount: reviews.likesCount });
    return { likesCount: updated!.likesCount, liked };
  });
}
