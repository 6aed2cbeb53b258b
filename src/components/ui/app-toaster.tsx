import { lazy, Suspense } from 'react';

// Loaded after the first render: sonner stays out of the first page's JavaScript (see lib/toast).
const Toaster = lazy(() => import('./sonner').then(({ Toaster }) => ({ default: Toaster })));

/** The app's one Toaster, mounted by the root route. */
export function AppToaster() {
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
