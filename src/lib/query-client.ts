import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** The browser's own word (TanStack's onlineManager assumes online until the first event). */
const isOnline = () => typeof navigator === 'undefined' || navigator.onLine;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // 'offlineFirst': fetch even when the browser reports offline, so the service worker can
        // answer from its cache (the default 'online' mode would pause and never ask it).
        networkMode: 'offlineFirst',
        // Client errors (404, 400, 401) will not get better by asking again; offline, a miss in the
        // service worker's cache will not either: show the error with its retry instead of waiting.
        retry: (failureCount, error) =>
          isOnline() && !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
      // A write offline fails at once with a clear message rather than waiting silently.
      mutations: { networkMode: 'offlineFirst' },
    },
  });
}
