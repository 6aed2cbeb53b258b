import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/** Today as a UTC day: the "as of" of the last-12-months figures. */
const TODAY_UTC = sql.raw(`(now() AT TIME ZONE 'UTC')::date`);
/** The start of the last-12-months window: midnight UTC, 12 months before today. */
const RECENT_FROM = sql.raw(`(((now() AT TIME ZONE 'UTC')::date - interval '12 months') AT TIME ZONE 'UTC')`);

/**
 * Recomputes a property's stored rating aggregates from its APPROVED reviews (with how many are by
 * verified tenants), and the same over the last 12 months (as of today, UTC). Called inside the same transaction as every review status
 * change, edit or delete, so reads never scan reviews.
 */
export async function refreshPropertyAggregates(tx: DbOrTx, propertyId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE properties p SET
      recent_review_count = a.rn,
      recent_rating = CASE WHEN a.rn = 0 THEN 0 ELSE round(a.rtotal::numeric / a.rn, 1)::double precision END,
      recent_as_of = ${TODAY_UTC},
      review_count = a.n,
      verified_review_count = a.v,
      rating_sum = a.total,
      rating1_count = a.c1, rating2_count = a.c2, rating3_count = a.c3, rating4_count = a.c4, rating5_count = a.c5,
      overall_rating = CASE WHEN a.n = 0 THEN 0 ELSE round(a.total::numeric / a.n, 1)::double precision END,
      updated_at = now()
    FROM (
      SELECT count(*)::int AS n,
             coalesce(sum(overall_rating), 0)::int AS total,
             count(*) FILTER (WHERE verification = 'VERIFIED')::int AS v,
             count(*) FILTER (WHERE overall_rating = 1)::int AS c1,
             count(*) FILTER (WHERE overall_rating = 2)::int AS c2,
             count(*) FILTER (WHERE overall_rating = 3)::int AS c3,
             count(*) FILTER (WHERE overall_rating = 4)::int AS c4,
             count(*) FILTER (WHERE overall_rating = 5)::int AS c5,
             count(*) FILTER (WHERE created_at >= ${RECENT_FROM})::int AS rn,
             coalesce(sum(overall_rating) FILTER (WHERE created_at >= ${RECENT_FROM}), 0)::int AS rtotal
      FROM reviews WHERE property_id = ${propertyId} AND status = 'APPROVED'
    ) a
    WHERE p.id = ${propertyId}`);
}

/**
 * The last-12-months figures move with the calendar, not only with review changes: on the first read
 * of a new (UTC) day they are recomputed from the property's recent APPROVED reviews (an index range
 * on reviews_property_recent_idx). Nothing happens when they are already as of today.
 */
export async function refreshRecentRatingIfStale(db: DbOrTx, propertyId: string): Promise<void> {
  await db.execute(sql`
    UPDATE properties p SET
      recent_review_count = a.rn,
      recent_rating = CASE WHEN a.rn = 0 THEN 0 ELSE round(a.rtotal::numeric / a.rn, 1)::double precision END,
      recent_as_of = ${TODAY_UTC}
    FROM (
      SELECT count(*)::int AS rn, coalesce(sum(overall_rating), 0)::int AS rtotal
      FROM reviews
      WHERE property_id = ${propertyId} AND status = 'APPROVED' AND created_at >= ${RECENT_FROM}
    ) a
    WHERE p.id = ${propertyId} AND p.recent_as_of IS DISTINCT FROM ${TODAY_UTC}`);
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
