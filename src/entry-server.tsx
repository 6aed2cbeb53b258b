// The server render of the public pages (decision 024): built by Vite into dist/ssr and loaded by the
// production server (src/server/lib/server-render.ts), which owns the HTML around it.
import '@/lib/zod-jitless';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { setApiTransport } from '@/lib/api';
import { firstRenderReady } from '@/lib/first-render';
import { createQueryClient } from '@/lib/query-client';
import { type ServerQuery, serverQueries } from '@/lib/server-state';
import { AppRoot } from './app-root';
import { createAppRouter } from './router';

/**
 * The pages rendered on the server: public reads. Everything else gets the empty shell. Each one's
 * route component calls `usePageHydrated` (lib/page-hydrated.ts): the browser hydrates it then.
 */
const SERVER_RENDERED = new Set([
  '/_main/',
  '/_main/properties-listing',
  '/_main/property/$slug',
  '/_main/write-review/',
  '/_main/privacy-policy',
  '/_main/terms-and-condition',
]);

export interface RenderedPage {
  /** The markup of `<div id="root">`. */
  html: string;
  /** The query cache, for the browser to start from (lib/server-state.ts). */
  state: ServerQuery[];
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 2));

/**
 * A renderer whose API calls go to `transport` (the server's own app, in-process). It answers null
 * for a page that is not rendered on the server or did not load cleanly (a redirect, a 404, a failed
 * query): the browser then renders it as it always has.
 */
export function createPageRenderer(transport: (request: Request, init: RequestInit) => Promise<Response>) {
  setApiTransport(transport);
  return async function renderPage(url: string): Promise<RenderedPage | null> {
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
    await router.load();
    const { matches } = router.state;
    const leaf = matches.at(-1);
    // A redirect, a not-found or a failed loader leaves its match in another status.
    const loaded = matches.every((match) => match.status === 'success');
    if (!loaded || !leaf || !SERVER_RENDERED.has(leaf.routeId)) {
      return null;
    }
    // Loaders start some reads without awaiting them (home's sections, a property's reviews).
    while (queryClient.isFetching() > 0) await settle();
    await firstRenderReady();
    if (
      queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status !== 'success')
    )
      return null;
    // In the browser TanStack Router puts two Suspense boundaries around the pages (its own, and the
    // root route's, which has a pending component); on the server it puts none. The server draws
    // them here, so the markup holds the two boundaries' comments where the browser's hydration
    // looks for them (neither draws anything else; decision 069).
    const html = renderToString(
      <AppRoot queryClient={queryClient}>
        <Suspense>
          <Suspense>
            <RouterProvider router={router} />
          </Suspense>
        </Suspense>
      </AppRoot>,
    );
    // A part that threw or suspended is left to the client (`<!--$!-->`): the page would not match.
    if (html.includes('<!--$!-->')) throw new Error(`Part of ${url} did not render on the server`);
    const state = serverQueries(queryClient);
    queryClient.clear();
    return { html, state };
  };
}
