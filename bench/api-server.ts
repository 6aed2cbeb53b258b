import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort } from '../tests/support/server-process';

export interface RunningServer {
  url: string;
  /** The server's process id (its CPU time is in /proc/<pid>/stat). */
  pid: number;
  /** Resident memory now, in MiB. */
  rssMiB(): number;
  /** The highest resident memory seen since start (sampled every 100 ms), in MiB. */
  peakMiB(): number;
  stop(): Promise<void>;
}

/** The production server's settings on a benchmark database: no seed, mail kept in the outbox. */
export const onBenchDatabase = (databaseUrl: string, jwtSecret: string, dataDir: string): Record<string, string> => ({
  DATABASE_URL: databaseUrl,
  JWT_SECRET: jwtSecret,
  NODE_ENV: 'production',
  APP_URL: 'http://127.0.0.1',
  MAIL_OUTBOX: 'true',
  SEED: 'none',
  DATA_DIR: dataDir,
});

/** Starts `node <mainJs>` with only the given settings and waits for GET /readyz. Linux (reads /proc). */
export async function startServer(mainJs: string, env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const { DATABASE_URL: _db, REDIS_URL: _redis, S3_BUCKET: _s3, NODE_ENV: _env, ...base } = process.env;
  const child = spawn(process.execPath, [mainJs], {
    env: { ...base, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr.on('data', (c: Buffer) => (log += c.toString()));
  const rss = () => {
    try {
      return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]) / 1024;
    } catch {
      return NaN;
    }
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log}`);
    const res = await fetch(`${url}/readyz`).catch(() => null);
    if (res?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`server not ready:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  // Let start-up garbage settle before the idle reading.
  await new Promise((r) => setTimeout(r, 2000));
  let peak = rss();
  const sampler = setInterval(() => (peak = Math.max(peak, rss())), 100);
  return {
    url,
    pid: child.pid!,
    rssMiB: rss,
    peakMiB: () => peak,
    stop: async () => {
      clearInterval(sampler);
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The production server on the demo data, for the browser benches, and one of its properties' slugs.
 * The demo data is refused in production (its accounts share a password): it is seeded in a
 * development start, then served from a production start on the same data directory.
 */
export async function startDemoServer(
  mainJs: string,
  jwtSecret: string,
  dataDir: string,
): Promise<{ server: RunningServer; slug: string }> {
  const seeding = await startServer(mainJs, { JWT_SECRET: jwtSecret, SEED: 'demo', DATA_DIR: dataDir });
  let slug: string | undefined;
  try {
    const listing = (await (
      await fetch(`${seeding.url}/api/v1/properties/get-all-properties?page=1&pageSize=1`)
    ).json()) as { data: { properties: { slug: string }[] } };
    slug = listing.data.properties[0]?.slug;
  } finally {
    await seeding.stop();
  }
  if (!slug) throw new Error('The demo data has no property.');
  const server = await startServer(mainJs, {
    JWT_SECRET: jwtSecret,
    NODE_ENV: 'production',
    SEED: 'none',
    DATA_DIR: dataDir,
    APP_URL: 'http://127.0.0.1',
    MAIL_OUTBOX: 'true',
  });
  return { server, slug };
}
