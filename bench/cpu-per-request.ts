/**
 * CPU per request of the server and of PostgreSQL, for one or two compiled servers side by side (an
 * A/B of a change). Each server runs `node main.js` on the scale database; for each path and
 * connection count, wrk loads it for SECS seconds after one unrecorded second, and the CPU time the
 * server process and every PostgreSQL process used meanwhile (from /proc, which counts what ran,
 * unlike a sampling profile on a shared VM) is divided by the requests answered. The servers take
 * turns, ROUNDS times, so a drift of the host touches both.
 *
 *   node scripts/build.mjs --server-only --out node_modules/.cache/after   (and "before" from a worktree)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/ht_bench_scale \
 *     node --import tsx bench/cpu-per-request.ts node_modules/.cache/before/main.js node_modules/.cache/after/main.js \
 *     '/api/v1/admin/admin-get-all-reviews?page=1&pageSize=10&sortBy=createdAt&sortOrder=desc'
 *   ROUNDS=2  SECS=4  CONNS=10,50  (paths under /api/v1/admin are sent as the bench admin)
 *
 * Needs Debian's wrk. Linux only.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTokenService } from '../src/server/services/tokens';
import { loadFixtures } from './api-endpoints';
import { type RunningServer, onBenchDatabase, startServer } from './api-server';
import { hasWrk, wrkLoad } from './load-wrk';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ht_bench_scale';
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const SECS = Number(process.env.SECS ?? 4);
const CONNS = (process.env.CONNS ?? '10,50').split(',').map(Number);
const JWT_SECRET = 'bench-cpu-secret-bench-cpu-secret-0123456789';
const mains = process.argv.slice(2).filter((a) => a.endsWith('.js'));
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
if (mains.length === 0 || paths.length === 0 || !hasWrk()) {
  process.stderr.write('usage: bench/cpu-per-request.ts <main.js> [<main.js>] <path>...  (needs wrk)\n');
  process.exit(2);
}

/** utime + stime of a process, in clock ticks (fields 14 and 15 of /proc/<pid>/stat). */
function ticks(pid: number | string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}
const isPostgres = (pid: string) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
  } catch {
    return false;
  }
};
const postgresTicks = () =>
  readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d) && isPostgres(d))
    .reduce((sum, pid) => sum + ticks(pid), 0);
// Linux's USER_HZ is 100 on every architecture Node runs on.
const TICK_US = 10_000;

const fixtures = await loadFixtures(databaseUrl);
const admin = `Bearer ${await createTokenService(JWT_SECRET).sign({ sub: fixtures.adminId, role: 'ADMIN', tv: fixtures.adminTv })}`;
const servers: RunningServer[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'ht-bench-cpu-'));
try {
  for (const main of mains)
    servers.push(
      await startServer(main, onBenchDatabase(databaseUrl, JWT_SECRET, path.join(dataDir, String(servers.length)))),
    );
  const out = (s: string) => process.stdout.write(`${s}\n`);
  out('| server | path | conns | req/s | p50 ms | p99 ms | node µs/req | postgres µs/req |');
  out('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (let round = 0; round < ROUNDS; round++)
    for (const p of paths)
      for (const c of CONNS)
        for (const [i, s] of servers.entries()) {
          const auth = p.startsWith('/api/v1/admin') ? admin : undefined;
          wrkLoad(`${s.url}${p}`, c, 1, auth);
          const [node0, pg0] = [ticks(s.pid), postgresTicks()];
          const f = wrkLoad(`${s.url}${p}`, c, SECS, auth);
          const [node1, pg1] = [ticks(s.pid), postgresTicks()];
          const per = (t: number) => Math.round((t * TICK_US) / Math.max(1, f.requests)).toLocaleString('en');
          const bad = f.errors + f.non2xx + f.timeouts;
          out(
            `| ${String.fromCharCode(65 + i)} | ${p} | ${c} | ${Math.round(f.rps)} | ${f.p50.toFixed(1)} | ${f.p99.toFixed(1)} | ${per(node1 - node0)} | ${per(pg1 - pg0)} |${bad ? ` ${bad} errors` : ''}`,
          );
        }
} finally {
  for (const s of servers) await s.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
