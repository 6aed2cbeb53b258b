/**
 * The write page's Dexie side in one chunk: the offline database, its live queries, the draft reads
 * and writes and the publish. Load it through `loadOfflineStore()` (load-offline-store.ts), never
 * statically: it is then evaluated in a task of its own, not inside the route's (issue 22, decision 071).
 */
export { liveQuery } from 'dexie';
export { offlineDb } from '@/lib/offline-db';
export {
  addDraftPhotos,
  discardDraft,
  getDraftPhotos,
  getDraftProof,
  removeDraftPhoto,
  removeDraftProof,
  saveDraftValues,
  setDraftProof,
} from './draft-store';
export { publishDraft } from './start-outbox';
