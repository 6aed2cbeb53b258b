import { type Placeholder, type SQL, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ADMIN_REVIEW_SORT_KEYS } from '../../shared/admin-tables';
import type { DbOrTx } from '../db/client';
import { properties, reviews, users } from '../db/schema';
import { unsearchedStatements } from './admin-unsearched-statements';
import { type AdminReviewDto, toAdminReviewDto } from './admin-review-dto';
import { loadPossibleCopies } from './near-duplicates';
import { REVIEW_DETAIL_COLUMNS } from './review-detail-columns';
import { loadReviewImages } from './reviews-query';
import { hasTenancyProof } from './tenancy-proofs';

/**
 * The rows of the admin review lists and detail: the columns read, the sort keys, a page's images and
 * possible copies, and the unsearched pages as prepared statements (decision 033).
 */
const reviewColumns = {
  id: reviews.id,
  userId: reviews.userId,
  propertyId: reviews.propertyId,
  status: reviews.status,
  title: reviews.title,
  body: reviews.body,
  isAnonymous: reviews.isAnonymous,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  overallRating: reviews.overallRating,
  ...REVIEW_DETAIL_COLUMNS,
  rejectionReason: reviews.rejectionReason,
  rejectionNote: reviews.rejectionNote,
  verification: reviews.verification,
  hasTenancyProof: hasTenancyProof(reviews.id),
  user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
  property: {
    id: properties.id,
    slug: properties.slug,
    apartmentName: properties.apartmentName,
    thumbnailUrl: properties.thumbnailUrl,
  },
};

export const REVIEW_SORT_COLUMNS: Record<(typeof ADMIN_REVIEW_SORT_KEYS)[number], AnyPgColumn> = {
  createdAt: reviews.createdAt,
  title: reviews.title,
  status: reviews.status,
  overallRating: reviews.overallRating,
};

/** The admin review rows matching `where`, with their author and property (no order or window yet). */
export function reviewRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(properties, eq(properties.id, reviews.propertyId))
    .where(where);
}

/** The rows with their galleries and possible copies (two more statements, by the rows' ids). */
export async function withImagesAndCopies(
  db: DbOrTx,
  rows: Awaited<ReturnType<typeof reviewRows>>,
): Promise<AdminReviewDto[]> {
  const images = await loadReviewImages(
    db,
    rows.map((r) => r.id),
  );
  const copies = await loadPossibleCopies(db, rows);
  return rows.map((r) => toAdminReviewDto(r, images.get(r.id) ?? [], copies.get(r.id) ?? []));
}

export async function selectReviews(
  db: DbOrTx,
  where: SQL | undefined,
  opts?: { orderBy: SQL[]; limit: number; offset: number | Placeholder },
) {
  const base = reviewRows(db, where);
  const rows = opts
    ? await base
        .orderBy(...opts.orderBy)
        .limit(opts.limit)
        .offset(opts.offset)
    : await base;
  return withImagesAndCopies(db, rows);
}

/** The unsearched pages of every review and of the anonymous ones (partial indexes WHERE is_anonymous). */
const unsearchedReviews = (anonymousOnly: boolean) =>
  unsearchedStatements(
    anonymousOnly ? 'anonymous' : 'reviews',
    // A bare column, not `= $1`: the anonymous list's partial indexes are WHERE is_anonymous.
    { table: reviews, id: reviews.id, where: anonymousOnly ? sql`${reviews.isAnonymous}` : undefined },
    REVIEW_SORT_COLUMNS,
    (db, where, { order, limit, offset }) =>
      reviewRows(db, where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    withImagesAndCopies,
  );
export const UNSEARCHED_REVIEWS = { all: unsearchedReviews(false), anonymous: unsearchedReviews(true) };
