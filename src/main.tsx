// First: the browser's install offer can fire before anything else has loaded.
import '@/features/pwa/install-prompt';
// Before any zod schema is built (see the module).
import '@/lib/zod-jitless';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { installSessionExpiryHandler } from '@/features/auth/session-expiry';
import { registerServiceWorker } from '@/features/pwa/register-service-worker';
import { firstRenderReady } from '@/lib/first-render';
import { createQueryClient } from '@/lib/query-client';
import { launchOutboxWhenNeeded } from '@/lib/outbox-launch';
import { hydrateServerState } from '@/lib/server-state';
import { sessionStore } from '@/lib/session';
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
const startOutbox = () =>
  void import('@/features/write-review/components/outbox-notices').then(({ startOutboxWithNotices }) =>
    startOutboxWithNotices(queryClient),
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
 * Once the app's markup is in place: text typed into the server's markup meanwhile is carried over,
 * and the server-rendered mark goes (tests wait for it). A layout effect, in the same task as the
 * commit that swapped the markup: a passive effect runs a task later, and a key pressed between the
 * two reached the page's body, the old field gone and the new one not yet focused, and was lost.
 */
function AppMounted({ container, carryTyped }: { container: HTMLElement; carryTyped?: (next: HTMLElement) => void }) {
  useLayoutEffect(() => {
    carryTyped?.(container);
    container.removeAttribute('data-server-rendered');
  }, [container, carryTyped]);
  return null;
}

/**
 * A server-rendered page (decision 024) is replaced, not hydrated, by the first render: that render
 * waits for the route's loaders (answered by the inlined data) and the code they hold it for, so it
 * draws the same page instead of a loading state and nothing moves. The empty shell renders at once.
 */
async function mount() {
  // A signed-in visitor's page is not the server's signed-out one: it renders at once, as on the
  // shell, with 'Loading...' while the stored token is checked (the data inlined still serves).
  const serverRendered = hydrateServerState(queryClient) && !sessionStore.get();
  const container = document.getElementById('root')!;
  let carryTyped: ((next: HTMLElement) => void) | undefined;
  if (serverRendered) {
    // The page is on screen: let the browser breathe between evaluating this script and loading routes.
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Loaded beside the routes, apart from the entry: only a server-rendered page needs it.
    const [{ rememberTypedInput }] = await Promise.all([
      import('@/lib/carry-typed-input'),
      router.load(),
      firstRenderReady(),
    ]);
    carryTyped = rememberTypedInput(container);
  }
  const root = createRoot(container);
  const render = () =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <AppMounted container={container} carryTyped={carryTyped} />
        </QueryClientProvider>
      </StrictMode>,
    );
  // Over a page already on screen there is no hurry: as a transition, the render yields to the
  // browser every few milliseconds instead of blocking it for the whole page (Lighthouse's TBT).
  if (serverRendered) startTransition(render);
  else render();
}
void mount();
