import autocannon from 'autocannon';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { seedDemoIfEmpty } from '../src/server/db/seed';
import { createTestContext } from '../tests/support/test-app';

/**
 * Load on the read side's hottest endpoints, on 127.0.0.1 only, bounded in time and connections.
 * Prints requests/s and latency percentiles; compares nothing against a threshold.
 */
const t = await createTestContext();
await seedDemoIfEmpty(t.deps.db, t.deps.storage);
const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((r) => server.once('listening', r));
const { port } = server.address() as AddressInfo;

const targets = [
  '/healthz',
  '/api/v1/reviews/most-recent-reviews',
  '/api/v1/properties/get-all-properties?page=1&pageSize=10',
  '/api/v1/properties/search-properties?query=marnia%20bay',
  '/api/v1/properties/get-suggestions?q=tamp',
];
for (const p of targets) {
  const result = await autocannon({ url: `http://127.0.0.1:${port}${p}`, connections: 10, duration: 5 });
  process.stdout.write(
    `${p.padEnd(60)} ${String(Math.round(result.requests.average)).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  non2xx ${result.non2xx}\n`,
  );
}
server.close();
await t.close();
