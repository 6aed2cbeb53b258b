import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What one load run measured (the JSON line bench/load-worker.ts prints). */
export interface LoadFigures {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  timeouts: number;
}

const WRK = '/usr/bin/wrk';

/** wrk (Debian's package `wrk`) is used when installed: a C load generator. */
export const hasWrk = () => existsSync(WRK);

// wrk's summary as one JSON line; latencies come in microseconds.
const REPORT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"rps":%.3f,"p50":%.3f,"p95":%.3f,"p99":%.3f,"errors":%d,"non2xx":%d,"timeouts":%d}\\n',
    summary.requests, summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000,
    e.connect + e.read + e.write, e.status, e.timeout))
end
`;

/**
 * CONNECTIONS keep-alive connections sending GET url for `seconds` through wrk, in one thread: it
 * costs the shared cores a fraction of what a Node.js client does, so the server under test gets
 * the CPU the figures are about (pgbench, the ratio's other side, is C too). Answers later than
 * 10 s count as time-outs.
 */
export function wrkLoad(url: string, connections: number, seconds: number, authorization?: string): LoadFigures {
  const dir = mkdtempSync(path.join(tmpdir(), 'ht-wrk-'));
  try {
    const script = path.join(dir, 'report.lua');
    writeFileSync(script, REPORT);
    const run = spawnSync(
      WRK,
      [
        '-t1',
        `-c${connections}`,
        `-d${seconds}s`,
        '--timeout',
        '10s',
        '-s',
        script,
        ...(authorization ? ['-H', `authorization: ${authorization}`] : []),
        url,
      ],
      { encoding: 'utf8' },
    );
    const line = run.stdout.split('\n').find((l) => l.startsWith('{'));
    if (!line) throw new Error(`wrk failed: ${run.stderr || run.stdout}`);
    return JSON.parse(line) as LoadFigures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
