import { createHash, randomUUID } from 'node:crypto';
import { type SQL, and, asc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { REVIEW_MESSAGES } from '../../shared/reviews-text';
import {
  TENANCY_PROOF_FIELD as FIELD,
  TENANCY_PROOF_LIMITS as L,
  TENANCY_PROOF_MESSAGES as M,
  type TenancyProofType,
  type VerificationDecision,
  sniffTenancyProofType,
  tenancyProofExtension,
} from '../../shared/tenancy-proof';
import type { Db, DbOrTx } from '../db/client';
import { reviews, tenancyProofs } from '../db/schema';
import { conflict, fieldError, notFound } from '../lib/errors';
import { refreshPropertyAggregates } from './aggregates';
import { type ModerationActor, recordModeration } from './moderation-log';
import type { Storage, StoredObject } from './storage';

/**
 * Proof of tenancy (issue 21; docs/decisions/013-tenancy-proof.md). Life of a proof:
 * checked (readTenancyProof) -> file written to the private area -> row attached to its review in the
 * review's transaction (verification PENDING) -> an admin decides, an edit replaces it, 30 days pass
 * or the review is deleted: the row is detached (review_id null) in that transaction -> after the
 * commit the file is deleted, then the row (purgeDetachedProofs; the expiry job retries any failure).
 * Lock order everywhere: the review, then its proof row.
 */

/** A proof from a review form, checked and ready to store; `sha256` goes into the idempotency fingerprint. */
export interface TenancyProofUpload {
  bytes: Buffer;
  mime: TenancyProofType;
  sha256: string;
}

export interface StoredTenancyProof {
  key: string;
  mime: TenancyProofType;
  size: number;
}

/**
 * The `tenancyProof` part of a review form -> a checked proof, or undefined when none was sent. One
 * file; at most 10 MB (413); PDF, JPEG or PNG by its first bytes (415); never empty (400). Runs before
 * anything is stored.
 */
export async function readTenancyProof(part: unknown): Promise<TenancyProofUpload | undefined> {
  if (part === undefined) return undefined;
  if (Array.isArray(part)) {
    if (part.length !== 1) throw fieldError(400, FIELD, M.onlyOne);
    return readTenancyProof(part[0]);
  }
  // A text part under the proof's name is not a file of an accepted type.
  if (!(part instanceof File)) throw fieldError(415, FIELD, M.type);
  if (part.size > L.maxBytes) throw fieldError(413, FIELD, M.tooLarge);
  if (part.size === 0) throw fieldError(400, FIELD, M.empty);
  const bytes = Buffer.from(await part.arrayBuffer());
  const mime = sniffTenancyProofType(bytes.subarray(0, 8));
  if (!mime) throw fieldError(415, FIELD, M.type);
  return { bytes, mime, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/**
 * Writes the proof (if any) to the private area, then runs `write`; if `write` fails the file is
 * removed again, so a failed request leaves neither a row nor a file.
 */
export async function withStoredProof<T>(
  storage: Storage,
  upload: TenancyProofUpload | undefined,
  write: (stored: StoredTenancyProof | undefined) => Promise<T>,
): Promise<T> {
  if (!upload) return write(undefined);
  const stored = {
    key: `tenancy-proofs/${randomUUID()}.${tenancyProofExtension(upload.mime)}`,
    mime: upload.mime,
    size: upload.bytes.length,
  };
  await storage.putPrivate(stored.key, upload.bytes, stored.mime);
  try {
    return await write(stored);
  } catch (err) {
    await storage.removePrivate(stored.key).catch(() => undefined);
    throw err;
  }
}

/**
 * Inside the review's transaction (the review already locked or just inserted): the stored proof
 * becomes the review's proof and the review waits for a decision. A proof it had before is detached;
 * its id is returned, to purge after the commit.
 */
export async function attachTenancyProof(tx: DbOrTx, reviewId: string, stored: StoredTenancyProof): Promise<string[]> {
  const replaced = await tx
    .update(tenancyProofs)
    .set({ reviewId: null })
    .where(eq(tenancyProofs.reviewId, reviewId))
    .returning({ id: tenancyProofs.id });
  await tx
    .insert(tenancyProofs)
    .values({ reviewId, storageKey: stored.key, mime: stored.mime, sizeBytes: stored.size });
  await tx.update(reviews).set({ verification: 'PENDING', verifiedAt: null }).where(eq(reviews.id, reviewId));
  return replaced.map((r) => r.id);
}

/**
 * Deletes detached proofs: each file, then its row, a batch at a time. Rows another transaction holds
 * are skipped (SKIP LOCKED), so instances running this together never collide; a file whose deletion
 * fails keeps its row (the transaction rolls back) and is tried again on the next run.
 */
export async function purgeDetachedProofs(
  db: Db,
  storage: Storage,
  opts: { ids?: string[]; batch?: number } = {},
): Promise<number> {
  if (opts.ids?.length === 0) return 0;
  const batch = opts.batch ?? 100;
  let purged = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: tenancyProofs.id, storageKey: tenancyProofs.storageKey })
        .from(tenancyProofs)
        .where(and(isNull(tenancyProofs.reviewId), opts.ids ? inArray(tenancyProofs.id, opts.ids) : undefined))
        .orderBy(asc(tenancyProofs.id))
        .limit(batch)
        .for('update', { skipLocked: true });
      for (const row of rows) await storage.removePrivate(row.storageKey);
      if (rows.length > 0) {
        await tx.delete(tenancyProofs).where(
          inArray(
            tenancyProofs.id,
            rows.map((r) => r.id),
          ),
        );
      }
      return rows.length;
    });
    purged += n;
    if (n < batch) return purged;
  }
}

/** The proof an admin opens: its bytes and type, or a 404 (no proof, or its file is gone). */
export async function openTenancyProof(
  db: DbOrTx,
  storage: Storage,
  reviewId: string,
): Promise<{ object: StoredObject; mime: TenancyProofType; size: number }> {
  const [row] = await db
    .select({ storageKey: tenancyProofs.storageKey, mime: tenancyProofs.mime, size: tenancyProofs.sizeBytes })
    .from(tenancyProofs)
    .where(eq(tenancyProofs.reviewId, reviewId))
    .limit(1);
  const object = row ? await storage.getPrivate(row.storageKey) : null;
  if (!row || !object) throw notFound(M.notFound);
  return { object, mime: row.mime, size: row.size };
}

/**
 * An admin's decision on a review's proof: the review is VERIFIED or DECLINED, its proof detached,
 * the property's counts refreshed and one moderation log row written, all in one transaction. A
 * review without a waiting proof is a 409 and nothing changes. Returns the detached proof's id (to
 * purge after the commit).
 */
export async function decideTenancy(
  db: Db,
  actor: ModerationActor,
  reviewId: string,
  decision: VerificationDecision,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({
        title: reviews.title,
        status: reviews.status,
        propertyId: reviews.propertyId,
        verification: reviews.verification,
      })
      .from(reviews)
      .where(eq(reviews.id, reviewId))
      .for('update');
    if (!review) throw notFound(REVIEW_MESSAGES.reviewNotFound);
    const [proof] = await tx
      .select({ id: tenancyProofs.id })
      .from(tenancyProofs)
      .where(eq(tenancyProofs.reviewId, reviewId))
      .for('update');
    if (!proof || review.verification !== 'PENDING') throw conflict(M.noneWaiting);
    await tx
      .update(reviews)
      .set({ verification: decision === 'verified' ? 'VERIFIED' : 'DECLINED', verifiedAt: new Date() })
      .where(eq(reviews.id, reviewId));
    await tx.update(tenancyProofs).set({ reviewId: null }).where(eq(tenancyProofs.id, proof.id));
    if (review.status === 'APPROVED') await refreshPropertyAggregates(tx, review.propertyId);
    await recordModeration(tx, actor, {
      action: decision === 'verified' ? 'REVIEW_VERIFY' : 'REVIEW_VERIFY_DECLINE',
      objectType: 'REVIEW',
      objectId: reviewId,
      objectLabel: review.title,
    });
    return proof.id;
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The expiry job: proofs nobody decided on within keepDays are detached (their review back to NONE),
 * then every detached proof's file and row are deleted. Safe to run on several instances at once:
 * each batch takes its reviews and proofs with SKIP LOCKED. Returns what it did.
 */
export async function expireTenancyProofs(
  db: Db,
  storage: Storage,
  opts: { now?: Date; batch?: number } = {},
): Promise<{ expired: number; purged: number }> {
  const cutoff = new Date((opts.now ?? new Date()).getTime() - L.keepDays * DAY_MS);
  const batch = opts.batch ?? 100;
  let expired = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: tenancyProofs.id, reviewId: reviews.id })
        .from(tenancyProofs)
        .innerJoin(reviews, eq(reviews.id, tenancyProofs.reviewId))
        .where(and(isNotNull(tenancyProofs.reviewId), lt(tenancyProofs.uploadedAt, cutoff)))
        .orderBy(asc(tenancyProofs.uploadedAt), asc(tenancyProofs.id))
        .limit(batch)
        .for('update', { of: [reviews, tenancyProofs], skipLocked: true });
      if (rows.length === 0) return 0;
      const reviewIds = rows.map((r) => r.reviewId);
      await tx
        .update(reviews)
        .set({ verification: 'NONE' })
        .where(and(inArray(reviews.id, reviewIds), eq(reviews.verification, 'PENDING')));
      await tx
        .update(tenancyProofs)
        .set({ reviewId: null })
        .where(
          inArray(
            tenancyProofs.id,
            rows.map((r) => r.id),
          ),
        );
      return rows.length;
    });
    expired += n;
    if (n < batch) break;
  }
  return { expired, purged: await purgeDetachedProofs(db, storage, { batch }) };
}

/** Whether a review has a proof stored (the admin list's indicator: one unique-index probe per row). */
export const hasTenancyProof = (reviewId: SQL | typeof reviews.id) =>
  sql<boolean>`exists (select 1 from ${tenancyProofs} where ${tenancyProofs.reviewId} = ${reviewId})`;

/** How often each instance runs the expiry job (it also runs once at start-up). */
const EXPIRY_EVERY_MS = 60 * 60 * 1000;

/**
 * Runs expireTenancyProofs at start-up and then hourly; a failure is logged and retried next time.
 * Returns the stop function (shutdown).
 */
export function scheduleTenancyProofExpiry(
  db: Db,
  storage: Storage,
  logger: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void },
): () => void {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= expireTenancyProofs(db, storage)
      .then(
        (done) => {
          if (done.expired > 0 || done.purged > 0) logger.info(done, 'tenancy proofs deleted');
        },
        (err: unknown) =>
          logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'tenancy proof expiry failed'),
      )
      .finally(() => (running = undefined));
  };
  run();
  const timer = setInterval(run, EXPIRY_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
