// First: the browser's install offer can fire before anything else has loaded.
import '@/features/pwa/install-prompt';
// Before any zod schema is built (see the module).
import '@/lib/zod-jitless';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { installSessionExpiryHandler } from '@/features/auth/session-expiry';
import { registerServiceWorker } from '@/features/pwa/register-service-worker';
import { firstRenderReady } from '@/lib/first-render';
import { createQueryClient } from '@/lib/query-client';
import { launchOutboxWhenNeeded } from '@/lib/outbox-launch';
import { whenPageHydrated } from '@/lib/page-hydrated';
import { hydrateServerState } from '@/lib/server-state';
import { prepareClassMerging } from '@/lib/utils';
import { sessionStore } from '@/lib/session';
import { AppRoot } from './app-root';
import { createAppRouter } from './router';
import './styles.css';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
// Registered before the first load, so a 401 in any loader is handled.
installSessionExpiryHandler(router, queryClient);
// Queued reviews go out from any page, at start and whenever the connection returns. Loaded apart
// so Dexie and the outbox stay out of the home page's bundle, only once the page has loaded and the
// browser is idle, so its parsing does not hold up the first paint on a slow phone, and only once
// this browser holds drafts (a first visit has none: see the module).
// Its code may fail to load: a draft first written offline, before the service worker holds the app,
// creates the database with no connection. The outbox then starts when the connection returns.
const startOutbox = (): void =>
  void import('@/features/write-review/components/outbox-notices').then(
    ({ startOutboxWithNotices }) => startOutboxWithNotices(queryClient),
    () => window.addEventListener('online', startOutbox, { once: true }),
  );
const launchOutbox = () => launchOutboxWhenNeeded(startOutbox);
const whenIdle = () =>
  'requestIdleCallback' in window
    ? requestIdleCallback(launchOutbox, { timeout: 3000 })
    : setTimeout(launchOutbox, 500);
if (document.readyState === 'complete') whenIdle();
else window.addEventListener('load', whenIdle, { once: true });

registerServiceWorker();

/**
 * A server-rendered page (decision 024) is hydrated (decision 069): the first render waits for the
 * route's loaders (answered by the inlined data) and the code they hold it for, so it draws the same
 * page the server did, and React takes over the server's markup instead of drawing it again. A
 * signed-in visitor's page is not the server's signed-out one: it renders at once over the markup,
 * as on the empty shell, with 'Loading...' while the stored token is checked (the inlined data still
 * serves).
 */
async function mount() {
  const app = (
    <AppRoot queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppRoot>
  );
  const serverRendered = hydrateServerState(queryClient) && !sessionStore.get();
  const container = document.getElementById('root')!;
  if (!serverRendered) {
    createRoot(container).render(app);
    return;
  }
  // The page is on screen: let the browser breathe between evaluating this script and loading routes.
  await new Promise((resolve) => setTimeout(resolve, 0));
  // tailwind-merge's class map in a task of its own, not in the first hydration slice that calls cn().
  setTimeout(prepareClassMerging, 0);
  // Loaded beside the routes, apart from the entry: only a server-rendered page needs it.
  const [{ announceTypedInput }] = await Promise.all([
    import('@/lib/carry-typed-input'),
    router.load(),
    firstRenderReady(),
  ]);
  // In the commit that hydrates the page itself: what was typed meanwhile reaches React, and the
  // server-rendered mark goes (tests wait for it). A key pressed after this goes to React's handlers.
  whenPageHydrated(() => {
    announceTypedInput(container);
    container.removeAttribute('data-server-rendered');
  });
  // A transition: the hydration yields to the browser every few milliseconds (Lighthouse's TBT).
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
void mount();
