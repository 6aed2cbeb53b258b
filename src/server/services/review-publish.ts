import { REVIEW_FORM_MESSAGES as M } from '../../shared/review-form-text';
import type { Db } from '../db/client';
import { ok } from '../lib/envelope';
import {
  type IdempotencyClaim,
  claimIdempotencyKey,
  completeIdempotencyKey,
  payloadFingerprint,
  releaseIdempotencyKey,
  releaseWhenReachable,
} from './idempotency';
import type { OwnReviewDto } from './review-dto';
import { type NewReview, createReview } from './review-write';
import type { Storage } from './storage';
import { type TenancyProofUpload, withStoredProof } from './tenancy-proofs';

/** What a publish request brings: the review, and its proof of tenancy as checked bytes (not stored yet). */
type PublishInput = Omit<NewReview, 'beforeCommit' | 'proof'> & { proof?: TenancyProofUpload };

export type PublishAnswer = ReturnType<typeof ok<OwnReviewDto>>;

/** The answer to a publish: new (201), or the stored first answer replayed for a repeated key. */
export type PublishResult = { body: PublishAnswer; replayed: boolean };

/**
 * Publishes a review once per Idempotency-Key. Without a key it simply creates. With one: the first
 * request claims the key, creates the review and stores its answer in the same transaction; a repeat
 * gets that answer back (same status, same body); a failure frees the key for an honest retry.
 */
export async function publishReview(
  db: Db,
  storage: Storage,
  input: PublishInput & { idempotencyKey?: string },
): Promise<PublishResult> {
  const { idempotencyKey, ...review } = input;
  if (!idempotencyKey) {
    return { body: ok(M.submitted, await createWithProof(db, storage, review)), replayed: false };
  }
  const fingerprint = payloadFingerprint({
    target: 'propertyId' in review.target ? `property:${review.target.propertyId}` : 'new-property',
    fields: 'place' in review.target ? { ...review.values, ...review.target.place } : review.values,
    imageHashes: review.uploads.map((u) => u.sha256),
    ...(review.proof ? { proofHash: review.proof.sha256 } : {}),
  });
  const claim = await claimIdempotencyKey(db, review.userId, idempotencyKey, fingerprint);
  if ('replay' in claim) return { body: JSON.parse(claim.replay.body) as PublishAnswer, replayed: true };
  return publishClaimed(db, storage, review, claim.claimed);
}

/** The proof (if any) goes to the private area first and is removed again if the review is not created. */
function createWithProof(db: Db, storage: Storage, input: PublishInput & Pick<NewReview, 'beforeCommit'>) {
  const { proof, ...review } = input;
  return withStoredProof(storage, proof, (stored) => createReview(db, storage, { ...review, proof: stored }));
}

async function publishClaimed(
  db: Db,
  storage: Storage,
  review: PublishInput,
  claim: IdempotencyClaim,
): Promise<PublishResult> {
  let body: PublishAnswer | undefined;
  try {
    await createWithProof(db, storage, {
      ...review,
      beforeCommit: async (tx, created) => {
        body = ok(M.submitted, created);
        await completeIdempotencyKey(tx, claim, { status: 201, body: JSON.stringify(body), reviewId: created.id });
      },
    });
  } catch (err) {
    await releaseIdempotencyKey(db, claim).catch(() => releaseWhenReachable(db, claim));
    throw err;
  }
  return { body: body!, replayed: false };
}
