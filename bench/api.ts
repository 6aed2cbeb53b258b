/**
 * The read API at scale (issue 22): the production server (compiled JavaScript, `node main.js`) on
 * the scale database, loaded by a separate process (bench/load-worker.ts; Debian's h2load,
 * `apt-get install nghttp2-client`, where installed) at 10 and 50 connections, each endpoint for a
 * fixed time after a warm-up on the same connections, the median of 3 runs. Prints requests/s, p50,
 * p95, p99 and whether the target is met; for each public read endpoint the ratio of its requests/s
 * to pgbench running the endpoint's own SQL (captured from the service code) at the same
 * concurrency; the EXPLAIN summary of that SQL; and the server's resident memory at idle and at
 * peak, on PostgreSQL and on the embedded PGlite with the demo data.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/ht_bench_scale node --import tsx bench/api.ts
 *   BENCH_DURATION=3 (s per run)  BENCH_RUNS=3  BENCH_CONNECTIONS=10,50  BENCH_ONLY=<regex>  BENCH_ADMIN=0
 *   BENCH_ADMIN_ORDERS=desc,asc (the admin rows in both orders; descending only by default)
 *   BENCH_MIXED=2: while the public rows are measured, 2 more connections send the admin lists'
 *   searches (every list and sort key, in turn), as admins at work would, pgbench's runs included;
 *   their figures print after. Needs Debian's wrk.
 *
 * Fill the database first with bench/seed-scale.ts.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { createTokenService } from '../src/server/services/tokens';
import { compileServer } from '../tests/support/server-process';
import { endpoints, loadFixtures } from './api-endpoints';
import { explainSummary, pgbenchTps, toScript, untilIdle } from './api-sql';
import { type RunningServer, onBenchDatabase, startServer } from './api-server';
import { type BackgroundLoad, hasWrk, type LoadFigures, wrkBackground } from './load-wrk';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ht_bench_scale';
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
const WITH_ADMIN = process.env.BENCH_ADMIN !== '0';
const MIXED = Number(process.env.BENCH_MIXED ?? 0);
if (MIXED > 0 && !hasWrk()) throw new Error('BENCH_MIXED needs wrk: apt-get install wrk');
const JWT_SECRET = 'bench-api-secret-bench-api-secret-0123456789';
const out = (line = '') => process.stdout.write(`${line}\n`);

type Figures = Omit<LoadFigures, 'requests'>;

function load(url: string, connections: number, auth?: string, seconds = DURATION): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(import.meta.dirname, 'load-worker.ts'),
        url,
        String(connections),
        String(seconds),
        ...(auth ? [auth] : []),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let text = '';
    child.stdout.on('data', (c: Buffer) => (text += c.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(text) as Figures) : reject(new Error(`load worker ${code}`)),
    );
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
async function medianOf(url: string, connections: number, runs: number, auth?: string): Promise<Figures> {
  const all: Figures[] = [];
  for (let i = 0; i < runs; i++) all.push(await load(url, connections, auth));
  const pick = (k: keyof Figures) => median(all.map((f) => f[k]));
  const sum = (k: keyof Figures) => all.reduce((s, f) => s + f[k], 0);
  return {
    rps: pick('rps'),
    p50: pick('p50'),
    p95: pick('p95'),
    p99: pick('p99'),
    errors: sum('errors'),
    non2xx: sum('non2xx'),
    timeouts: sum('timeouts'),
  };
}

const fmt = (n: number) => (Number.isFinite(n) ? (n >= 100 ? n.toFixed(0) : n.toFixed(1)) : '-');

/** One row of `npm run bench`'s summary table (bench/run.ts), when run from there. */
const summarise = (figure: string, target: string, met: boolean) => {
  if (process.env.BENCH_SUMMARY)
    appendFileSync(process.env.BENCH_SUMMARY, `| api | ${figure} | ${target} | ${met ? 'met' : 'MISSED'} |\n`);
};

// --- the endpoints' own SQL, captured through the service code --------------------------------
const fixtures = await loadFixtures(databaseUrl).catch((err: Error) => {
  out(`skipped: no scale database at DATABASE_URL (${err.message}); fill one with bench/seed-scale.ts`);
  process.exit(0);
});
const all = endpoints(fixtures).filter((e) => (!ONLY || ONLY.test(e.name)) && (WITH_ADMIN || e.group !== 'admin'));
const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
let captured: { sql: string; params: unknown[] }[] = [];
const capturing = drizzle(pool, { schema, logger: { logQuery: (sql, params) => void captured.push({ sql, params }) } });
const scripts = new Map<string, string>();
out("## EXPLAIN of each hot query (the endpoint's own SQL)");
for (const e of all.filter((x) => x.sql)) {
  // Once uncaptured first: a day's first read of a property also refreshes its recent rating
  // (getPublicProperty), which is not what the endpoint runs on every request.
  await e.sql!(capturing as unknown as Db);
  captured = [];
  await e.sql!(capturing as unknown as Db);
  const script = toScript(captured);
  scripts.set(e.name, script);
  out(`${e.name.padEnd(44)} ${await explainSummary(pool, captured)}`);
}
await pool.end();

// --- the production server on PostgreSQL -------------------------------------------------------
const compiled = compileServer();
const tokens = createTokenService(JWT_SECRET);
const auth = {
  user: `Bearer ${await tokens.sign({ sub: fixtures.userId, role: 'USER', tv: fixtures.userTv })}`,
  admin: `Bearer ${await tokens.sign({ sub: fixtures.adminId, role: 'ADMIN', tv: fixtures.adminTv })}`,
};
const rows: string[] = [];
let missed = 0;
let server: RunningServer | undefined;
let background: BackgroundLoad | undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'ht-bench-api-'));
// Sees when the requests of an earlier run still hold the database (untilIdle).
const watcher = new pg.Pool({ connectionString: databaseUrl, max: 1 });
try {
  server = await startServer(compiled.mainJs, onBenchDatabase(databaseUrl, JWT_SECRET, dataDir));
  const idle = server.rssMiB();
  out(`\n## Load (median of ${RUNS} x ${DURATION} s; ${CONNECTIONS.join(' and ')} connections)`);
  const header = `| endpoint | conns | req/s | p50 ms | p95 ms | p99 ms | target | pgbench tps | ratio | met |`;
  rows.push(header, '|---|---|---|---|---|---|---|---|---|---|');
  out(header);
  const p99At10 = new Map<string, number>();
  const adminSearches = endpoints(fixtures)
    .filter((e) => e.group === 'admin' && e.path.includes('&search='))
    .map((e) => e.path);
  if (MIXED > 0) background = wrkBackground(server.url, adminSearches, MIXED, auth.admin);
  const stopBackground = async () => {
    if (!background) return;
    const f = await background.stop();
    background = undefined;
    out(
      `\nBeside the public rows, ${MIXED} connections of admin searches (${adminSearches.length} URLs in turn): ${fmt(f.rps)} req/s, p50 ${fmt(f.p50)}, p99 ${fmt(f.p99)} ms, ${f.errors + f.timeouts + f.non2xx} errors\n`,
    );
  };
  for (const e of all) {
    if (e.group === 'admin') await stopBackground();
    for (const c of CONNECTIONS) {
      // One unrecorded second first: the code and plans this endpoint reaches first warm up outside
      // the figures (each measured run also warms its own connections first, in the load worker).
      await load(`${server.url}${e.path}`, c, e.auth ? auth[e.auth] : undefined, 1);
      // Then the requests left of that second and of the row before finish outside them too.
      const waited = background ? 0 : await untilIdle(watcher);
      if (waited >= 1500) out(`(waited ${fmt(waited / 1000)} s for an earlier run's requests to finish)`);
      const f = await medianOf(`${server.url}${e.path}`, c, RUNS, e.auth ? auth[e.auth] : undefined);
      const script = scripts.get(e.name);
      const tps = script && e.group !== 'admin' ? await pgbenchTps(databaseUrl, script, c, DURATION) : NaN;
      const ratio = f.rps / tps;
      // No answer within the run at all is a miss too (its percentiles are then empty).
      const clean = f.errors === 0 && f.timeouts === 0 && f.non2xx === 0 && f.rps > 0;
      let met: boolean;
      let target: string;
      if (c === 10) {
        p99At10.set(e.name, f.p99);
        met = clean && f.p99 <= e.p99 && (e.p95 === undefined || f.p95 <= e.p95) && !(ratio < 0.5);
        target = `${e.p95 ? `p95≤${e.p95} ` : ''}p99≤${e.p99}${Number.isFinite(tps) ? ' ≥50%' : ''}`;
      } else {
        const limit = 5 * (p99At10.get(e.name) ?? Infinity);
        met = clean && f.p99 <= limit;
        target = `p99≤${fmt(limit)}, no time-outs`;
      }
      if (!met) missed++;
      const line = `| ${e.name} | ${c} | ${fmt(f.rps)} | ${fmt(f.p50)} | ${fmt(f.p95)} | ${fmt(f.p99)} | ${target} | ${fmt(tps)} | ${Number.isFinite(ratio) ? `${Math.round(ratio * 100)}%` : '-'} | ${met ? 'met' : `MISSED${clean ? '' : ` (${f.errors} err, ${f.non2xx} non-2xx, ${f.timeouts} time-outs)`}`} |`;
      rows.push(line);
      out(line);
      summarise(
        `${e.name} @${c}: ${fmt(f.rps)} req/s, p95 ${fmt(f.p95)}, p99 ${fmt(f.p99)} ms${Number.isFinite(ratio) ? `, ${Math.round(ratio * 100)}% of pgbench` : ''}`,
        target,
        met,
      );
    }
  }
  await stopBackground();
  out(`\n## Server memory (resident)`);
  out(
    `PostgreSQL: idle ${fmt(idle)} MiB, peak during the load ${fmt(server.peakMiB())} MiB, at the end ${fmt(server.rssMiB())} MiB`,
  );
} finally {
  await background?.stop().catch(() => undefined);
  await watcher.end();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

// --- the same server on embedded PGlite with the demo data ---------------------------------------
const liteDir = mkdtempSync(path.join(tmpdir(), 'ht-bench-pglite-'));
try {
  server = await startServer(compiled.mainJs, { JWT_SECRET, SEED: 'demo', DATA_DIR: liteDir, NODE_ENV: 'development' });
  const idle = server.rssMiB();
  const lite: string[] = [];
  for (const p of [
    '/api/v1/properties/get-suggestions?q=tamp',
    '/api/v1/properties/get-all-properties?page=1&pageSize=10',
    '/api/v1/reviews/most-recent-reviews',
  ]) {
    const f = await medianOf(`${server.url}${p}`, 10, 1);
    lite.push(`${p}: ${fmt(f.rps)} req/s, p99 ${fmt(f.p99)} ms`);
  }
  out(`PGlite (demo data): idle ${fmt(idle)} MiB, peak ${fmt(server.peakMiB())} MiB; ${lite.join('; ')}`);
  summarise(
    `server RSS on PGlite (demo): idle ${fmt(idle)} MiB, peak ${fmt(server.peakMiB())} MiB`,
    '< 400',
    server.peakMiB() < 400,
  );
} finally {
  await server?.stop();
  rmSync(liteDir, { recursive: true, force: true });
  compiled.remove();
}
out(`\n${missed === 0 ? 'Every target met.' : `${missed} target(s) missed.`}`);
