import { z } from '@hono/zod-openapi';
import { type SQL, and, eq, ilike, inArray, sql } from 'drizzle-orm';
import { type AnyPgColumn, union } from 'drizzle-orm/pg-core';
import type { ADMIN_REVIEW_SORT_KEYS } from '../../shared/admin-tables';
import { ADMIN_MESSAGES } from '../../shared/admin-text';
import {
  NOISE_LEVELS,
  PEST_ISSUES,
  PRIVACY_RATINGS,
  REPAIRS_DONE,
  REVIEW_STATUSES,
  type ReviewStatus,
  STAYED_WITH,
} from '../../shared/enums';
import { REJECTION_REASONS, type RejectionValues } from '../../shared/moderation';
import { REVIEW_MESSAGES } from '../../shared/reviews';
import type { Db, DbOrTx } from '../db/client';
import { properties, reviewImages, reviews, users } from '../db/schema';
import { conflict, notFound } from '../lib/errors';
import { refreshPropertyAggregates } from './aggregates';
import type { AdminListOptions } from './admin-users';
import { type AdminPagination, adminPage, fullNameText, orderWithTieBreaker, searchPattern } from './admin-list-query';
import { type StoredImage, removeImages } from './images';
import { ImageDto } from './property-dto';
import { type ModerationActor, recordModeration } from './moderation-log';
import { PossibleCopyDto, loadPossibleCopies } from './near-duplicates';
import { loadReviewImages } from './reviews-query';
import { VERIFICATION_STATUSES } from '../../shared/tenancy-proof';
import { hasTenancyProof } from './tenancy-proofs';
import type { Storage } from './storage';

const star = () => z.number().int().nullable();

/** A review as the back office sees it: any status, the author always named (admins may know). */
export const AdminReviewDto = z
  .object({
    id: z.string(),
    userId: z.string(),
    status: z.enum(REVIEW_STATUSES),
    title: z.string(),
    body: z.string(),
    isAnonymous: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    overallRating: z.number().int(),
    responsivenessRating: star(),
    depositFairnessRating: star(),
    agentHonestyRating: star(),
    agentHelpfulnessRating: star(),
    agentProfessionalismRating: star(),
    conditionOnMoveInRating: star(),
    cleanlinessRating: star(),
    privacyRating: z.enum(PRIVACY_RATINGS).nullable(),
    noiseLevel: z.enum(NOISE_LEVELS).nullable(),
    pestIssue: z.enum(PEST_ISSUES).nullable(),
    repairsDone: z.enum(REPAIRS_DONE).nullable(),
    stayedWith: z.enum(STAYED_WITH).nullable(),
    stayStartDate: z.string().nullable(),
    stayEndDate: z.string().nullable(),
    rejectionReason: z.enum(REJECTION_REASONS).nullable(),
    rejectionNote: z.string().nullable(),
    verification: z.enum(VERIFICATION_STATUSES),
    hasTenancyProof: z
      .boolean()
      .openapi({ description: 'A proof of tenancy waits: GET /admin/reviews/{id}/tenancy-proof' }),
    user: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
    property: z.object({
      id: z.string(),
      slug: z.string(),
      apartmentName: z.string(),
      thumbnailUrl: z.string().nullable(),
    }),
    images: z.array(ImageDto),
    possibleCopies: z.array(PossibleCopyDto).openapi({
      description:
        'Reviews of the same property or by the same author whose text is near-identical to this one (copy-paste flag), closest first; empty when none.',
    }),
  })
  .openapi('AdminReview');
export type AdminReviewDto = z.infer<typeof AdminReviewDto>;

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
  responsivenessRating: reviews.responsivenessRating,
  depositFairnessRating: reviews.depositFairnessRating,
  agentHonestyRating: reviews.agentHonestyRating,
  agentHelpfulnessRating: reviews.agentHelpfulnessRating,
  agentProfessionalismRating: reviews.agentProfessionalismRating,
  conditionOnMoveInRating: reviews.conditionOnMoveInRating,
  cleanlinessRating: reviews.cleanlinessRating,
  privacyRating: reviews.privacyRating,
  noiseLevel: reviews.noiseLevel,
  pestIssue: reviews.pestIssue,
  repairsDone: reviews.repairsDone,
  stayedWith: reviews.stayedWith,
  stayStartDate: reviews.stayStartDate,
  stayEndDate: reviews.stayEndDate,
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

const SORT_COLUMNS: Record<(typeof ADMIN_REVIEW_SORT_KEYS)[number], AnyPgColumn> = {
  createdAt: reviews.createdAt,
  title: reviews.title,
  status: reviews.status,
  overallRating: reviews.overallRating,
};

async function selectReviews(
  db: DbOrTx,
  where: SQL | undefined,
  opts?: { orderBy: SQL[]; limit: number; offset: number },
) {
  const base = db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(properties, eq(properties.id, reviews.propertyId))
    .where(where);
  const rows = opts
    ? await base
        .orderBy(...opts.orderBy)
        .limit(opts.limit)
        .offset(opts.offset)
    : await base;
  const images = await loadReviewImages(
    db,
    rows.map((r) => r.id),
  );
  const copies = await loadPossibleCopies(db, rows);
  return rows.map(({ propertyId: _propertyId, ...r }) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    images: images.get(r.id) ?? [],
    possibleCopies: copies.get(r.id) ?? [],
  }));
}

/**
 * The reviews whose title, property name or author name ("first last") contains the pattern. Each
 * branch is driven by its own trigram index (reviews.title, properties.name, the users' full-name
 * expression) and the branches are joined by UNION: one OR across three tables could use none of them.
 */
function reviewIdsMatching(db: DbOrTx, pattern: string) {
  return union(
    db.select({ id: reviews.id }).from(reviews).where(ilike(reviews.title, pattern)),
    db
      .select({ id: reviews.id })
      .from(reviews)
      .where(
        inArray(
          reviews.propertyId,
          db.select({ id: properties.id }).from(properties).where(ilike(properties.name, pattern)),
        ),
      ),
    db
      .select({ id: reviews.id })
      .from(reviews)
      .where(inArray(reviews.userId, db.select({ id: users.id }).from(users).where(ilike(fullNameText(), pattern)))),
  );
}

/** Every review (or only the anonymous ones), searched by title, property or author name. */
export async function listReviews(
  db: DbOrTx,
  q: AdminListOptions<(typeof ADMIN_REVIEW_SORT_KEYS)[number]>,
  opts: { anonymousOnly: boolean },
  cap?: number,
): Promise<{ reviews: AdminReviewDto[]; pagination: AdminPagination }> {
  const pattern = searchPattern(q.search);
  const where = and(
    // A bare column, not `= $1`: the anonymous list's partial indexes are WHERE is_anonymous.
    opts.anonymousOnly ? sql`${reviews.isAnonymous}` : undefined,
    pattern ? inArray(reviews.id, reviewIdsMatching(db, pattern)) : undefined,
  );
  const { items, pagination } = await adminPage(
    db,
    q,
    (tx, { limit, offset, sortAll }) =>
      selectReviews(tx, where, {
        orderBy: orderWithTieBreaker(SORT_COLUMNS[q.sortBy], reviews.id, q.sortOrder, sortAll),
        limit,
        offset,
      }),
    // Author and property are NOT NULL foreign keys: the inner joins never drop a row, so the count skips them.
    db.select({ id: reviews.id }).from(reviews).where(where).$dynamic(),
    cap,
  );
  return { reviews: items, pagination };
}

export async function getReview(db: DbOrTx, id: string): Promise<AdminReviewDto> {
  const [row] = await selectReviews(db, eq(reviews.id, id));
  if (!row) throw notFound(REVIEW_MESSAGES.reviewNotFound);
  return row;
}

const STATUS_ACTIONS = {
  APPROVED: 'REVIEW_APPROVE',
  REJECTED: 'REVIEW_REJECT',
  PENDING: 'REVIEW_RESET_PENDING',
} as const;

/**
 * Moves a review to `status`, stores the rejection reason (cleared for any other status), refreshes
 * its property's aggregates and writes the moderation log row, all in one transaction. A review
 * already in that status is a 409 and nothing changes.
 */
export async function setReviewStatus(
  db: Db,
  actor: ModerationActor,
  id: string,
  status: ReviewStatus,
  opts: { anonymousOnly?: boolean; rejection?: RejectionValues } = {},
): Promise<AdminReviewDto> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: reviews.status,
        propertyId: reviews.propertyId,
        isAnonymous: reviews.isAnonymous,
        title: reviews.title,
      })
      .from(reviews)
      .where(eq(reviews.id, id))
      .for('update');
    if (!row) throw notFound(REVIEW_MESSAGES.reviewNotFound);
    if (opts.anonymousOnly && !row.isAnonymous) throw notFound(ADMIN_MESSAGES.reviewNotAnonymous);
    if (row.status === status) throw conflict(ADMIN_MESSAGES.reviewAlreadyInStatus);
    const rejection = status === 'REJECTED' ? opts.rejection : undefined;
    await tx
      .update(reviews)
      .set({
        status,
        rejectionReason: rejection?.reason ?? null,
        rejectionNote: rejection?.note || null,
        updatedAt: new Date(),
      })
      .where(eq(reviews.id, id));
    await refreshPropertyAggregates(tx, row.propertyId);
    await recordModeration(tx, actor, {
      action: STATUS_ACTIONS[status],
      objectType: 'REVIEW',
      objectId: id,
      objectLabel: row.title,
      reason: rejection?.reason,
      note: rejection?.note,
    });
    return getReview(tx, id);
  });
}

/**
 * Deletes a review inside `tx` (its likes and image rows go with it by cascade; its reports stay as
 * history, closed by the reviews_keep_report_history trigger) and refreshes the property's aggregates.
 * Returns the review's title and the image files to remove once the transaction commits.
 */
export async function deleteReviewIn(tx: DbOrTx, id: string): Promise<{ title: string; files: StoredImage[] }> {
  const [row] = await tx
    .select({ propertyId: reviews.propertyId, title: reviews.title })
    .from(reviews)
    .where(eq(reviews.id, id))
    .for('update');
  if (!row) throw notFound(REVIEW_MESSAGES.reviewNotFound);
  const images = await tx
    .select({ imageUrl: reviewImages.imageUrl, thumbUrl: reviewImages.thumbUrl })
    .from(reviewImages)
    .where(eq(reviewImages.reviewId, id));
  await tx.delete(reviews).where(eq(reviews.id, id));
  await refreshPropertyAggregates(tx, row.propertyId);
  return { title: row.title, files: images.map((i) => ({ imageUrl: i.imageUrl, thumbUrl: i.thumbUrl ?? i.imageUrl })) };
}

/** Deletes a review (logged in the same transaction) and, after the commit, its image files. */
export async function deleteReview(db: Db, storage: Storage, actor: ModerationActor, id: string): Promise<void> {
  const files = await db.transaction(async (tx) => {
    const { title, files } = await deleteReviewIn(tx, id);
    await recordModeration(tx, actor, {
      action: 'REVIEW_DELETE',
      objectType: 'REVIEW',
      objectId: id,
      objectLabel: title,
    });
    return files;
  });
  await removeImages(storage, files);
}
