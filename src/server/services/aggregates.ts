import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/**
 * Recomputes a property's stored rating aggregates from its APPROVED reviews. Called inside the same
 * transaction as every review status change, edit or delete, so reads never scan reviews.
 */
export async function refreshPropertyAggregates(tx: DbOrTx, propertyId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE properties p SET
      review_count = a.n,
      rating_sum = a.total,
      rating1_count = a.c1, rating2_count = a.c2, rating3_count = a.c3, rating4_count = a.c4, rating5_count = a.c5,
      overall_rating = CASE WHEN a.n = 0 THEN 0 ELSE round(a.total::numeric / a.n, 1)::double precision END,
      updated_at = now()
    FROM (
      SELECT count(*)::int AS n,
             coalesce(sum(overall_rating), 0)::int AS total,
             count(*) FILTER (WHERE overall_rating = 1)::int AS c1,
             count(*) FILTER (WHERE overall_rating = 2)::int AS c2,
             count(*) FILTER (WHERE overall_rating = 3)::int AS c3,
             count(*) FILTER (WHERE overall_rating = 4)::int AS c4,
             count(*) FILTER (WHERE overall_rating = 5)::int AS c5
      FROM reviews WHERE property_id = ${propertyId} AND status = 'APPROVED'
    ) a
    WHERE p.id = ${propertyId}`);
}

export interface RatingCounts {
  reviewCount: number;
  rating1Count: number;
  rating2Count: number;
  rating3Count: number;
  rating4Count: number;
  rating5Count: number;
}

/** Stored counts -> `[{ stars: 5, percentage }, ... { stars: 1 }]`, percentages rounded to integers. */
export function ratingsDistribution(p: RatingCounts): { stars: number; percentage: number }[] {
  const counts = [p.rating5Count, p.rating4Count, p.rating3Count, p.rating2Count, p.rating1Count];
  return counts.map((count, i) => ({
    stars: 5 - i,
    percentage: p.reviewCount === 0 ? 0 : Math.round((count / p.reviewCount) * 100),
  }));
}
