import { spawn, spawnSync } from 'node:child_process';
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

/** A load left running beside the measured one; `stop()` ends it and gives its figures. */
export interface BackgroundLoad {
  stop(): Promise<LoadFigures>;
}

/**
 * CONNECTIONS keep-alive connections sending GET to each of `paths` on `origin` in turn, through wrk,
 * until stopped (SIGINT, on which wrk prints its summary): for instance admins searching their lists
 * while the public reads are measured.
 */
export function wrkBackground(
  origin: string,
  paths: string[],
  connections: number,
  authorization?: string,
): BackgroundLoad {
  const dir = mkdtempSync(path.join(tmpdir(), 'ht-wrk-bg-'));
  const script = path.join(dir, 'cycle.lua');
  const list = paths.map((p) => JSON.stringify(p)).join(', ');
  writeFileSync(
    script,
    `local paths = { ${list} }\nlocal i = 0\nrequest = function()\n  i = i % #paths + 1\n  return wrk.format("GET", paths[i])\nend\n${REPORT}`,
  );
  const child = spawn(
    WRK,
    [
      '-t1',
      `-c${connections}`,
      '-d3600s',
      '--timeout',
      '10s',
      '-s',
      script,
      ...(authorization ? ['-H', `authorization: ${authorization}`] : []),
      origin,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let text = '';
  child.stdout.on('data', (c: Buffer) => (text += c.toString()));
  child.stderr.on('data', (c: Buffer) => (text += c.toString()));
  return {
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGINT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
      const line = text.split('\n').find((l) => l.startsWith('{'));
      if (!line) throw new Error(`background wrk failed: ${text}`);
      return JSON.parse(line) as LoadFigures;
    },
  };
}
