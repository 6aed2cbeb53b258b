import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach } from 'vitest';
import { Toaster } from '@/components/ui/sonner';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

/**
 * Renders one account component at `/` inside a real (memory-history) router and query client, with
 * a catch-all route so navigations away can be observed through `router.state.location`.
 */
export function renderAuthScreen(Screen: ComponentType, opts: { path?: string; state?: Record<string, unknown> } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
  });
  const screenRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: opts.path ?? '/',
    component: () => <Screen />,
  });
  const elsewhere = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: () => <p>Elsewhere</p>,
  });
  const history = createMemoryHistory({ initialEntries: [opts.path ?? '/'] });
  if (opts.state) history.replace(opts.path ?? '/', { ...history.location.state, ...opts.state });
  const router = createRouter({ routeTree: rootRoute.addChildren([screenRoute, elsewhere]), history });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, user, queryClient };
}
