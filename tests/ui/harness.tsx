import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { Toaster } from '@/components/ui/sonner';
import { sessionStore } from '@/lib/session';

// The one UI test harness: render with a query client and the toaster, with or without a router,
// and answer fetch at the network edge.

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

/**
 * Renders `ui` at `path` (query string allowed) inside a real memory-history router, with a
 * catch-all route so navigations away can be observed through `router.state.location`. `state`
 * starts the history entry with navigation state.
 */
export function renderInRouter(ui: ReactNode, opts: { path?: string; state?: Record<string, unknown> } = {}) {
  const url = opts.path ?? '/';
  const queryClient = newQueryClient();
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
  });
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: new URL(url, 'http://localhost').pathname,
    component: () => <>{ui}</>,
  });
  const elsewhere = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => <p>Elsewhere</p> });
  const history = createMemoryHistory({ initialEntries: [url] });
  if (opts.state) history.replace(url, { ...history.location.state, ...opts.state });
  const router = createRouter({ routeTree: rootRoute.addChildren([page, elsewhere]), history });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, user, queryClient };
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

/**
 * The write page's review form once all of it has mounted: its last step holds the Continue button. The
 * form mounts in eight steps (one render each); in jsdom on a busy two-core host, beside the API tests,
 * that took more than 10 s (the thirtieth machine), so this waits up to 30.
 */
export const findFormContinue = () => screen.findByRole('button', { name: 'Continue' }, { timeout: 30_000 });
