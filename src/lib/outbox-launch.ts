/**
 * When the outbox starts. Its code (Dexie, the drainer) is the largest script a read page would run
 * after its first render, and on a first visit there is nothing for it to do: no draft was ever
 * written in this browser. So it starts only once the offline database exists (issue 22). This
 * module must not import Dexie: the entry imports it.
 */

/** The offline database's name (src/lib/offline-db.ts opens it). */
export const OFFLINE_DB_NAME = 'hometruths';

let opened = false;
const onOpened = new Set<() => void>();

/** src/lib/offline-db.ts: this page has opened the offline database (a draft is being written). */
export function markOfflineDbOpened(): void {
  if (opened) return;
  opened = true;
  for (const listener of onOpened) listener();
  onOpened.clear();
}

/** Whether this page has opened the offline database. */
export const isOfflineDbOpened = (): boolean => opened;

/** Calls `listener` once this page opens the offline database; returns the unsubscribe. */
export function onOfflineDbOpened(listener: () => void): () => void {
  if (opened) {
    listener();
    return () => undefined;
  }
  onOpened.add(listener);
  return () => onOpened.delete(listener);
}

/**
 * Whether this browser holds the offline database (drafts, queued reviews). True when it cannot tell
 * (no `indexedDB.databases()`, or it failed): then the outbox starts as it always did.
 */
export async function offlineDbExists(idb: IDBFactory | undefined = globalThis.indexedDB): Promise<boolean> {
  if (typeof idb?.databases !== 'function') return true;
  try {
    return (await idb.databases()).some((info) => info.name === OFFLINE_DB_NAME);
  } catch {
    return true;
  }
}

/**
 * Calls `start` once, as soon as the outbox may have work: at once when the offline database exists;
 * else when this page opens it, or when another tab has created it meanwhile (checked again when the
 * connection returns and when the tab becomes visible, the moments a queued review would be sent).
 */
export function launchOutboxWhenNeeded(start: () => void, exists: () => Promise<boolean> = offlineDbExists): void {
  let started = false;
  const check = () =>
    void exists().then((yes) => {
      if (yes) launch();
    });
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  const launch = () => {
    if (started) return;
    started = true;
    window.removeEventListener('online', check);
    document.removeEventListener('visibilitychange', onVisible);
    start();
  };
  if (opened) return launch();
  onOfflineDbOpened(launch);
  window.addEventListener('online', check);
  document.addEventListener('visibilitychange', onVisible);
  check();
}
