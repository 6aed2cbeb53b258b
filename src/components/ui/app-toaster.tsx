import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

// Loaded after the first render: sonner stays out of the first page's JavaScript (see lib/toast).
const Toaster = lazy(() => import('./sonner').then(({ Toaster }) => ({ default: Toaster })));

/** The app's one Toaster, mounted by the root route. */
export function AppToaster() {
  // Nothing to show in a server render (or while the browser hydrates it): its lazy code would only
  // be a boundary left to the client.
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
