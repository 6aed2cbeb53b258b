import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadFigures } from './load-wrk';

const H2LOAD = '/usr/bin/h2load';

/** h2load (Debian's package `nghttp2-client`) is the load worker's first choice when installed. */
export const hasH2load = () => existsSync(H2LOAD);

/** The exact p50, p95 and p99 of latencies sorted ascending (NaN when there are none). */
export function exactPercentiles(sorted: readonly number[]): Pick<LoadFigures, 'p50' | 'p95' | 'p99'> {
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  return { p50: pct(50), p95: pct(95), p99: pct(99) };
}

/** Answers slower than this count as time-outs, as wrk's `--timeout 10s` counts them. */
const TIMEOUT_MS = 10_000;

/**
 * CONNECTIONS keep-alive HTTP/1.1 connections sending GET url one request at a time, through h2load
 * in one thread, measured for `seconds` after `warmUpSeconds` on the same connections
 * (docs/decisions/068-load-runs-on-open-connections.md). wrk has no warm-up: its figures include the
 * first answer on each new connection, which waits for the server to accept its share of the burst
 * of new connections, and at 50 connections those answers alone are a run's slowest 1 %. The
 * percentiles are exact, from h2load's log of every answer of the measured time.
 */
export function h2loadRun(
  url: string,
  connections: number,
  seconds: number,
  warmUpSeconds: number,
  authorization?: string,
): LoadFigures {
  const dir = mkdtempSync(path.join(tmpdir(), 'ht-h2load-'));
  try {
    const log = path.join(dir, 'answers.tsv');
    const run = spawnSync(
      H2LOAD,
      [
        '--h1',
        '-t1',
        `-c${connections}`,
        '-m1',
        `-D${Math.round(seconds * 1000)}ms`,
        `--warm-up-time=${Math.round(warmUpSeconds * 1000)}ms`,
        `--log-file=${log}`,
        ...(authorization ? ['-H', `authorization: ${authorization}`] : []),
        url,
      ],
      { encoding: 'utf8' },
    );
    const summary =
      /requests: \d+ total, \d+ started, \d+ done, \d+ succeeded, (\d+) failed, (\d+) errored, (\d+) timeout/.exec(
        run.stdout,
      );
    const codes = /status codes: (\d+) 2xx, (\d+) 3xx, (\d+) 4xx, (\d+) 5xx/.exec(run.stdout);
    if (run.status !== 0 || !summary || !codes) throw new Error(`h2load failed: ${run.stderr || run.stdout}`);
    const [failed, errored, timedOut] = summary.slice(1).map(Number) as [number, number, number];
    const [, redirects, clientErrors, serverErrors] = codes.slice(1).map(Number) as [number, number, number, number];
    // Each line: start (µs since the epoch), status (-1: no answer), µs until the answer's end.
    const rows = existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n').filter(Boolean) : [];
    const latencies = rows
      .map((row) => row.split('\t'))
      .filter(([, status]) => Number(status) >= 0)
      .map(([, , micros]) => Number(micros) / 1000)
      .sort((a, b) => a - b);
    const slow = latencies.filter((ms) => ms > TIMEOUT_MS).length;
    return {
      requests: latencies.length,
      rps: latencies.length / seconds,
      ...exactPercentiles(latencies),
      // h2load counts 4xx and 5xx answers as failed too.
      errors: Math.max(errored, failed - clientErrors - serverErrors - timedOut),
      non2xx: redirects + clientErrors + serverErrors,
      timeouts: timedOut + slow,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
