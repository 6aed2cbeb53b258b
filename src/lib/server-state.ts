import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** One query of a server-rendered page's cache: its key, its data and when that was fetched. */
export interface ServerQuery {
  key: QueryKey;
  data: unknown;
  at: number;
}

/** The queries a server render read (all successful: a failed one means no server render). */
export function serverQueries(queryClient: QueryClient): ServerQuery[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .map((query) => ({ key: query.queryKey, data: query.state.data, at: query.state.dataUpdatedAt }));
}

/**
 * Fills the query cache with the data a server-rendered page was drawn from (the `query-state`
 * script the server writes beside the markup, decision 024). False for the empty shell (dev, the
 * service worker's offline page, a page the server did not render). TanStack's own hydrate() would
 * do too, at half a KB gz more on the first page.
 */
export function hydrateServerState(queryClient: QueryClient): boolean {
  const script = document.getElementById('query-state');
  if (!script?.textContent) return false;
  try {
    for (const { key, data, at } of JSON.parse(script.textContent) as ServerQuery[]) {
      queryClient.setQueryData(key, data, { updatedAt: at });
    }
  } catch {
    // A page whose data cannot be read is drawn by the client, as on the shell.
    return false;
  } finally {
    script.remove();
  }
  return true;
}
