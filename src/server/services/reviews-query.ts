import { type SQL, and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { REVIEW_STATUSES, type PropertyType, type ReviewSort, type ReviewStatus } from '../../shared/enums';
import type { DbOrTx } from '../db/client';
import { properties, readCounts, reviewImages, reviews, users } from '../db/schema';
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
    verifiedTenant: sql<boolean>`${reviews.verification} = 'VERIFIED'`,
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

interface ReadExtras {
  images: ImageDto[];
  likedByUser: boolean;
}

/** Images (in order) of the given reviews, keyed by review id (the admin review detail). */
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

/**
 * A review's images in order, as one JSON column, and whether the reader likes it: read with the
 * rows (an index lookup each), so a page of reviews is one statement whatever its size.
 */
const imagesColumn = sql<ImageDto[]>`(SELECT coalesce(json_agg(json_build_object('id', ri.id, 'imageUrl', ri.image_url,
  'thumbUrl', ri.thumb_url) ORDER BY ri.position, ri.created_at), '[]'::json)
  FROM review_images ri WHERE ri.review_id = ${reviews.id})`;
const likedColumn = (viewerId?: string) =>
  viewerId
    ? sql<boolean>`EXISTS (SELECT 1 FROM review_likes rl WHERE rl.review_id = ${reviews.id} AND rl.user_id = ${viewerId})`
    : sql<boolean>`false`;

/**
 * Newest-first reviews matching `where`, as PublicReview DTOs with images and likedByUser, in one
 * statement; `propertyReviewCount` is the stored review_count of the first row's property (the
 * total of a property's reviews), undefined when no row matched.
 */
export async function findReviews(
  db: DbOrTx,
  q: ReviewQuery,
): Promise<{ reviews: PublicReviewDto[]; propertyReviewCount?: number }> {
  const rows = await db
    .select({
      ...reviewColumns(q.revealAnonymousAuthor ?? false),
      images: imagesColumn,
      likedByUser: likedColumn(q.viewerId),
      propertyReviewCount: properties.reviewCount,
    })
    .from(reviews)
    .innerJoin(properties, eq(properties.id, reviews.propertyId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(q.where)
    .orderBy(...(q.orderBy ?? REVIEW_ORDERS.recent))
    .limit(q.limit)
    .offset(q.offset ?? 0);
  return {
    reviews: rows.map(({ images, likedByUser, propertyReviewCount: _, ...row }) =>
      toPublicReviewDto(row, images, likedByUser),
    ),
    propertyReviewCount: rows[0]?.propertyReviewCount,
  };
}

/** Public reviews in total, or of one property type: a maintained counter (migration 0007). */
export async function countPublicReviews(db: DbOrTx, type?: PropertyType): Promise<number> {
  const [row] = await db
    .select({ n: readCounts.n })
    .from(readCounts)
    .where(eq(readCounts.key, type ? `reviews:${type}` : 'reviews'));
  return Number(row?.n ?? 0);
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
  const rows = await db
    .select({
      ...reviewColumns(true),
      images: imagesColumn,
      likedByUser: likedColumn(q.viewerId),
      userId: reviews.userId,
      unitNumber: reviews.unitNumber,
      towerOrBlock: reviews.towerOrBlock,
      ownerName: reviews.ownerName,
      ownerId: reviews.ownerId,
      agentName: reviews.agentName,
      agentId: reviews.agentId,
      rejectionReason: reviews.rejectionReason,
      rejectionNote: reviews.rejectionNote,
      verification: reviews.verification,
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
  return rows.map(({ images, likedByUser, ...row }: ReviewReadRow & OwnReviewExtra & ReadExtras) =>
    toOwnReviewDto(row, images, likedByUser),
  );
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
