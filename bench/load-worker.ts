/**
 * A load generator run as its own process by bench/api.ts: CONNECTIONS keep-alive connections, each
 * sending GET URL one after another for DURATION seconds. Prints one JSON line: requests/s and the
 * exact p50/p95/p99 of every answer's latency (ms), with the count of errors, non-2xx answers and
 * time-outs (no answer within 10 s). When Debian's wrk is installed it does the sending (bench/load-wrk.ts),
 * otherwise the Node.js client below.
 *
 *   node --import tsx bench/load-worker.ts <url> <connections> <seconds> [authorization]
 */
import http from 'node:http';
import { hasWrk, wrkLoad } from './load-wrk';

const [url, connArg, secondsArg, authorization] = process.argv.slice(2);
if (!url || !connArg || !secondsArg) throw new Error('usage: load-worker <url> <connections> <seconds> [auth]');
const connections = Number(connArg);
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
    const req = http.get(
      url!,
      { agent, headers: authorization ? { authorization } : {}, timeout: TIMEOUT_MS },
      (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - start);
          if ((res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) >= 300) non2xx++;
          resolve();
        });
      },
    );
    req.on('timeout', () => {
      timeouts++;
      req.destroy();
    });
    req.on('error', () => {
      errors++;
      resolve();
    });
  });
}

const started = performance.now();
const deadline = started + durationMs;
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (performance.now() < deadline) await once();
  }),
);
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
process.stdout.write(
  `${JSON.stringify({
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    errors,
    non2xx,
    timeouts,
  })}\n`,
);
agent.destroy();
