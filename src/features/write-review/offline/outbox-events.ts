/**
 * What the outbox tells the page (sending, upload progress, the outcome of a send), apart from the
 * outbox itself: the write form listens before it loads Dexie and the outbox's code (issue 22).
 */

export type OutboxEvent =
  | { type: 'sending'; draftId: string }
  | { type: 'progress'; draftId: string; loaded: number; total: number }
  | { type: 'published'; draftId: string; reviewId?: string; message?: string }
  | { type: 'needs-attention'; draftId: string; message: string; serverErrors: Record<string, string> }
  | { type: 'retry-scheduled'; draftId: string; attempts: number; nextAttemptAt: number; error: string }
  | { type: 'waiting-for-sign-in'; draftId: string };

type Listener = (event: OutboxEvent) => void;
const listeners = new Set<Listener>();

/** The UI's way to hear about the outbox (toasts, upload progress). Returns the unsubscribe. */
export function subscribeOutbox(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** outbox.ts: tells every listener. */
export function emitOutboxEvent(event: OutboxEvent) {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch {
      // A broken listener must not stop the queue.
    }
  }
}
