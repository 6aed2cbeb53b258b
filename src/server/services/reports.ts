import { and, eq, sql } from 'drizzle-orm';
import { REVIEW_MESSAGES } from '../../shared/reviews';
import type { Db } from '../db/client';
import { properties, reviewReports, reviews } from '../db/schema';
import { conflict, notFound } from '../lib/errors';
import { publicReviewWhere } from './reviews-query';

export interface ReportInput {
  reason: string;
  details?: string;
}

/** Files a report on a public review; one open (PENDING) report per user and review. */
export async function reportReview(db: Db, reviewId: string, userId: string, input: ReportInput): Promise<void> {
  const [review] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .innerJoin(properties, eq(properties.id, reviews.propertyId))
    .where(and(eq(reviews.id, reviewId), publicReviewWhere))
    .limit(1);
  if (!review) throw notFound(REVIEW_MESSAGES.reviewNotFound);

  // The partial unique index (review, user) WHERE status = 'PENDING' settles races between two submits.
  const inserted = await db
    .insert(reviewReports)
    .values({ reviewId, userId, reason: input.reason, details: input.details || null })
    .onConflictDoNothing({
      target: [reviewReports.reviewId, reviewReports.userId],
      where: sql`status = 'PENDING'`,
    })
    .returning({ id: reviewReports.id });
  if (inserted.length === 0) throw conflict(REVIEW_MESSAGES.alreadyReported);
}
