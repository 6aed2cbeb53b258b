import { useSyncExternalStore } from 'react';
import type { DisplayZone } from './format';

const noSubscription = () => () => {};

/**
 * False in the server's render and in the browser's hydration of it, true from then on (and at once
 * in a page the browser renders itself). What only the browser can know renders behind it, so the
 * hydrating render matches the server's markup and the browser's part follows a render later.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Dates in the browser's time zone, but in UTC while rendering or hydrating the server's markup. */
export function useDisplayZone(): DisplayZone {
  return useHydrated() ? 'local' : 'utc';
}

/** This year where the visitor is (in UTC until the server's page is hydrated: the two must match). */
export function useCurrentYear(): number {
  const now = new Date();
  return useDisplayZone() === 'utc' ? now.getUTCFullYear() : now.getFullYear();
}
