import { useEffect, useState } from 'react';
import { loadOfflineStore } from '../offline/load-offline-store';
import { loadReviewValidation } from './review-form-values';

let settled = false;

/**
 * Starts loading what writing needs when the write page mounts: the offline store (Dexie, the draft
 * store, the publish) and the review's schemas (zod), each in a chunk and a task of its own, apart
 * from the page's code (issue 22, decision 071). True once both are in, or could not load (their next
 * use tries again). The page shows its form only then, so a renter who goes offline right after the
 * form appears can still save, check and queue the review.
 */
export function useWritingToolsReady(): boolean {
  const [ready, setReady] = useState(settled);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void Promise.allSettled([loadOfflineStore(), loadReviewValidation()]).then(() => {
      settled = true;
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
