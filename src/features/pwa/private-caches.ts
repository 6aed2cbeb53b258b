/**
 * Sign-out's share of the clean-up: deletes every Cache Storage answer that was fetched with a
 * token. The service worker never stores such answers (its runtime caches take only requests without
 * an Authorization header), so this is the guarantee for anything cached by another version or tool.
 */
export async function clearPrivateCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    const requests = await cache.keys();
    await Promise.all(requests.filter((r) => r.headers.has('authorization')).map((r) => cache.delete(r)));
  }
}
