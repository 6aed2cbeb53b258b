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
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { Toaster } from '@/components/ui/sonner';
import { sessionStore } from '@/lib/session';

// jsdom lacks ResizeObserver, which Radix's radio group measures with (set for good, not stubbed,
// so unstubAllGlobals below leaves it in place).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.clear();
});

export function newQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

/** Renders without a router (components that use no links), with a query client and the toaster. */
export function renderWithQuery(ui: ReactNode, queryClient = newQueryClient()) {
  const result = render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** Renders at `path` inside a real memory-history router (for components with links). */
export function renderInRouter(ui: ReactNode, path = '/') {
  const queryClient = newQueryClient();
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
  });
  const page = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <>{ui}</> });
  const elsewhere = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => <p>Elsewhere</p> });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createRouter({ routeTree: rootRoute.addChildren([page, elsewhere]), history });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/**
 * Answers the app's fetch calls at the network edge (jsdom has no server): `handler` gets each
 * Request and returns the Response. Returns the list of requests seen.
 */
export function stubFetch(handler: (request: Request) => Response | Promise<Response>) {
  const seen: Request[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    seen.push(request);
    return handler(request);
  });
  return seen;
}

export function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function signInAsRenter() {
  sessionStore.set({
    token: 'test-token',
    user: {
      id: 'user-1',
      email: 'renter1@hometruths.local',
      firstName: 'Aisha',
      lastName: 'Tan',
      role: 'USER',
      isVerified: true,
      isSocialLogin: false,
    },
  });
}
