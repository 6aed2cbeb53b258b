import { type SQL, and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { REVIEW_STATUSES, type PropertyType, type ReviewSort, type ReviewStatus } from '../../shared/enums';
import type { DbOrTx } from '../db/client';
import { properties, reviewImages, reviewLikes, reviews, users } from '../db/schema';
import type { ImageDto } from './property-dto';
import {
  type OwnReviewDto,
  type OwnReviewExtra,
  type PublicReviewDto,
  type ReviewReadRow,
  toOwnReviewDto,
  toPublicReviewDto,
} from './review-dto';

/** What the public may see: APPROVED reviews of active properties. */
export const publicReviewWhere: SQL = and(eq(reviews.status, 'APPROVED'), eq(properties.isActive, true))!;

/**
 * Columns of a review read. The author's name and avatar are blanked in SQL for anonymous reviews,
 * so they never even reach the process (unless `revealAnonymousAuthor`, for the author and admins).
 */
function reviewColumns(revealAnonymousAuthor: boolean) {
  const author = (column: AnyPgColumn) =>
    revealAnonymousAuthor
      ? sql<string | null>`${column}`
      : sql<string | null>`CASE WHEN ${reviews.isAnonymous} THEN NULL ELSE ${column} END`;
  return {
    id: reviews.id,
    status: reviews.status,
    createdAt: reviews.createdAt,
    updatedAt: reviews.updatedAt,
    title: reviews.title,
    body: reviews.body,
    overallRating: reviews.overallRating,
    isAnonymous: reviews.isAnonymous,
    stayStartDate: reviews.stayStartDate,
    stayEndDate: reviews.stayEndDate,
    stayedWith: reviews.stayedWith,
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
    likesCount: reviews.likesCount,
    property: {
      id: properties.id,
      slug: properties.slug,
      name: properties.name,
      address: properties.address,
      propertyType: properties.propertyType,
      image: properties.thumbnailUrl,
    },
    authorFirstName: author(users.firstName),
    authorLastName: author(users.lastName),
    authorImageUrl: author(users.profileImageUrl),
  };
}

/**
 * ORDER BY of each property-page order, always ending in the id so equal keys keep one fixed order
 * across pages. Each has a partial index (property_id, ...) WHERE status = 'APPROVED' (migration 0005).
 */
export const REVIEW_ORDERS: Record<ReviewSort, SQL[]> = {
  recent: [desc(reviews.createdAt), desc(reviews.id)],
  // log10(1 + likes) + age in years, set by a trigger (docs/decisions/012-helpful-ordering.md).
  helpful: [desc(reviews.helpfulScore), desc(reviews.id)],
  highest: [desc(reviews.overallRating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.overallRating), desc(reviews.createdAt), desc(reviews.id)],
};

export interface ReviewQuery {
  where: SQL;
  /** Newest first unless given. */
  orderBy?: SQL[];
  limit: number;
  offset?: number;
  /** The signed-in reader, for likedByUser; never taken from the query string. */
  viewerId?: string;
  revealAnonymousAuthor?: boolean;
}

/** Images (in order) of the given reviews, keyed by review id. */
export async function loadReviewImages(db: DbOrTx, reviewIds: string[]): Promise<Map<string, ImageDto[]>> {
  const byReview = new Map<string, ImageDto[]>();
  if (reviewIds.length === 0) return byReview;
  const rows = await db
    .select({
      id: reviewImages.id,
      reviewId: reviewImages.reviewId,
      imageUrl: reviewImages.imageUrl,
      thumbUrl: reviewImages.thumbUrl,
    })
    .from(reviewImages)
    .where(inArray(reviewImages.reviewId, reviewIds))
    .orderBy(asc(reviewImages.position), asc(reviewImages.createdAt));
  for (const { reviewId, ...image } of rows) {
    const list = byReview.get(reviewId) ?? [];
    list.push(image);
    byReview.set(reviewId, list);
  }
  return byReview;
}

/** Which of the given reviews `userId` likes. */
export async function loadLikedSet(db: DbOrTx, reviewIds: string[], userId?: string): Promise<Set<string>> {
  if (!userId || reviewIds.length === 0) return new Set();
  const rows = await db
    .select({ reviewId: reviewLikes.reviewId })
    .from(reviewLikes)
    .where(and(eq(reviewLikes.userId, userId), inArray(reviewLikes.reviewId, reviewIds)));
  return new Set(rows.map((r) => r.reviewId));
}

/** Newest-first reviews matching `where`, as PublicReview DTOs with images and likedByUser. */
export async function findReviews(db: DbOrTx, q: ReviewQuery): Promise<PublicReviewDto[]> {
  const rows: ReviewReadRow[] = await db
    .select(reviewColumns(q.revealAnonymousAuthor ?? false))
    .from(reviews)
    .innerJoin(properties, eq(properties.id, reviews.propertyId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(q.where)
    .orderBy(...(q.orderBy ?? REVIEW_ORDERS.recent))
    .limit(q.limit)
    .offset(q.offset ?? 0);
  const ids = rows.map((r) => r.id);
  const [images, liked] = await Promise.all([loadReviewImages(db, ids), loadLikedSet(db, ids, q.viewerId)]);
  return rows.map((r) => toPublicReviewDto(r, images.get(r.id) ?? [], liked.has(r.id)));
}

export async function countReviews(db: DbOrTx, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reviews)
    .innerJoin(properties, eq(properties.id, reviews.propertyId))
    .where(where);
  return row?.n ?? 0;
}

/** Public reviews, optionally of one property type: the home sections. */
export function publicReviewsOfType(type?: PropertyType): SQL {
  return type ? and(publicReviewWhere, eq(properties.propertyType, type))! : publicReviewWhere;
}

/** The public reviews of one property. */
export function publicReviewsOfProperty(propertyId: string): SQL {
  return and(publicReviewWhere, eq(reviews.propertyId, propertyId))!;
}

/** The most reviews GET /reviews/my-reviews returns (a renter writes a handful; the app pages them). */
export const MY_REVIEWS_MAX = 500;

/** Reviews as their author (or an admin) sees them: every status, author-only fields, newest first. */
export async function findOwnReviews(
  db: DbOrTx,
  q: { where: SQL; limit: number; viewerId?: string },
): Promise<OwnReviewDto[]> {
  const rows: (ReviewReadRow & OwnReviewExtra)[] = await db
    .select({
      ...reviewColumns(true),
      userId: reviews.userId,
      unitNumber: reviews.unitNumber,
      towerOrBlock: reviews.towerOrBlock,
      ownerName: reviews.ownerName,
      ownerId: reviews.ownerId,
      agentName: reviews.agentName,
      agentId: reviews.agentId,
      rejectionReason: reviews.rejectionReason,
      rejectionNote: reviews.rejectionNote,
      propertyPlace: {
        apartmentName: properties.apartmentName,
        streetName: properties.streetName,
        pincode: properties.pincode,
        country: properties.country,
      },
    })
    .from(reviews)
    .innerJoin(properties, eq(properties.id, reviews.propertyId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(q.where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(q.limit);
  const ids = rows.map((r) => r.id);
  const [images, liked] = await Promise.all([loadReviewImages(db, ids), loadLikedSet(db, ids, q.viewerId)]);
  return rows.map((r) => toOwnReviewDto(r, images.get(r.id) ?? [], liked.has(r.id)));
}

/** One review as its author sees it, or undefined. */
export async function findOwnReview(db: DbOrTx, where: SQL, viewerId?: string): Promise<OwnReviewDto | undefined> {
  const [review] = await findOwnReviews(db, { where, limit: 1, viewerId });
  return review;
}

export interface ReviewStats {
  totalReviews: number;
  totalLikes: number;
  statusCounts: Record<ReviewStatus, number>;
}

/** A user's review count by status and the likes their reviews received (anonymous ones included). */
export async function reviewStats(db: DbOrTx, userId: string): Promise<ReviewStats> {
  const rows = await db
    .select({ status: reviews.status, n: count(), likes: sql<number>`coalesce(sum(${reviews.likesCount}), 0)::int` })
    .from(reviews)
    .where(eq(reviews.userId, userId))
    .groupBy(reviews.status);
  const statusCounts = Object.fromEntries(REVIEW_STATUSES.map((s) => [s, 0])) as Record<ReviewStatus, number>;
  let totalLikes = 0;
  for (const row of rows) {
    statusCounts[row.status] = row.n;
    totalLikes += Number(row.likes);
  }
  return { totalReviews: rows.reduce((sum, r) => sum + r.n, 0), totalLikes, statusCounts };
}
