import { createHash } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import { REVIEW_FORM_MESSAGES as M } from '../../shared/review-form-text';
import type { DbOrTx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError, conflict } from '../lib/errors';

// Idempotency-Key for review publishing, after the IETF httpapi "Idempotency-Key" draft: the key is
// scoped to the user; the same key with the same payload gets the stored first answer; the same key
// with another payload is a 422; a repeat while the first is running is a 409 with Retry-After.

/** How long a key and its stored answer live (the draft asks for at least 24 h). */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** A claim still IN_FLIGHT after this long belongs to a request that died; it may be taken over. */
const LEASE_SECONDS = 300;
/** What a 409 asks the client to wait before trying again. */
export const IN_FLIGHT_RETRY_AFTER_SECONDS = 2;

/** `"abc"` (the draft's structured-field string) or `abc` -> `abc`. */
export function parseIdempotencyKey(header: string): string {
  const quoted = /^"(.*)"$/.exec(header.trim());
  return quoted ? quoted[1]! : header.trim();
}

/** Stable JSON: object keys sorted, so equal payloads hash equally whatever order they arrived in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The payload's fingerprint: the validated fields plus each image's SHA-256 (in order), never the
 * raw multipart bytes, whose boundary changes on every send.
 */
export function payloadFingerprint(payload: {
  target: string;
  fields: unknown;
  imageHashes: string[];
  /** The proof of tenancy's SHA-256, only when one is sent (so older fingerprints stay the same). */
  proofHash?: string;
}): string {
  return createHash('sha256').update(canonical(payload)).digest('hex');
}

export interface IdempotencyClaim {
  userId: string;
  key: string;
  /** Identifies this claim: completion and release touch the row only while it is still ours. */
  lockedAt: Date;
}

export type ClaimResult = { claimed: IdempotencyClaim } | { replay: { status: number; body: string } };

/**
 * Claims `key` for `userId`, or explains why not: the stored first answer to replay, a 422 for another
 * payload, or a 409 while the first request is still running. Expired keys are removed first.
 */
export async function claimIdempotencyKey(
  db: DbOrTx,
  userId: string,
  key: string,
  fingerprint: string,
): Promise<ClaimResult> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), lte(idempotencyKeys.expiresAt, sql`now()`)));
  // A first request and its abandoned claim are taken the same way; anything else is left alone.
  for (let attempt = 1; attempt <= 3; attempt++) {
    const lockedAt = new Date();
    const [taken] = await db
      .insert(idempotencyKeys)
      .values({
        userId,
        key,
        fingerprint,
        state: 'IN_FLIGHT',
        lockedAt,
        expiresAt: sql`now() + make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`,
      })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: {
          fingerprint,
          lockedAt,
          createdAt: sql`now()`,
          expiresAt: sql`now() + make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`,
        },
        setWhere: sql`${idempotencyKeys.state} = 'IN_FLIGHT' AND ${idempotencyKeys.lockedAt} < now() - make_interval(secs => ${LEASE_SECONDS})`,
      })
      .returning({ key: idempotencyKeys.key });
    if (taken) return { claimed: { userId, key, lockedAt } };

    const [existing] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
      .limit(1);
    // Released by a failed first request in between: try to claim it again.
    if (!existing) continue;
    if (existing.fingerprint !== fingerprint) throw new AppError(422, M.idempotencyKeyReused);
    if (existing.state === 'IN_FLIGHT') {
      const retryAfter = IN_FLIGHT_RETRY_AFTER_SECONDS;
      throw new AppError(409, M.idempotencyInFlight, { retryAfter }, { 'Retry-After': String(retryAfter) });
    }
    return { replay: { status: existing.responseStatus!, body: existing.responseBody! } };
  }
  throw conflict(M.idempotencyInFlight);
}

/**
 * Stores the first answer. Call inside the transaction that creates the review, so the review and the
 * stored answer commit together (a crash in between leaves neither). Fails if the claim was lost.
 */
export async function completeIdempotencyKey(
  tx: DbOrTx,
  claim: IdempotencyClaim,
  answer: { status: number; body: string; reviewId: string },
): Promise<void> {
  const done = await tx
    .update(idempotencyKeys)
    .set({ state: 'DONE', responseStatus: answer.status, responseBody: answer.body, reviewId: answer.reviewId })
    .where(ownedClaim(claim))
    .returning({ key: idempotencyKeys.key });
  if (done.length !== 1) throw conflict(M.idempotencyInFlight);
}

/** Frees the key after a failed request, so an honest retry can run (failures are not stored). */
export async function releaseIdempotencyKey(db: DbOrTx, claim: IdempotencyClaim): Promise<void> {
  await db.delete(idempotencyKeys).where(ownedClaim(claim));
}

/**
 * Frees the key once the database answers again, when the release after a failure failed too (the
 * failure was the database going away): without it the claim stays IN_FLIGHT for the whole lease
 * and every retry of the review is a 409 for five minutes after the outage. Tries every 2 s for
 * the lease's length; after a restart the lease takes over.
 */
export function releaseWhenReachable(db: DbOrTx, claim: IdempotencyClaim, everyMs = 2000): void {
  let tries = Math.ceil((LEASE_SECONDS * 1000) / everyMs);
  const attempt = () => {
    releaseIdempotencyKey(db, claim).catch(() => {
      if (--tries > 0) setTimeout(attempt, everyMs).unref();
    });
  };
  setTimeout(attempt, everyMs).unref();
}

const ownedClaim = (claim: IdempotencyClaim) =>
  and(
    eq(idempotencyKeys.userId, claim.userId),
    eq(idempotencyKeys.key, claim.key),
    eq(idempotencyKeys.state, 'IN_FLIGHT'),
    eq(idempotencyKeys.lockedAt, claim.lockedAt),
  );
