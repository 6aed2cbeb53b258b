import { useEffect, useState } from 'react';
import { isOfflineDbOpened, watchOfflineDb } from '@/lib/outbox-launch';

/**
 * Whether there is an offline database to read drafts from: true once this browser holds it (or this
 * page opened it), false when it does not, undefined until known. A renter's first visit to the write
 * page has no drafts: the page shows the form without creating the database, its tables and the
 * outbox (issue 22); the first autosave creates it. A draft written meanwhile in another tab shows
 * when this tab becomes visible again.
 */
export function useOfflineDbPresent(): boolean | undefined {
  const [present, setPresent] = useState<boolean | undefined>(() => (isOfflineDbOpened() ? true : undefined));
  useEffect(() => {
    if (present) return;
    return watchOfflineDb(
      () => setPresent(true),
      (exists) => {
        if (!exists) setPresent(false);
      },
    );
  }, [present]);
  return present;
}
