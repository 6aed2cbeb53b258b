import { useLayoutEffect } from 'react';

let pending: (() => void) | undefined;

/**
 * What to do once a server-rendered page is hydrated (main.tsx, decision 069). React hydrates the
 * root first and each Suspense boundary after it, outermost first, in later tasks; the page's own
 * boundary (its route's match) comes last, so the page says when it is in place.
 */
export function whenPageHydrated(callback: () => void) {
  pending = callback;
}

/**
 * Called by each page the server renders (entry-server's SERVER_RENDERED): its layout effect runs in
 * the commit that hydrates it, once. Later renders, and pages the browser renders itself, do nothing.
 */
export function usePageHydrated() {
  useLayoutEffect(() => {
    const callback = pending;
    pending = undefined;
    callback?.();
  }, []);
}
