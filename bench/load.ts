import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import sharp from 'sharp';
import { PG_URL } from '../tests/support/backing-services';
import { compileServer, startServer, waitUntilReady, type ServerProcess } from '../tests/support/server-process';
import { checkWrites, newTally, propertyIds, runWriters, signIn, writeCheckLines } from './faults-support';

/**
 * Load on the production server (compiled as `npm run build` compiles it, started with node) on a
 * PostgreSQL database of its own on the machine's server (127.0.0.1:5432, dropped afterwards):
 * LOAD_CONNECTIONS (500) connections of mixed reads and LOAD_WRITERS (20) writers publishing reviews
 * with a photo for LOAD_SECONDS (60); one publish in five is sent again with its key once answered.
 * Prints counts: 5xx, acknowledged writes, writes found, lost, duplicates (exits 1 on any), and
 * client timeouts (no answer within 30 s: the machine's capacity, printed, not a failure).
 */
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 500);
const WRITERS = Number(process.env.LOAD_WRITERS ?? 20);
const DEMO_RENTERS = 12;
// A first start migrates and seeds the demo set (photos included): minutes on a busy machine.
const READY_MS = 600_000;

// The parts of autocannon's options and result used here (bench/autocannon.d.ts has the rest).
interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  timeout: number;
  requests: { method: 'GET'; path: string }[];
}
interface LoadResult {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  '2xx': number;
  '4xx': number;
  '5xx': number;
}
const load = autocannon as unknown as (opts: LoadOptions) => Promise<LoadResult>;

async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `ht_w23ops_load_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A 320x240 photo of noise (so every upload is real work for the image pipeline). */
const photo = await sharp(randomBytes(320 * 240 * 3), { raw: { width: 320, height: 240, channels: 3 } })
  .png()
  .toBuffer();

const compiled = compileServer();
const db = await scratchDatabase();
let server: ServerProcess | undefined;
let problems = 0;
try {
  server = await startServer(compiled.mainJs, {
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    JWT_SECRET: 'load-bench-secret-that-is-long-enough-123456',
    SEED: 'demo',
    LOG_LEVEL: 'warn',
  });
  await waitUntilReady(server, READY_MS);
  const properties = await propertyIds(server.url);
  const accounts = await Promise.all(
    Array.from({ length: Math.min(WRITERS, DEMO_RENTERS) }, (_, i) =>
      signIn(server!.url, `renter${i + 1}@hometruths.local`, 'renter123'),
    ),
  );
  const tokens = Array.from({ length: WRITERS }, (_, i) => accounts[i % accounts.length]!);
  const reads = [
    '/healthz',
    '/api/v1/reviews/most-recent-reviews',
    '/api/v1/properties/get-all-properties?page=1&pageSize=10',
    '/api/v1/properties/get-all-properties?page=2&pageSize=10',
    '/api/v1/properties/search-properties?query=marina',
    '/api/v1/properties/get-suggestions?q=tamp',
    ...properties.slice(0, 4).map((id) => `/api/v1/reviews/property/${id}`),
  ];
  process.stdout.write(
    `load: ${CONNECTIONS} read connections over ${reads.length} URLs + ${WRITERS} writers (with a photo) for ${SECONDS} s\n`,
  );

  const tally = newTally();
  const until = Date.now() + SECONDS * 1000;
  const [result] = await Promise.all([
    load({
      url: server.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: 30,
      requests: reads.map((path) => ({ method: 'GET' as const, path })),
    }),
    runWriters(server.url, tokens, properties, tally, { until, photo, repeatEvery: 5 }),
  ]);

  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const checked = await checkWrites((sql, params) => client.query(sql, params), tally);
  await client.end();

  const lines = [
    'reads',
    `  requests                 ${result.requests.total} (${Math.round(result.requests.average)}/s)`,
    `  2xx / 4xx / 5xx          ${result['2xx']} / ${result['4xx']} / ${result['5xx']}`,
    `  errors / timeouts (30 s) ${result.errors} / ${result.timeouts}`,
    `  latency p50 / p99 / max  ${result.latency.p50} / ${result.latency.p99} / ${result.latency.max} ms`,
    'writes',
    `  requests sent            ${tally.sent}`,
    `  2xx / 4xx / 5xx          ${tally.status2xx} / ${tally.status4xx} / ${tally.status5xx}`,
    `  by status                ${JSON.stringify(tally.statuses)}`,
    `  no answer (30 s, network) ${tally.network}`,
    ...writeCheckLines(tally, checked),
  ];
  process.stdout.write(lines.join('\n') + '\n');
  if (result['5xx'] + tally.status5xx > 0) {
    const messages = (server.output().match(/"msg":"[^"]+"/g) ?? []).reduce<Record<string, number>>(
      (acc, m) => ({ ...acc, [m]: (acc[m] ?? 0) + 1 }),
      {},
    );
    process.stdout.write(`server log lines: ${JSON.stringify(messages)}\n`);
  }
  // Timeouts are capacity (the machine), not correctness: printed, not counted as failures.
  problems = result['5xx'] + tally.status5xx + checked.lost + checked.duplicateKeys + tally.conflictingAcks;
} finally {
  await server?.stop();
  compiled.remove();
  await db.drop();
}
process.stdout.write(problems === 0 ? 'OK: no 5xx, nothing lost, no duplicates\n' : `FAILED: ${problems} problems\n`);
process.exit(problems === 0 ? 0 : 1);
