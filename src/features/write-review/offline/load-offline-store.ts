import { loadOnce } from '@/lib/load-once';
import type * as OfflineStoreModule from './offline-store';

export type OfflineStore = typeof OfflineStoreModule;

/**
 * The offline database's code (Dexie, the draft store, the publish), loaded once: the write page
 * starts it at mount beside the schemas (use-writing-tools.ts), in a task of its own. A failed load
 * (no connection before the service worker has cached the app) is tried again on the next call.
 */
export const loadOfflineStore: () => Promise<OfflineStore> = loadOnce(() => import('./offline-store'));
