import { and, asc, count, eq } from 'drizzle-orm';
import { REVIEW_MESSAGES } from '../../shared/reviews-text';
import { PROPERTY_MESSAGES } from '../../shared/properties-text';
import { type EditReviewValues, type ReviewFormValues, monthToDate } from '../../shared/review-form';
import { REVIEW_FORM_LIMITS, REVIEW_FORM_MESSAGES as M } from '../../shared/review-form-text';
import type { Db, DbOrTx } from '../db/client';
import { properties, reviewImages, reviews } from '../db/schema';
import { AppError, fieldError, notFound } from '../lib/errors';
import type { Logger } from 'pino';
import { refreshPropertyAggregates } from './aggregates';
import { type StoredImage, removeImages, storeImage } from './images';
import { insertPropertyRow, lockAndFindMatchingProperty, retryOnSlugClash } from './properties';
import { flagNearDuplicates } from './near-duplicates';
import type { OwnReviewDto } from './review-dto';
import type { ReviewUpload } from './review-uploads';
import { findOwnReview } from './reviews-query';
import type { Storage } from './storage';
import { type StoredTenancyProof, attachTenancyProof } from './tenancy-proofs';

/** The review's own fields, as both the publish and the edit schemas output them. */
type ReviewContent = EditReviewValues;
/** The place of a review without a known property (the anonymous-review form). */
export type ReviewPlace = Pick<
  ReviewFormValues,
  'propertyType' | 'apartmentName' | 'streetName' | 'pincode' | 'country'
>;

const blankToNull = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : null);

/** Validated form values -> review columns ('YYYY-MM' months become dates, blank text null). */
function reviewColumns(v: ReviewContent) {
  const { stayStartDate, stayEndDate, ownerName, ownerId, agentName, agentId, unitNumber, towerOrBlock, ...rest } = v;
  return {
    ...rest,
    stayStartDate: monthToDate(stayStartDate),
    stayEndDate: monthToDate(stayEndDate),
    ownerName: blankToNull(ownerName),
    ownerId: blankToNull(ownerId),
    agentName: blankToNull(agentName),
    agentId: blankToNull(agentId),
    unitNumber: blankToNull(unitNumber),
    towerOrBlock: blankToNull(towerOrBlock),
  };
}

/** Stores photos one by one; on a failure removes those already stored and rethrows. */
async function storeAll(storage: Storage, uploads: ReviewUpload[]): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    for (const upload of uploads) stored.push(await storeImage(storage, 'reviews', upload.bytes));
    return stored;
  } catch (err) {
    await removeImages(storage, stored);
    // A photo that passed the header checks but cannot be decoded: say so on the form's field.
    if (err instanceof AppError && err.status === 400) throw fieldError(400, 'images', M.imageUnreadable);
    throw err;
  }
}

/**
 * Writes files first, then runs the transaction; if the transaction fails the files are removed, so
 * a failed request leaves neither a row nor a file behind.
 */
async function withStoredImages<T>(
  storage: Storage,
  uploads: ReviewUpload[],
  write: (stored: StoredImage[]) => Promise<T>,
): Promise<T> {
  const stored = await storeAll(storage, uploads);
  try {
    return await write(stored);
  } catch (err) {
    await removeImages(storage, stored);
    throw err;
  }
}

async function insertImages(tx: DbOrTx, reviewId: string, stored: StoredImage[], firstPosition = 0) {
  if (stored.length === 0) return;
  await tx.insert(reviewImages).values(stored.map((img, i) => ({ reviewId, ...img, position: firstPosition + i })));
}

/** 404 'Property not found.' unless the property exists and is active; locks it against deactivation races. */
async function lockActiveProperty(tx: DbOrTx, propertyId: string): Promise<string> {
  const [row] = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.isActive, true)))
    .for('share')
    .limit(1);
  if (!row) throw notFound(PROPERTY_MESSAGES.notFound);
  return row.id;
}

/** The existing property for this place (same country + pincode + normalised name), or a new one. */
async function findOrCreateProperty(tx: DbOrTx, place: ReviewPlace, createdBy: string): Promise<string> {
  const match = await lockAndFindMatchingProperty(tx, place);
  if (match) return match.id;
  const row = await insertPropertyRow(tx, place, { thumbnailUrl: null, createdBy });
  return row.id;
}

export interface NewReview {
  userId: string;
  /** A known property, or the place to find or create one for. */
  target: { propertyId: string } | { place: ReviewPlace };
  values: ReviewContent & { isAnonymous: boolean };
  uploads: ReviewUpload[];
  /** Proof of tenancy already in the private area (the caller wraps this in withStoredProof). */
  proof?: StoredTenancyProof;
  /** Runs inside the creating transaction with the new review (the idempotency answer is stored here). */
  beforeCommit?: (tx: DbOrTx, review: OwnReviewDto) => Promise<void>;
}

/** A new PENDING review with its photos. PENDING reviews do not count in the property's aggregates. */
export async function createReview(db: Db, storage: Storage, input: NewReview): Promise<OwnReviewDto> {
  return withStoredImages(storage, input.uploads, (stored) =>
    retryOnSlugClash(() =>
      db.transaction(async (tx) => {
        const propertyId =
          'propertyId' in input.target
            ? await lockActiveProperty(tx, input.target.propertyId)
            : await findOrCreateProperty(tx, input.target.place, input.userId);
        const { isAnonymous, ...content } = input.values;
        const [row] = await tx
          .insert(reviews)
          .values({ ...reviewColumns(content), isAnonymous, userId: input.userId, propertyId, status: 'PENDING' })
          .returning({ id: reviews.id });
        await insertImages(tx, row!.id, stored);
        if (input.proof) await attachTenancyProof(tx, row!.id, input.proof);
        await flagNearDuplicates(tx, row!.id);
        const review = (await findOwnReview(tx, eq(reviews.id, row!.id), input.userId))!;
        await input.beforeCommit?.(tx, review);
        return review;
      }),
    ),
  );
}

/**
 * The author's own APPROVED review, locked for the rest of the transaction. Another user's id is a
 * 404 (whether it exists is none of their business); the author's non-APPROVED review is a 409.
 */
async function lockOwnApprovedReview(tx: DbOrTx, reviewId: string, userId: string) {
  const [row] = await tx
    .select({ id: reviews.id, status: reviews.status, propertyId: reviews.propertyId })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)))
    .for('update')
    .limit(1);
  if (!row) throw notFound(REVIEW_MESSAGES.reviewNotFound);
  if (row.status !== 'APPROVED') throw new AppError(409, M.onlyApprovedEditable);
  return row;
}

/** Photos the user's own review already has (0 for anyone else's, which the edit then refuses as 404). */
export async function countOwnReviewImages(db: DbOrTx, reviewId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reviewImages)
    .innerJoin(reviews, eq(reviews.id, reviewImages.reviewId))
    .where(and(eq(reviewImages.reviewId, reviewId), eq(reviews.userId, userId)));
  return row?.n ?? 0;
}

/**
 * Edits the author's APPROVED review and sends it back to PENDING; the property's aggregates lose it
 * in the same transaction. New photos are appended; the total stays at most 10.
 */
export async function updateReview(
  db: Db,
  storage: Storage,
  input: {
    reviewId: string;
    userId: string;
    values: ReviewContent;
    uploads: ReviewUpload[];
    proof?: StoredTenancyProof;
    /** Receives the ids of proofs this edit replaced (to purge after the commit). */
    onReplacedProofs?: (ids: string[]) => void;
  },
): Promise<OwnReviewDto> {
  return withStoredImages(storage, input.uploads, (stored) =>
    db.transaction(async (tx) => {
      const current = await lockOwnApprovedReview(tx, input.reviewId, input.userId);
      const existing = await countOwnReviewImages(tx, current.id, input.userId);
      if (existing + stored.length > REVIEW_FORM_LIMITS.imagesMax) throw fieldError(400, 'images', M.imagesMax);
      await tx
        .update(reviews)
        .set({ ...reviewColumns(input.values), status: 'PENDING', updatedAt: new Date() })
        .where(eq(reviews.id, current.id));
      await insertImages(tx, current.id, stored, await nextImagePosition(tx, current.id));
      if (input.proof) input.onReplacedProofs?.(await attachTenancyProof(tx, current.id, input.proof));
      await flagNearDuplicates(tx, current.id);
      await refreshPropertyAggregates(tx, current.propertyId);
      return (await findOwnReview(tx, eq(reviews.id, current.id), input.userId))!;
    }),
  );
}

async function nextImagePosition(tx: DbOrTx, reviewId: string): Promise<number> {
  const rows = await tx
    .select({ position: reviewImages.position })
    .from(reviewImages)
    .where(eq(reviewImages.reviewId, reviewId))
    .orderBy(asc(reviewImages.position));
  return rows.length === 0 ? 0 : rows[rows.length - 1]!.position + 1;
}

/** Removes files after the rows are gone; a failure here only leaves a file, never a broken row. */
async function removeFilesAfterCommit(storage: Storage, images: StoredImage[], logger: Logger) {
  try {
    await removeImages(storage, images);
  } catch (err) {
    logger.warn({ err }, 'could not remove review files');
  }
}

/** Deletes the author's APPROVED review, updates the property's aggregates, then removes its files. */
export async function deleteReview(db: Db, storage: Storage, logger: Logger, reviewId: string, userId: string) {
  const images = await db.transaction(async (tx) => {
    const current = await lockOwnApprovedReview(tx, reviewId, userId);
    const files = await tx
      .select({ imageUrl: reviewImages.imageUrl, thumbUrl: reviewImages.thumbUrl })
      .from(reviewImages)
      .where(eq(reviewImages.reviewId, current.id));
    await tx.delete(reviews).where(eq(reviews.id, current.id));
    await refreshPropertyAggregates(tx, current.propertyId);
    return files;
  });
  await removeFilesAfterCommit(storage, toStored(images), logger);
}

/** Deletes one photo of the author's own APPROVED review (the edit form's per-image delete) and its files. */
export async function deleteReviewImage(db: Db, storage: Storage, logger: Logger, imageId: string, userId: string) {
  const image = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: reviewImages.id,
        reviewId: reviewImages.reviewId,
        imageUrl: reviewImages.imageUrl,
        thumbUrl: reviewImages.thumbUrl,
      })
      .from(reviewImages)
      .innerJoin(reviews, eq(reviews.id, reviewImages.reviewId))
      .where(and(eq(reviewImages.id, imageId), eq(reviews.userId, userId)))
      .limit(1);
    if (!row) throw notFound(M.imageNotFound);
    await lockOwnApprovedReview(tx, row.reviewId, userId);
    await tx.delete(reviewImages).where(eq(reviewImages.id, row.id));
    return row;
  });
  await removeFilesAfterCommit(storage, toStored([image]), logger);
  return { imageId: image.id, reviewId: image.reviewId };
}

const toStored = (rows: { imageUrl: string; thumbUrl: string | null }[]): StoredImage[] =>
  rows.map((r) => ({ imageUrl: r.imageUrl, thumbUrl: r.thumbUrl ?? '' }));
