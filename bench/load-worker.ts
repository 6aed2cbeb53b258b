/**
 * A load generator run as its own process by bench/api.ts: CONNECTIONS keep-alive connections, each
 * sending GET URL one after another, for WARM_UP_S seconds and then DURATION seconds measured on the
 * same connections. Prints one JSON line: requests/s and the exact p50/p95/p99 of every answer's
 * latency (ms) in the measured time, with the count of errors, non-2xx answers and time-outs (no
 * answer within 10 s). Debian's h2load does the sending when installed (bench/load-h2load.ts), else
 * Debian's wrk (bench/load-wrk.ts: no warm-up, its figures include each connection's first answer),
 * else the Node.js client below.
 *
 *   node --import tsx bench/load-worker.ts <url> <connections> <seconds> [authorization]
 */
import http from 'node:http';
import { exactPercentiles, h2loadRun, hasH2load } from './load-h2load';
import { hasWrk, wrkLoad } from './load-wrk';

const [url, connArg, secondsArg, authorization] = process.argv.slice(2);
if (!url || !connArg || !secondsArg) throw new Error('usage: load-worker <url> <connections> <seconds> [auth]');
const connections = Number(connArg);
/** Long enough for the server to accept the new connections and each to have had its first answer. */
const WARM_UP_S = 0.5;
if (hasH2load()) {
  const figures = h2loadRun(url, connections, Number(secondsArg), WARM_UP_S, authorization);
  process.stdout.write(`${JSON.stringify(figures)}\n`);
  process.exit(0);
}
if (hasWrk()) {
  process.stdout.write(`${JSON.stringify(wrkLoad(url, connections, Number(secondsArg), authorization))}\n`);
  process.exit(0);
}
const durationMs = Number(secondsArg) * 1000;
const TIMEOUT_MS = 10_000;

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies: number[] = [];
let errors = 0;
let non2xx = 0;
let timeouts = 0;

function once(): Promise<void> {
  return new Promise((resolve) => {
    const start = performance.now();
    // Requests sent during the warm-up are answered but not counted.
    const counted = start >= measuredFrom;
    const req = http.get(
      url!,
      { agent, headers: authorization ? { authorization } : {}, timeout: TIMEOUT_MS },
      (res) => {
        res.resume();
        res.on('end', () => {
          if (counted) latencies.push(performance.now() - start);
          if (counted && ((res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) >= 300)) non2xx++;
          resolve();
        });
      },
    );
    req.on('timeout', () => {
      if (counted) timeouts++;
      req.destroy();
    });
    req.on('error', () => {
      if (counted) errors++;
      resolve();
    });
  });
}

const measuredFrom = performance.now() + WARM_UP_S * 1000;
const deadline = measuredFrom + durationMs;
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (performance.now() < deadline) await once();
  }),
);
const elapsed = (performance.now() - measuredFrom) / 1000;
latencies.sort((a, b) => a - b);
process.stdout.write(
  `${JSON.stringify({
    requests: latencies.length,
    rps: latencies.length / elapsed,
    ...exactPercentiles(latencies),
    errors,
    non2xx,
    timeouts,
  })}\n`,
);
agent.destroy();
