/**
 * A module (or anything) loaded on first call and shared after: every caller gets the same promise.
 * A failed load (no connection before the service worker has cached the app) is not kept, so the
 * next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
