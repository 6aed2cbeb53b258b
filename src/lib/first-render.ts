/**
 * Code a page's first render needs that its route loads without awaiting (home's review cards, which
 * a client-side visit shows as they arrive). A server-rendered page is hydrated by the client's first
 * render, so that render waits for these and draws the same page instead of a loading state; so does
 * the server's own render.
 */
const held = new Set<Promise<unknown>>();

export function holdFirstRender(loading: Promise<unknown>) {
  const settled = loading.then(
    () => undefined,
    () => undefined,
  );
  held.add(settled);
  void settled.then(() => held.delete(settled));
}

/** Resolves once everything held so far has loaded (or failed: the page then shows its fallback). */
export async function firstRenderReady(): Promise<void> {
  await Promise.all(held);
}
