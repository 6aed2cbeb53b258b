import Dexie, { type EntityTable } from 'dexie';
import type { ReviewDraftValues } from '@/shared/review-form';
import { markOfflineDbOpened, OFFLINE_DB_NAME } from './outbox-launch';

/**
 * The one IndexedDB database of the app (DESIGN.md, offline-first drafts): review drafts, their
 * resized photos and the outbox of reviews waiting to be published. Components never touch it:
 * they go through the hooks and functions of src/features/write-review/offline.
 */

/**
 * editing: the renter is writing it. queued: frozen in the outbox, waiting for a connection.
 * sending: a request is on the wire (found at start-up it means the tab died mid-send; it is sent
 * again with the same Idempotency-Key). needs-attention: the server refused it; the renter fixes it.
 * published: the server created the review.
 */
export type DraftState = 'editing' | 'queued' | 'sending' | 'needs-attention' | 'published';

export interface DraftRow {
  id: string;
  /** Who wrote it; absent for a draft written signed out. */
  userId?: string;
  /** The property page the form was opened from (/write-review/{slug}). */
  propertySlug?: string;
  propertyId?: string;
  /** The form's values as typed (a half-written review is a valid draft). */
  values: ReviewDraftValues;
  /** Epoch ms. */
  updatedAt: number;
  state: DraftState;
  /** The server's field messages of a 400 answer (field -> message). */
  serverErrors?: Record<string, string>;
  /** Why the draft needs attention, when no field owns the reason. */
  serverMessage?: string;
  publishedReviewId?: string;
  /**
   * The key and payload of the last publish attempt: publishing the same payload again (after
   * taking a queued draft back to editing) reuses the key so the server cannot create it twice.
   */
  lastIdempotencyKey?: string;
  lastPayloadFingerprint?: string;
}

/** A resized photo, stored as bytes (Safari uploads Files read back from IndexedDB as 0 bytes). */
export interface DraftPhotoRow {
  id: string;
  draftId: string;
  bytes: ArrayBuffer;
  type: string;
  name: string;
  size: number;
  width: number;
  height: number;
  /** Epoch ms; photos keep the order they were added in. */
  addedAt: number;
}

/** A draft's proof of tenancy (issue 21), stored as bytes like the photos; one per draft. */
export interface DraftProofRow {
  draftId: string;
  bytes: ArrayBuffer;
  type: string;
  name: string;
  size: number;
}

export type PublishTarget = { kind: 'property'; propertyId: string } | { kind: 'new-property' };

/** What is sent, fixed when the renter pressed publish. */
export interface OutboxPayload {
  /** The validated review fields (multipart text parts by name). */
  fields: Record<string, string | number>;
  isAnonymous: boolean;
  target: PublishTarget;
}

export interface OutboxRow {
  draftId: string;
  /** Minted once when queued; every retry sends the same key. */
  idempotencyKey: string;
  payload: OutboxPayload;
  /** The draft's photos at queue time, in upload order. */
  photoIds: string[];
  /** The draft had a proof of tenancy at queue time: it is sent with the review. */
  withProof?: boolean;
  /** The renter who pressed publish: only their session sends it. */
  userId: string;
  /** Failed sends (network, timeout, 5xx) so far: drives the backoff. */
  attempts: number;
  lastError?: string;
  /** Epoch ms before which the drainer leaves it alone. */
  nextAttemptAt: number;
  /** 1 after a 401: waits for the renter to sign in again (no attempts burned, no timer). */
  waitingForSignIn: 0 | 1;
  queuedAt: number;
}

export class OfflineDb extends Dexie {
  drafts!: EntityTable<DraftRow, 'id'>;
  draftPhotos!: EntityTable<DraftPhotoRow, 'id'>;
  outbox!: EntityTable<OutboxRow, 'draftId'>;
  draftProofs!: EntityTable<DraftProofRow, 'draftId'>;

  constructor(name = OFFLINE_DB_NAME) {
    super(name);
    this.version(1).stores({
      drafts: 'id, userId, state, updatedAt',
      draftPhotos: 'id, draftId',
      outbox: 'draftId, nextAttemptAt, userId',
    });
    // Issue 21: the proof of tenancy of a draft.
    this.version(2).stores({ draftProofs: 'draftId' });
  }
}

let db: OfflineDb | undefined;

/** The app's database, opened on first use. */
export function offlineDb(): OfflineDb {
  db ??= new OfflineDb();
  // The outbox waits for the database to exist before it loads (src/lib/outbox-launch.ts).
  markOfflineDbOpened();
  return db;
}

/** Tests: swap the database (a fresh one, or the same one reopened after a simulated restart). */
export function setOfflineDb(next: OfflineDb | undefined) {
  db = next;
  if (next) markOfflineDbOpened();
}
