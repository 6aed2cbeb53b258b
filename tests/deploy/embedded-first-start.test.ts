import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CompiledServer, compileServer, startServer, waitUntilReady } from '../support/server-process';

/**
 * The compiled server on a new embedded database (no DATABASE_URL): a helper process creates and
 * migrates it and exits, so the server itself opens it as on any restart (its WebAssembly memory
 * never holds initdb's); the data is there, and a restart does not prepare again.
 */
let compiled: CompiledServer;
beforeAll(() => {
  compiled = compileServer();
});
afterAll(() => compiled?.remove());

const PREPARED = 'created the embedded database in a helper process';

describe('the first start on embedded PGlite', () => {
  it('prepares the database in a helper process, serves the demo data, and a restart reuses it', async () => {
    const first = await startServer(compiled.mainJs, { LOG_LEVEL: 'info', SEED: 'demo' });
    let dataDir = '';
    try {
      await waitUntilReady(first);
      dataDir = first.dataDir;
      expect(first.output()).toContain(PREPARED);
      const res = await fetch(`${first.url}/api/v1/properties/get-suggestions?q=marina`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: { name: string }[] }).data.map((s) => s.name)).toContain(
        'Marina Bay Suites',
      );
    } finally {
      await first.stop({ keepDataDir: true });
    }

    const again = await startServer(compiled.mainJs, { LOG_LEVEL: 'info', SEED: 'demo', DATA_DIR: dataDir });
    try {
      await waitUntilReady(again);
      expect(again.output()).not.toContain(PREPARED);
      const res = await fetch(`${again.url}/api/v1/properties/get-all-properties?pageSize=1`);
      expect(((await res.json()) as { data: { pagination: { totalItems: number } } }).data.pagination.totalItems).toBe(
        42,
      );
    } finally {
      await again.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
