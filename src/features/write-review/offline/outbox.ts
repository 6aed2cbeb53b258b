import { type OfflineDb, type OutboxPayload, type OutboxRow, offlineDb } from '@/lib/offline-db';
import { sessionStore } from '@/lib/session';
import { REVIEW_FORM_MESSAGES } from '@/shared/review-form-text';
import { photosToFiles, proofToFile } from './draft-store';
import { emitOutboxEvent as emit } from './outbox-events';
export { type OutboxEvent, subscribeOutbox } from './outbox-events';
import type { PublishTransport, TransportResponse } from './publish-transport';

/**
 * The outbox (DESIGN.md, offline-first drafts): a review the renter published is frozen here with an
 * Idempotency-Key minted once, then sent until the server gives a final answer. Every retry, in any
 * tab or after a crash, sends the same key, so the server creates the review exactly once.
 */

export const OUTBOX_LOCK = 'hometruths-outbox';
/** Backoff after a network failure or 5xx: 2 s, 4 s, 8 s... capped at 5 minutes, with jitter. */
const BACKOFF_BASE_MS = 2_000;
const BACKOFF_CAP_MS = 5 * 60_000;
/** A 409 (still in flight) or 429 without a Retry-After header waits this long. */
const DEFAULT_RETRY_AFTER_S = 2;

export interface OutboxSession {
  token: string;
  userId: string;
}

export const currentOutboxSession = (): OutboxSession | null => {
  const session = sessionStore.get();
  return session ? { token: session.token, userId: session.user.id } : null;
};

/** The same payload and photos give the same fingerprint (keys are in a fixed order). */
function fingerprint(payload: OutboxPayload, photoIds: readonly string[], proofSize?: number): string {
  const fields = Object.fromEntries(Object.entries(payload.fields).sort(([a], [b]) => a.localeCompare(b)));
  const parts: unknown[] = [fields, payload.isAnonymous, payload.target, photoIds];
  // Without a proof the fingerprint is what it always was.
  if (proofSize !== undefined) parts.push(proofSize);
  return JSON.stringify(parts);
}

/**
 * Freezes what the renter published and puts it in the outbox: the Idempotency-Key is minted here,
 * once (publishing the very same payload again, after taking it back to editing, reuses the key).
 * Queuing a draft that is already queued returns the existing entry unchanged.
 * Throws when nobody is signed in (publishing needs an account) or on a storage failure.
 */
export async function queueForPublish(
  draftId: string,
  payload: OutboxPayload,
  options: { db?: OfflineDb; userId?: string; now?: number } = {},
): Promise<OutboxRow> {
  const db = options.db ?? offlineDb();
  const userId = options.userId ?? currentOutboxSession()?.userId;
  if (!userId) throw new Error(REVIEW_FORM_MESSAGES.publishGate);
  const now = options.now ?? Date.now();
  const frozen = structuredClone(payload);
  return db.transaction('rw', [db.drafts, db.draftPhotos, db.draftProofs, db.outbox], async () => {
    const existing = await db.outbox.get(draftId);
    if (existing) return existing;
    const photos = await db.draftPhotos.where('draftId').equals(draftId).sortBy('addedAt');
    const photoIds = photos.map((p) => p.id);
    const proof = await db.draftProofs.get(draftId);
    const draft = await db.drafts.get(draftId);
    const print = fingerprint(frozen, photoIds, proof?.size);
    const idempotencyKey =
      draft?.lastIdempotencyKey && draft.lastPayloadFingerprint === print
        ? draft.lastIdempotencyKey
        : crypto.randomUUID();
    const row: OutboxRow = {
      draftId,
      idempotencyKey,
      payload: frozen,
      photoIds,
      ...(proof ? { withProof: true } : {}),
      userId,
      attempts: 0,
      nextAttemptAt: now,
      waitingForSignIn: 0,
      queuedAt: now,
    };
    await db.outbox.add(row);
    const queued = {
      state: 'queued' as const,
      userId,
      updatedAt: now,
      serverErrors: undefined,
      serverMessage: undefined,
      lastIdempotencyKey: idempotencyKey,
      lastPayloadFingerprint: print,
    };
    if (draft) await db.drafts.update(draftId, queued);
    else await db.drafts.add({ id: draftId, values: { ...frozen.fields }, ...queued });
    return row;
  });
}

/**
 * Takes a queued review back to editing (the renter wants to change it). Refused while a request is
 * on the wire. The draft remembers the key, so publishing it unchanged cannot create it twice.
 */
export async function returnToEditing(draftId: string, db: OfflineDb = offlineDb()): Promise<boolean> {
  return db.transaction('rw', db.drafts, db.outbox, async () => {
    const draft = await db.drafts.get(draftId);
    if (!draft || draft.state !== 'queued') return false;
    await db.outbox.delete(draftId);
    await db.drafts.update(draftId, { state: 'editing', updatedAt: Date.now() });
    return true;
  });
}

/** After a sign-in: the signed-in renter's reviews that waited on a 401 may go again now. */
export async function resumeAfterSignIn(userId: string, db: OfflineDb = offlineDb(), now = Date.now()) {
  await db.outbox
    .where('userId')
    .equals(userId)
    .modify((row) => {
      if (row.waitingForSignIn) {
        row.waitingForSignIn = 0;
        row.nextAttemptAt = now;
      }
    });
}

export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const exponential = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  // "Equal jitter": never less than half the delay, so a flapping server is not hammered.
  return Math.round(exponential / 2 + (random() * exponential) / 2);
}

export type DrainOutcome = 'published' | 'needs-attention' | 'retry' | 'in-flight' | 'waiting-for-sign-in';

export interface DrainReport {
  /** False when another tab holds the outbox lock (it drains; this tab did nothing). */
  ran: boolean;
  outcomes: { draftId: string; outcome: DrainOutcome }[];
  /** When the next queued review is due (epoch ms), for the backoff timer; absent when none waits on time. */
  nextAttemptAt?: number;
}

export interface DrainOptions {
  db?: OfflineDb;
  now?: () => number;
  session?: () => OutboxSession | null;
  random?: () => number;
  /** Offline: nothing is sent and no attempt is spent; the `online` event drains again. */
  isOnline?: () => boolean;
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Only one tab drains at a time; where Web Locks are missing, this tab just drains. */
async function withOutboxLock<T>(run: () => Promise<T>): Promise<T | undefined> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks?.request) return run();
  let result: T | undefined;
  await locks.request(OUTBOX_LOCK, { ifAvailable: true }, async (lock) => {
    if (lock) result = await run();
  });
  return result;
}

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
  data?: unknown;
}

const bodyOf = (body: unknown): ErrorBody => (body && typeof body === 'object' ? (body as ErrorBody) : {});

function bodyMessage(body: unknown): string | undefined {
  const message = bodyOf(body).message;
  return typeof message === 'string' && message ? message : undefined;
}

/** The server's `errors: [{ path, message }]` as field -> first message. */
function fieldErrors(body: unknown): Record<string, string> {
  const errors = bodyOf(body).errors;
  const out: Record<string, string> = {};
  if (!Array.isArray(errors)) return out;
  for (const e of errors as { path?: unknown; message?: unknown }[]) {
    if (typeof e?.path === 'string' && typeof e.message === 'string' && !(e.path in out)) out[e.path] = e.message;
  }
  return out;
}

function reviewIdOf(body: unknown): string | undefined {
  const data = bodyOf(body).data as { id?: unknown; review?: { id?: unknown } } | undefined;
  const id = data?.id ?? data?.review?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

/**
 * Sends the due reviews of the outbox, one at a time, oldest first, and records each answer:
 * 2xx published (photos dropped), 400 back to the renter with the server's field messages, 401 waits
 * for a sign-in, 409 waits for Retry-After, 422 and other 4xx back to the renter with the message,
 * 5xx / network failure / timeout retried with backoff. A network failure or 5xx ends the run: the
 * next item would most likely fail the same way.
 */
export async function drainOutbox(transport: PublishTransport, options: DrainOptions = {}): Promise<DrainReport> {
  const report = await withOutboxLock(() => drainLocked(transport, options));
  return report ?? { ran: false, outcomes: [] };
}

async function drainLocked(transport: PublishTransport, options: DrainOptions): Promise<DrainReport> {
  const db = options.db ?? offlineDb();
  const now = options.now ?? Date.now;
  const getSession = options.session ?? currentOutboxSession;
  const isOnline = options.isOnline ?? browserOnline;
  const outcomes: DrainReport['outcomes'] = [];
  const record = (draftId: string, outcome: DrainOutcome) => outcomes.push({ draftId, outcome });
  let stoppedUntil: number | undefined;

  while (isOnline()) {
    const due = (await db.outbox.where('nextAttemptAt').belowOrEqual(now()).toArray())
      .filter((row) => !row.waitingForSignIn)
      .sort((a, b) => a.queuedAt - b.queuedAt);
    if (due.length === 0) break;
    const session = getSession();
    // Only the renter who published sends it: another account's reviews wait for their sign-in.
    const notMine = due.filter((row) => row.userId !== session?.userId);
    for (const row of notMine) {
      await db.outbox.update(row.draftId, { waitingForSignIn: 1 });
      record(row.draftId, 'waiting-for-sign-in');
      emit({ type: 'waiting-for-sign-in', draftId: row.draftId });
    }
    const item = due.find((row) => row.userId === session?.userId);
    if (!item || !session) break;

    const outcome = await sendOne(db, transport, item, session, now, options.random);
    record(item.draftId, outcome);
    if (outcome === 'retry') {
      // The others wait with it rather than each failing once in a burst.
      stoppedUntil = (await db.outbox.get(item.draftId))?.nextAttemptAt;
      break;
    }
  }

  // Offline: the `online` event drains again; a timer now would only spin.
  if (!isOnline()) return { ran: true, outcomes };
  const pending = (await db.outbox.toArray()).filter((row) => !row.waitingForSignIn);
  if (pending.length === 0) return { ran: true, outcomes };
  const earliest = Math.min(...pending.map((row) => row.nextAttemptAt));
  return { ran: true, outcomes, nextAttemptAt: Math.max(earliest, stoppedUntil ?? earliest) };
}

async function sendOne(
  db: OfflineDb,
  transport: PublishTransport,
  item: OutboxRow,
  session: OutboxSession,
  now: () => number,
  random?: () => number,
): Promise<DrainOutcome> {
  const { draftId } = item;
  await db.transaction('rw', db.drafts, async () => {
    const draft = await db.drafts.get(draftId);
    if (draft) await db.drafts.update(draftId, { state: 'sending' });
  });
  emit({ type: 'sending', draftId });
  const photos = (await db.draftPhotos.bulkGet(item.photoIds)).filter((p) => p !== undefined);
  const proof = item.withProof ? await db.draftProofs.get(draftId) : undefined;

  let response: TransportResponse;
  try {
    response = await transport(
      item,
      photosToFiles(photos),
      session.token,
      (loaded, total) => emit({ type: 'progress', draftId, loaded, total }),
      proof && proofToFile(proof),
    );
  } catch (error) {
    return scheduleRetry(db, item, error instanceof Error ? error.message : String(error), now(), random);
  }

  const { status, body } = response;
  if (status >= 200 && status < 300) {
    const reviewId = reviewIdOf(body);
    await db.transaction('rw', [db.drafts, db.draftPhotos, db.draftProofs, db.outbox], async () => {
      await db.outbox.delete(draftId);
      await db.draftPhotos.where('draftId').equals(draftId).delete();
      await db.draftProofs.delete(draftId);
      if (await db.drafts.get(draftId)) {
        await db.drafts.update(draftId, {
          state: 'published',
          updatedAt: now(),
          serverErrors: undefined,
          serverMessage: undefined,
          ...(reviewId ? { publishedReviewId: reviewId } : {}),
        });
      }
    });
    emit({ type: 'published', draftId, ...(reviewId ? { reviewId } : {}), message: bodyMessage(body) });
    return 'published';
  }
  if (status === 401) {
    // The session died: every review of this renter waits for the next sign-in.
    await db.transaction('rw', db.drafts, db.outbox, async () => {
      await db.outbox.where('userId').equals(item.userId).modify({ waitingForSignIn: 1 });
      await db.drafts.update(draftId, { state: 'queued' });
    });
    emit({ type: 'waiting-for-sign-in', draftId });
    return 'waiting-for-sign-in';
  }
  if (status === 409 || status === 429) {
    // 409: the first request with this key is still being processed; 429: rate limited.
    const waitMs = (response.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_S) * 1000;
    const error = bodyMessage(body) ?? `HTTP ${status}`;
    const nextAttemptAt = now() + Math.max(waitMs, status === 429 ? backoffDelay(item.attempts + 1, random) : 0);
    await db.transaction('rw', db.drafts, db.outbox, async () => {
      await db.outbox.update(draftId, {
        nextAttemptAt,
        lastError: error,
        ...(status === 429 ? { attempts: item.attempts + 1 } : {}),
      });
      await db.drafts.update(draftId, { state: 'queued' });
    });
    emit({ type: 'retry-scheduled', draftId, attempts: item.attempts, nextAttemptAt, error });
    return 'in-flight';
  }
  if (status >= 400 && status < 500 && status !== 408) {
    const serverErrors = status === 400 ? fieldErrors(body) : {};
    const message =
      bodyMessage(body) ??
      (status === 422 ? REVIEW_FORM_MESSAGES.idempotencyKeyReused : REVIEW_FORM_MESSAGES.submitFailed);
    await db.transaction('rw', db.drafts, db.outbox, async () => {
      await db.outbox.delete(draftId);
      await db.drafts.update(draftId, {
        state: 'needs-attention',
        updatedAt: now(),
        serverErrors,
        serverMessage: message,
        // The server has answered this key for good: the next publish is a new request.
        lastIdempotencyKey: undefined,
        lastPayloadFingerprint: undefined,
      });
    });
    emit({ type: 'needs-attention', draftId, message, serverErrors });
    return 'needs-attention';
  }
  return scheduleRetry(db, item, bodyMessage(body) ?? `HTTP ${status}`, now(), random);
}

async function scheduleRetry(
  db: OfflineDb,
  item: OutboxRow,
  error: string,
  now: number,
  random?: () => number,
): Promise<DrainOutcome> {
  const attempts = item.attempts + 1;
  const nextAttemptAt = now + backoffDelay(attempts, random);
  await db.transaction('rw', db.drafts, db.outbox, async () => {
    if (!(await db.outbox.get(item.draftId))) return;
    await db.outbox.update(item.draftId, { attempts, lastError: error, nextAttemptAt });
    await db.drafts.update(item.draftId, { state: 'queued' });
  });
  emit({ type: 'retry-scheduled', draftId: item.draftId, attempts, nextAttemptAt, error });
  return 'retry';
}
