import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { compileServer, startServer, waitUntilReady, type ServerProcess } from '../tests/support/server-process';
import {
  checkWrites,
  newTally,
  privatePostgres,
  propertyIds,
  runWriters,
  signIn,
  type Tally,
  writeCheckLines,
} from './faults-support';

/**
 * Faults, on 127.0.0.1 only, bounded in time (FAULTS_SECONDS scales every phase, default 6):
 *  1. PostgreSQL (a private cluster on FAULTS_PG_PORT, default 55432) stopped and started again
 *     under a write load: answers during the outage are 503 and quick, /readyz says not ready, the
 *     server recovers by itself, and every acknowledged review exists afterwards.
 *  2. The embedded database: the server SIGKILLed during writes, restarted on the same DATA_DIR:
 *     every acknowledged review exists.
 * Prints counts; asserts nothing but exits 1 when a write was lost. FAULTS_ONLY=postgres|pglite
 * runs one of the two.
 */
const PHASE_MS = Number(process.env.FAULTS_SECONDS ?? 6) * 1000;
const WRITERS = Number(process.env.FAULTS_WRITERS ?? 8);
const JWT_SECRET = 'faults-bench-secret-that-is-long-enough-1234';
// A first start migrates and seeds the demo set (photos included): minutes on a busy machine.
const READY_MS = 600_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function writersFor(server: ServerProcess): Promise<{ tokens: string[]; properties: string[] }> {
  const tokens = await Promise.all(
    Array.from({ length: WRITERS }, (_, i) => signIn(server.url, `renter${i + 1}@hometruths.local`, 'renter123')),
  );
  return { tokens, properties: await propertyIds(server.url) };
}

function report(title: string, tally: Tally, checked: { found: number; lost: number; duplicateKeys: number }) {
  const lines = [
    `${title}`,
    `  requests sent            ${tally.sent}`,
    `  2xx / 4xx                ${tally.status2xx} / ${tally.status4xx}`,
    `  by status                ${JSON.stringify(tally.statuses)}`,
    `  5xx seen (503 of them)   ${tally.status5xx} (${tally.status503})`,
    `  no answer (network)      ${tally.network}`,
    `  slowest 5xx answer       ${Math.round(tally.slowest5xxMs)} ms`,
    ...writeCheckLines(tally, checked),
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

/** Polls /readyz every 200 ms until `stop()`, keeping what it saw. */
function watchReadiness(url: string) {
  const seen: { at: number; status: number; ms: number }[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = Date.now();
      const status = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(10_000) })
        .then((r) => r.status)
        .catch(() => 0);
      seen.push({ at: started, status, ms: Date.now() - started });
      await sleep(200);
    }
  })();
  return {
    seen,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

async function postgresRestart(mainJs: string): Promise<number> {
  const cluster = privatePostgres(Number(process.env.FAULTS_PG_PORT ?? 55432));
  let server: ServerProcess | undefined;
  try {
    cluster.init();
    cluster.start();
    await cluster.createDatabase('hometruths_faults');
    const url = cluster.url('hometruths_faults');
    server = await startServer(mainJs, { DATABASE_URL: url, JWT_SECRET, SEED: 'demo', LOG_LEVEL: 'error' });
    await waitUntilReady(server, READY_MS);
    const { tokens, properties } = await writersFor(server);
    const tally = newTally();
    const until = Date.now() + PHASE_MS * 3;
    const load = runWriters(server.url, tokens, properties, tally, { until });
    const ready = watchReadiness(server.url);

    await sleep(PHASE_MS);
    const stoppedAt = Date.now();
    cluster.stop('fast');
    process.stdout.write(`  PostgreSQL stopped at +${PHASE_MS} ms\n`);
    await sleep(PHASE_MS / 2);
    cluster.start();
    const startedAt = Date.now();
    process.stdout.write(`  PostgreSQL started after ${startedAt - stoppedAt} ms down\n`);
    await load;
    await ready.stop();

    const during = ready.seen.filter((s) => s.at >= stoppedAt && s.at < startedAt);
    const back = ready.seen.find((s) => s.at >= startedAt && s.status === 200);
    process.stdout.write(
      `  /readyz during the outage: ${during.filter((s) => s.status === 503).length} of ${during.length} answered 503, slowest ${Math.max(0, ...during.map((s) => s.ms))} ms\n` +
        `  /readyz 200 again ${back ? `${back.at - startedAt} ms after the start` : 'never'}\n`,
    );
    if (!back) process.stdout.write(`  server output:\n${server.output().slice(-3000)}\n`);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const checked = await checkWrites((sql, params) => client.query(sql, params), tally);
    await client.end();
    report('PostgreSQL restarted under write load', tally, checked);
    return checked.lost + checked.duplicateKeys + (back ? 0 : 1);
  } finally {
    await server?.stop();
    cluster.remove();
  }
}

async function pgliteKill(mainJs: string): Promise<number> {
  const env = { JWT_SECRET, SEED: 'demo', LOG_LEVEL: 'error' };
  const first = await startServer(mainJs, env);
  const dataDir = first.dataDir;
  let second: ServerProcess | undefined;
  try {
    await waitUntilReady(first, READY_MS);
    const { tokens, properties } = await writersFor(first);
    const tally = newTally();
    const load = runWriters(first.url, tokens, properties, tally, { until: Date.now() + PHASE_MS * 1.5 });
    await sleep(PHASE_MS);
    first.signal('SIGKILL');
    await first.exited;
    process.stdout.write(`  server SIGKILLed at +${PHASE_MS} ms\n`);
    await load;

    second = await startServer(mainJs, { ...env, DATA_DIR: dataDir });
    await waitUntilReady(second, READY_MS);
    process.stdout.write('  restarted on the same DATA_DIR and ready\n');
    await second.stop({ keepDataDir: true });
    second = undefined;

    const db = await PGlite.create(`${dataDir}/pg`);
    const checked = await checkWrites((sql, params) => db.query(sql, params), tally);
    await db.close();
    report('Embedded database, server SIGKILLed under write load', tally, checked);
    return checked.lost + checked.duplicateKeys;
  } finally {
    await second?.stop();
    await first.stop();
  }
}

const compiled = compileServer();
let failures = 0;
try {
  process.stdout.write(`faults: ${WRITERS} writers, phase ${PHASE_MS} ms\n`);
  const only = process.env.FAULTS_ONLY; // 'postgres' or 'pglite' to run one scenario
  if (only !== 'pglite') failures += await postgresRestart(compiled.mainJs);
  if (only !== 'postgres') failures += await pgliteKill(compiled.mainJs);
} finally {
  compiled.remove();
}
process.stdout.write(failures === 0 ? 'OK: nothing acknowledged was lost\n' : `FAILED: ${failures} problems\n`);
process.exit(failures === 0 ? 0 : 1);
