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
 * Watches for the offline database: calls `found` once, as soon as it exists: at once when this page
 * has opened it; else when this page opens it, or when a check finds it (now, when the connection
 * returns, when the tab becomes visible: another tab may have created it). `checked` hears every
 * check's answer. Returns the stop.
 */
export function watchOfflineDb(
  found: () => void,
  checked: (exists: boolean) => void = () => undefined,
  exists: () => Promise<boolean> = offlineDbExists,
): () => void {
  if (opened) {
    found();
    return () => undefined;
  }
  let done = false;
  const check = () =>
    void exists().then((yes) => {
      if (done) return;
      checked(yes);
      if (yes) hit();
    });
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  const stopWaiting = onOfflineDbOpened(() => hit());
  const stop = () => {
    done = true;
    stopWaiting();
    window.removeEventListener('online', check);
    document.removeEventListener('visibilitychange', onVisible);
  };
  const hit = () => {
    if (done) return;
    stop();
    found();
  };
  window.addEventListener('online', check);
  document.addEventListener('visibilitychange', onVisible);
  check();
  return stop;
}

/**
 * Calls `start` once, as soon as the outbox may have work: the offline database exists, or this page
 * or another tab creates it (the connection returning and the tab becoming visible are the moments a
 * queued review would be sent).
 */
export function launchOutboxWhenNeeded(start: () => void, exists: () => Promise<boolean> = offlineDbExists): void {
  watchOfflineDb(start, undefined, exists);
}
