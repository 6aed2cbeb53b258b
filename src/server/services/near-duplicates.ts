import { sql } from 'drizzle-orm';
import { z } from '@hono/zod-openapi';
import { REVIEW_STATUSES } from '../../shared/enums';
import type { DbOrTx } from '../db/client';
import { preparedVariants } from '../db/prepared';
import { properties, reviewDuplicateFlags, reviews, users } from '../db/schema';

/**
 * The copy-paste defence of issue 21 (docs/decisions/014-near-duplicate-reviews.md): a review whose
 * "title body" text has a pg_trgm similarity() at or above this to another review of the same
 * property, or to another review by the same author, is flagged for the admins. Measured by
 * bench/near-duplicate-threshold.ts: 99.0 % of light edits caught, 99.3 % of flags right.
 */
export const NEAR_DUPLICATE_SIMILARITY = 0.6;

/**
 * How many of the newest reviews of the property, and of the author, a review is compared with. It
 * bounds the work of a write (a busy property has thousands of reviews) to 2 x this many
 * similarity() calls, each over at most 1,550 characters.
 */
export const NEAR_DUPLICATE_CANDIDATES = 100;

/** How many matches a flag keeps per review (the closest ones). */
const MATCHES_KEPT = 3;

/**
 * Compares the review with the newest reviews of its property and of its author (any status: a
 * campaign reuses rejected text too) and records the near-identical ones, replacing what an earlier
 * version of the review matched. Runs in the transaction that creates or edits the review, after its
 * row is written. The candidates come through the (property_id, created_at, id) and (user_id,
 * created_at, id) indexes, each LIMITed, so the cost does not grow with the table. The author is
 * told nothing either way.
 */
export async function flagNearDuplicates(tx: DbOrTx, reviewId: string): Promise<void> {
  await tx.delete(reviewDuplicateFlags).where(sql`${reviewDuplicateFlags.reviewId} = ${reviewId}`);
  // The property and author go in as scalar subqueries (init plans), not a join with `me`: only
  // then does each branch read its index backwards and stop at the LIMIT (a join sorted all of a
  // busy property's 3,000 reviews: 180-400 ms at 3M reviews, against 7 ms this way).
  await tx.execute(sql`
    WITH me AS MATERIALIZED (
      SELECT property_id, user_id, title || ' ' || body AS text FROM reviews WHERE id = ${reviewId}
    ),
    candidates AS (
      (SELECT r.id, r.title || ' ' || r.body AS text FROM reviews r
        WHERE r.property_id = (SELECT property_id FROM me) AND r.id <> ${reviewId}
        ORDER BY r.created_at DESC, r.id DESC LIMIT ${NEAR_DUPLICATE_CANDIDATES})
      UNION
      (SELECT r.id, r.title || ' ' || r.body AS text FROM reviews r
        WHERE r.user_id = (SELECT user_id FROM me) AND r.id <> ${reviewId}
        ORDER BY r.created_at DESC, r.id DESC LIMIT ${NEAR_DUPLICATE_CANDIDATES})
    ),
    scored AS (
      SELECT id, similarity(text, (SELECT text FROM me)) AS similarity FROM candidates
    )
    INSERT INTO review_duplicate_flags (review_id, matched_review_id, similarity)
    SELECT ${reviewId}, id, similarity FROM scored
    WHERE similarity >= ${NEAR_DUPLICATE_SIMILARITY}
    ORDER BY similarity DESC, id
    LIMIT ${MATCHES_KEPT}`);
}

export const PossibleCopyDto = z
  .object({
    reviewId: z.string(),
    title: z.string(),
    body: z.string(),
    status: z.enum(REVIEW_STATUSES),
    createdAt: z.string(),
    /** 0..1, pg_trgm similarity of the two "title body" texts. */
    similarity: z.number(),
    authorName: z.string(),
    sameAuthor: z.boolean(),
    propertyName: z.string(),
    sameProperty: z.boolean(),
  })
  .openapi('PossibleCopy');
export type PossibleCopyDto = z.infer<typeof PossibleCopyDto>;

const possibleCopiesStatement = preparedVariants((db: DbOrTx, _page: 'page') =>
  db
    .select({
      reviewId: reviewDuplicateFlags.reviewId,
      similarity: reviewDuplicateFlags.similarity,
      match: {
        id: reviews.id,
        title: reviews.title,
        body: reviews.body,
        status: reviews.status,
        createdAt: reviews.createdAt,
        userId: reviews.userId,
        propertyId: reviews.propertyId,
      },
      authorFirst: users.firstName,
      authorLast: users.lastName,
      propertyName: properties.apartmentName,
    })
    .from(reviewDuplicateFlags)
    .innerJoin(reviews, sql`${reviews.id} = ${reviewDuplicateFlags.matchedReviewId}`)
    .innerJoin(users, sql`${users.id} = ${reviews.userId}`)
    .innerJoin(properties, sql`${properties.id} = ${reviews.propertyId}`)
    // One statement whatever the page size (decision 033).
    .where(sql`${reviewDuplicateFlags.reviewId} = ANY(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(sql`${reviewDuplicateFlags.similarity} DESC`, reviews.id)
    .prepare('possible_copies_by_review'),
);

/**
 * The flagged matches of a page of reviews, closest first, in one statement (not one per review).
 * Keyed by the flagged review's id; a review without a flag has no entry.
 */
export async function loadPossibleCopies(
  db: DbOrTx,
  page: { id: string; userId: string; propertyId: string }[],
): Promise<Map<string, PossibleCopyDto[]>> {
  const byId = new Map<string, PossibleCopyDto[]>();
  if (page.length === 0) return byId;
  const rows = await possibleCopiesStatement(db, 'page').execute({ ids: page.map((r) => r.id) });
  const flagged = new Map(page.map((r) => [r.id, r]));
  for (const row of rows) {
    const own = flagged.get(row.reviewId)!;
    const list = byId.get(row.reviewId) ?? [];
    list.push({
      reviewId: row.match.id,
      title: row.match.title,
      body: row.match.body,
      status: row.match.status,
      createdAt: row.match.createdAt.toISOString(),
      similarity: Math.round(row.similarity * 1000) / 1000,
      authorName: `${row.authorFirst} ${row.authorLast}`.trim(),
      sameAuthor: row.match.userId === own.userId,
      propertyName: row.propertyName,
      sameProperty: row.match.propertyId === own.propertyId,
    });
    byId.set(row.reviewId, list);
  }
  return byId;
}
