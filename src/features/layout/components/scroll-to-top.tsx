import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Scrolls smoothly to the top whenever the path changes (not on search-param-only changes). */
export function ScrollToTop() {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
        if (fromLocation && fromLocation.pathname !== toLocation.pathname) {
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }
      }),
    [router],
  );
  return null;
}
