import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** A strip under the header while the connection is down; it goes away when it returns. */
export function OfflineBanner() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  // The live region stays mounted so screen readers announce the banner when it appears.
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <p className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
          <WifiOff className="size-4 shrink-0" aria-hidden="true" />
          You are offline. Pages you have opened before still work; anything new needs a connection.
        </p>
      )}
    </div>
  );
}
