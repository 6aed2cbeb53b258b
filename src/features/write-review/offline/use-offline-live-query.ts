import { useEffect, useState } from 'react';
import { type OfflineStore, loadOfflineStore } from './load-offline-store';
import { useOfflineDbPresent } from './use-offline-db-present';

/**
 * A live query of the offline database (Dexie's `liveQuery`: it answers again whenever the rows it
 * read change) that loads Dexie only when there is a database to read: without one it answers
 * `absent` at once and loads nothing (issue 22). Undefined until the first answer; after a change of
 * `deps` it keeps the last answer until the new one, as dexie-react-hooks' `useLiveQuery` does. A
 * failed read throws to the route's error boundary, as there.
 */
export function useOfflineLiveQuery<T>(
  query: (store: OfflineStore) => Promise<T>,
  deps: readonly unknown[],
  absent: T,
): T | undefined {
  const present = useOfflineDbPresent();
  const [answer, setAnswer] = useState<{ value: T } | undefined>(undefined);
  const [failure, setFailure] = useState<{ error: unknown } | undefined>(undefined);
  // Without a database the answer is `absent`, kept as the last answer: when the first save creates the
  // database the form goes on showing it until the live query answers, instead of loading again.
  if (present === false && answer?.value !== absent) setAnswer({ value: absent });
  useEffect(() => {
    if (!present) return;
    let live = true;
    let subscription: { unsubscribe(): void } | undefined;
    const fail = (error: unknown) => live && setFailure({ error });
    loadOfflineStore().then((store) => {
      if (!live) return;
      subscription = store
        .liveQuery(() => query(store))
        .subscribe({
          next: (value) => live && setAnswer({ value }),
          error: fail,
        });
    }, fail);
    return () => {
      live = false;
      subscription?.unsubscribe();
    };
    // The caller's deps stand for `query` and `absent`, as with useEffect's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [present, ...deps]);
  if (failure) throw failure.error;
  return answer?.value;
}
