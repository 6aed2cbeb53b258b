import type * as OfflineStoreModule from './offline-store';

export type OfflineStore = typeof OfflineStoreModule;

let loading: Promise<OfflineStore> | undefined;

/**
 * The offline database's code (Dexie, the draft store, the publish), loaded once: the write page
 * starts it at mount beside the schemas (use-writing-tools.ts), in a task of its own. A failed load
 * (no connection before the service worker has cached the app) is tried again on the next call.
 */
export function loadOfflineStore(): Promise<OfflineStore> {
  loading ??= import('./offline-store').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
