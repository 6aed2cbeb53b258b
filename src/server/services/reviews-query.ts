import { type SQL, and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Placeholder } from 'drizzle-orm';
import { constant } from '../db/generic-plan-sql';
import { PLANNED_FOR_EACH_EXECUTION, preparedVariants } from '../db/prepared';
import { REVIEW_STATUSES, type PropertyType, type ReviewSort, type ReviewStatus } from '../../shared/enums';
import type { DbOrTx } from '../db/client';
import { properties, reviewImages, reviews, users } from '../db/schema';
import type { ImageDto } from './property-dto';
import { REVIEW_DETAIL_COLUMNS } from './review-detail-columns';
import {
  type OwnReviewDto,
  type OwnReviewExtra,
  type PublicReviewDto,
  type ReviewReadRow,
  toOwnReviewDto,
  toPublicReviewDto,
} from './review-dto';

/**
 * What the public may see: APPROVED reviews of active properties. Written out, not bound, so a
 * prepared statement's generic plan can use the partial indexes (db/generic-plan-sql.ts).
 */
export const publicReviewWhere: SQL = sql`${reviews.status} = ${constant('APPROVED')} AND ${properties.isActive}`;

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
    ...REVIEW_DETAIL_COLUMNS,
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

interface ReadExtras {
  images: ImageDto[];
  likedByUser: boolean;
}

const reviewImagesStatement = preparedVariants((db, _page: 'page') =>
  db
    .select({
      id: reviewImages.id,
      reviewId: reviewImages.reviewId,
      imageUrl: reviewImages.imageUrl,
      thumbUrl: reviewImages.thumbUrl,
    })
    .from(reviewImages)
    // One statement whatever the page size (decision 033).
    .where(sql`${reviewImages.reviewId} = ANY(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(asc(reviewImages.position), asc(reviewImages.createdAt))
    .prepare('review_images_by_review'),
);

/** Images (in order) of the given reviews, keyed by review id (the admin review detail). */
export async function loadReviewImages(db: DbOrTx, reviewIds: string[]): Promise<Map<string, ImageDto[]>> {
  const byReview = new Map<string, ImageDto[]>();
  if (reviewIds.length === 0) return byReview;
  const rows = await reviewImagesStatement(db, 'page').execute({ ids: reviewIds });
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
const likedColumn = (viewerId?: string | Placeholder) =>
  viewerId
    ? sql<boolean>`EXISTS (SELECT 1 FROM review_likes rl WHERE rl.review_id = ${reviews.id} AND rl.user_id = ${viewerId})`
    : sql<boolean>`false`;

/**
 * Public reviews matching `where` in `orderBy` order with images and likedByUser, in one statement
 * with `limit`, `offset` and (when `withViewer`) `viewerId` as placeholders; `extra` columns ride
 * along on every row.
 */
function publicReviewsStatement<E extends Record<string, SQL.Aliased | SQL | AnyPgColumn>>(
  db: DbOrTx,
  opts: { where: SQL; orderBy: SQL[]; withViewer: boolean; extra: E },
) {
  return db
    .select({
      ...reviewColumns(false),
      images: imagesColumn,
      likedByUser: likedColumn(opts.withViewer ? sql.placeholder('viewerId') : undefined),
      ...opts.extra,
    })
    .from(reviews)
    .innerJoin(properties, eq(properties.id, reviews.propertyId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(opts.where)
    .orderBy(...opts.orderBy)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

type ViewerVariant = 'viewer' | 'public';
const viewerVariant = (viewerId?: string): ViewerVariant => (viewerId ? 'viewer' : 'public');

const propertyPageStatement = preparedVariants((db, variant: `${ReviewSort}-${ViewerVariant}`) => {
  const [sort, viewer] = variant.split('-') as [ReviewSort, ViewerVariant];
  return publicReviewsStatement(db, {
    where: and(publicReviewWhere, eq(reviews.propertyId, sql.placeholder('propertyId')))!,
    orderBy: REVIEW_ORDERS[sort],
    withViewer: viewer === 'viewer',
    extra: { propertyReviewCount: properties.reviewCount },
  }).prepare(`property_reviews_${sort}_${viewer}`);
});

/**
 * A page of one property's public reviews in the given order; `propertyReviewCount` is the stored
 * review_count of its property (the total), undefined when the page is empty.
 */
export async function propertyReviewPage(
  db: DbOrTx,
  q: { propertyId: string; sort: ReviewSort; limit: number; offset: number; viewerId?: string },
): Promise<{ reviews: PublicReviewDto[]; propertyReviewCount?: number }> {
  const rows = await propertyPageStatement(db, `${q.sort}-${viewerVariant(q.viewerId)}`).execute({
    propertyId: q.propertyId,
    limit: q.limit,
    offset: q.offset,
    viewerId: q.viewerId,
  });
  return {
    reviews: rows.map((row) => toPublicReviewDto(row, row.images, row.likedByUser)),
    propertyReviewCount: rows[0]?.propertyReviewCount,
  };
}

type SectionVariant = `${PropertyType | 'ALL'}-${ViewerVariant}`;
const sectionStatement = preparedVariants((db, variant: SectionVariant) => {
  const [type, viewer] = variant.split('-') as [PropertyType | 'ALL', ViewerVariant];
  const counter = type === 'ALL' ? 'reviews' : `reviews:${type}`;
  return publicReviewsStatement(db, {
    where: publicReviewsOfType(type === 'ALL' ? undefined : type),
    orderBy: REVIEW_ORDERS.recent,
    withViewer: viewer === 'viewer',
    // The maintained counter (migration 0007) read in the same statement.
    extra: { totalReviews: sql<string>`(SELECT rc.n FROM read_counts rc WHERE rc.key = ${counter})` },
  }).prepare(PLANNED_FOR_EACH_EXECUTION);
});

/**
 * The newest public reviews, optionally of one property type (the home sections), with the count of
 * all of them, in one statement.
 */
export async function homeSection(
  db: DbOrTx,
  q: { type?: PropertyType; limit: number; viewerId?: string },
): Promise<{ reviews: PublicReviewDto[]; totalReviews: number }> {
  const rows = await sectionStatement(db, `${q.type ?? 'ALL'}-${viewerVariant(q.viewerId)}`).execute({
    limit: q.limit,
    offset: 0,
    viewerId: q.viewerId,
  });
  return {
    reviews: rows.map((row) => toPublicReviewDto(row, row.images, row.likedByUser)),
    // No row means no public review of that kind (the route asks for at least one).
    totalReviews: Number(rows[0]?.totalReviews ?? 0),
  };
}

/** Public reviews, optionally of one property type: the home sections. */
function publicReviewsOfType(type?: PropertyType): SQL {
  return type ? and(publicReviewWhere, sql`${properties.propertyType} = ${constant(type)}`)! : publicReviewWhere;
}

/** The most reviews GET /reviews/my-reviews returns (a renter writes a handful; the app pages them). */
export const MY_REVIEWS_MAX = 500;

/** Reviews as their author (or an admin) sees them: every status, author-only fields, newest first. */
function ownReviewsStatement(
  db: DbOrTx,
  q: { where: SQL; limit: number | Placeholder; viewerId?: string | Placeholder },
) {
  return db
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
}

const toOwnReviews = (rows: (ReviewReadRow & OwnReviewExtra & ReadExtras)[]): OwnReviewDto[] =>
  rows.map((row) => toOwnReviewDto(row, row.images, row.likedByUser));

/** Reviews matching `where` as their author (or an admin) sees them, newest first. */
async function findOwnReviews(
  db: DbOrTx,
  q: { where: SQL; limit: number; viewerId?: string },
): Promise<OwnReviewDto[]> {
  return toOwnReviews(await ownReviewsStatement(db, q));
}

const myReviewsStatement = preparedVariants((db) => {
  const me = sql.placeholder('userId');
  return ownReviewsStatement(db, { where: eq(reviews.userId, me), limit: MY_REVIEWS_MAX, viewerId: me }).prepare(
    'my_reviews',
  );
});

/** The signed-in renter's own reviews (GET /reviews/my-reviews), newest first, up to MY_REVIEWS_MAX. */
export async function myReviews(db: DbOrTx, userId: string): Promise<OwnReviewDto[]> {
  return toOwnReviews(await myReviewsStatement(db, 'mine').execute({ userId }));
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
