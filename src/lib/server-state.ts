import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';

/**
 * Fills the query cache with the data a server-rendered page was drawn from (the `query-state`
 * script the server writes beside the markup, decision 024). False for the empty shell (dev, the
 * service worker's offline page, a page the server did not render).
 */
export function hydrateServerState(queryClient: QueryClient): boolean {
  const script = document.getElementById('query-state');
  if (!script?.textContent) return false;
  try {
    hydrate(queryClient, JSON.parse(script.textContent) as DehydratedState);
  } catch {
    // A page whose data cannot be read is drawn by the client, as on the shell.
    return false;
  } finally {
    script.remove();
  }
  return true;
}
