import { type OfflineDb, type OutboxPayload, offlineDb } from '@/lib/offline-db';
import { sessionStore } from '@/lib/session';
import { prunePublishedDrafts } from './draft-store';
import {
  type DrainOptions,
  type DrainReport,
  type OutboxEvent,
  type OutboxSession,
  currentOutboxSession,
  drainOutbox,
  queueForPublish,
  resumeAfterSignIn,
  subscribeOutbox,
} from './outbox';
import { type PublishTransport, xhrTransport } from './publish-transport';
import { requestPersistentStorage } from './storage-errors';

/**
 * Wires the outbox to the page: it drains at start, on `online`, when the tab becomes visible, after
 * a sign-in and on a backoff timer (not the Background Sync API, which only Chromium has).
 */

/** When another tab holds the lock this tab checks back now and then, to take over if it closes. */
const LOCK_BUSY_RECHECK_MS = 30_000;
/** Upper bound of one timer wait (setTimeout overflows past 2^31 ms). */
const MAX_TIMER_MS = 5 * 60_000;

export interface StartOutboxOptions {
  transport?: PublishTransport;
  db?: OfflineDb;
  session?: () => OutboxSession | null;
  /** Told about every outcome (toasts: published, needs attention). */
  onEvent?: (event: OutboxEvent) => void;
  now?: () => number;
  random?: () => number;
  isOnline?: () => boolean;
}

let activeDrain: (() => Promise<DrainReport>) | undefined;

/**
 * Starts the outbox for this page and returns the function that stops it. Call once, at app start.
 */
export function startOutbox(options: StartOutboxOptions = {}): () => void {
  const transport = options.transport ?? xhrTransport;
  const db = options.db ?? offlineDb();
  const getSession = options.session ?? currentOutboxSession;
  const now = options.now ?? Date.now;
  const drainOptions: DrainOptions = {
    db,
    now,
    session: getSession,
    ...(options.random ? { random: options.random } : {}),
    ...(options.isOnline ? { isOnline: options.isOnline } : {}),
  };
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<DrainReport> | undefined;
  let again: Promise<DrainReport> | undefined;

  const schedule = (report: DrainReport) => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (stopped) return;
    const wait = !report.ran
      ? LOCK_BUSY_RECHECK_MS
      : report.nextAttemptAt === undefined
        ? undefined
        : Math.min(MAX_TIMER_MS, Math.max(0, report.nextAttemptAt - now()));
    if (wait !== undefined) timer = setTimeout(() => void drain(), wait);
  };

  const runOnce = async (): Promise<DrainReport> => {
    try {
      const report = await drainOutbox(transport, drainOptions);
      schedule(report);
      return report;
    } catch (error) {
      // A storage failure: try again later rather than never.
      schedule({ ran: true, outcomes: [], nextAttemptAt: now() + LOCK_BUSY_RECHECK_MS });
      throw error;
    }
  };

  /** Concurrent triggers share one run, plus at most one more after it (for work queued meanwhile). */
  const drain = (): Promise<DrainReport> => {
    if (stopped) return Promise.resolve({ ran: false, outcomes: [] });
    if (!running) {
      running = runOnce().finally(() => {
        running = undefined;
      });
      return running;
    }
    again ??= running
      .catch(() => undefined)
      .then(() => {
        again = undefined;
        return drain();
      });
    return again;
  };

  const onOnline = () => void drain().catch(() => undefined);
  const onVisible = () => {
    if (document.visibilityState === 'visible') onOnline();
  };
  let signedInAs = getSession()?.token;
  const unsubscribeSession = sessionStore.subscribe(() => {
    const session = getSession();
    if (session && session.token !== signedInAs) {
      void resumeAfterSignIn(session.userId, db, now())
        .then(() => drain())
        .catch(() => undefined);
    }
    signedInAs = session?.token;
  });
  const unsubscribeEvents = options.onEvent ? subscribeOutbox(options.onEvent) : undefined;

  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);
  void requestPersistentStorage();
  void prunePublishedDrafts(db, now()).catch(() => undefined);
  activeDrain = drain;
  onOnline();

  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisible);
    unsubscribeSession();
    unsubscribeEvents?.();
    if (activeDrain === drain) activeDrain = undefined;
  };
}

export type PublishResult =
  | { status: 'published'; reviewId?: string }
  | { status: 'queued'; reason: 'offline' | 'retrying' | 'waiting-for-sign-in' | 'in-flight' }
  | { status: 'needs-attention'; message: string; serverErrors: Record<string, string> };

/**
 * The publish button: queues the review (key minted once) and, when the outbox runs in this tab,
 * sends it now. Resolves with what happened to this draft: published, still queued (offline, a
 * failure to retry, waiting for a sign-in) or back to the renter with the server's messages.
 */
export async function publishDraft(
  draftId: string,
  payload: OutboxPayload,
  options: { db?: OfflineDb; userId?: string } = {},
): Promise<PublishResult> {
  const db = options.db ?? offlineDb();
  await queueForPublish(draftId, payload, { db, ...(options.userId ? { userId: options.userId } : {}) });
  const online = typeof navigator === 'undefined' || navigator.onLine !== false;
  if (online && activeDrain) await activeDrain().catch(() => undefined);
  const draft = await db.drafts.get(draftId);
  const row = await db.outbox.get(draftId);
  if (draft?.state === 'published') {
    return { status: 'published', ...(draft.publishedReviewId ? { reviewId: draft.publishedReviewId } : {}) };
  }
  if (draft?.state === 'needs-attention') {
    return { status: 'needs-attention', message: draft.serverMessage ?? '', serverErrors: draft.serverErrors ?? {} };
  }
  if (!online || !row) return { status: 'queued', reason: 'offline' };
  if (row.waitingForSignIn) return { status: 'queued', reason: 'waiting-for-sign-in' };
  return { status: 'queued', reason: row.attempts > 0 ? 'retrying' : 'in-flight' };
}
