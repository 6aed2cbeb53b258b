import type { QueryClient } from '@tanstack/react-query';
import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { PagePending } from '@/components/page-pending';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
}

/** `history`: the server render's memory history; the browser's own by default. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders hand data to TanStack Query, which owns caching; the router should always ask it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PagePending,
    // Loaded when first needed: no first page shows them (issue 22's budget for the home page).
    defaultErrorComponent: lazyRouteComponent(
      () => import('@/features/layout/components/route-error-page'),
      'RouteErrorPage',
    ),
    defaultNotFoundComponent: lazyRouteComponent(
      () => import('@/features/layout/components/not-found-page'),
      'NotFoundPage',
    ),
    scrollRestoration: false,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
