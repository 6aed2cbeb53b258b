import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pgMissing, scratchDatabase } from '../tests/support/backing-services';
import { freePort } from '../tests/support/server-process';

/**
 * How long `npm start` takes on an unchanged build, and the server's resident memory once it is
 * ready, on embedded PGlite and on PostgreSQL. Each backend is started twice on one DATA_DIR and
 * database: the first start creates and migrates it, the second is a restart. SEED=none, so the
 * figures are the server's own, not the demo seed's. Linux only (reads /proc).
 */
const root = path.resolve(import.meta.dirname, '..');

/** Every process below `pid`, found through /proc/<pid>/stat's parent field. */
function descendants(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name in parentheses may hold spaces: the fields after its ')' are fixed.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // The process ended while we looked.
    }
  }
  const out: number[] = [];
  const walk = (p: number) => {
    for (const [child, parent] of parents) {
      if (parent !== p) continue;
      out.push(child);
      walk(child);
    }
  };
  walk(pid);
  return out;
}

/** Resident memory (VmRSS) of the server process under `npm start`, in MiB. */
function serverRssMiB(npmPid: number): number {
  for (const pid of descendants(npmPid)) {
    try {
      // The node process itself, not the shell npm runs the start script in.
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (path.basename(argv[0] ?? '') !== 'node' || !argv.includes('dist/server/main.js')) continue;
      const kib = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
      return kib / 1024;
    } catch {
      // Gone meanwhile.
    }
  }
  return NaN;
}

async function waitReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited:\n${output()}`);
    const res = await fetch(`${url}/readyz`).catch(() => null);
    if (res?.status === 200) return;
    if (Date.now() > deadline) throw new Error(`not ready in time:\n${output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function timedStart(env: Record<string, string>): Promise<{ seconds: number; rssMiB: number }> {
  const port = await freePort();
  // Only the backend named here: nothing configured for the shell running the bench leaks in.
  const { DATABASE_URL: _db, REDIS_URL: _redis, S3_BUCKET: _s3, NODE_ENV: _env, ...base } = process.env;
  const started = performance.now();
  // A process group of its own, so the stop below reaches npm and the server under it.
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...base, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED: 'none' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  try {
    await waitReady(`http://127.0.0.1:${port}`, child, () => out);
    const seconds = (performance.now() - started) / 1000;
    // Let start-up garbage settle before reading memory.
    await new Promise((r) => setTimeout(r, 1000));
    return { seconds, rssMiB: serverRssMiB(child.pid!) };
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

function row(label: string, r: { seconds: number; rssMiB: number }) {
  process.stdout.write(
    `${label.padEnd(34)} ready in ${r.seconds.toFixed(2).padStart(6)} s   RSS ${r.rssMiB.toFixed(0).padStart(4)} MiB\n`,
  );
}

// The build is brought up to date first: every start measured below finds nothing to rebuild.
spawnSync(process.execPath, ['scripts/build.mjs', '--if-changed'], { cwd: root, stdio: 'inherit' });
const check = performance.now();
spawnSync(process.execPath, ['scripts/build.mjs', '--if-changed'], { cwd: root, stdio: 'ignore' });
process.stdout.write(`build check on an unchanged build: ${((performance.now() - check) / 1000).toFixed(2)} s\n`);

const backends: { name: string; env: () => Promise<{ env: Record<string, string>; done: () => Promise<void> }> }[] = [
  { name: 'PGlite', env: async () => ({ env: {}, done: async () => undefined }) },
];
const pgProblem = await pgMissing();
if (pgProblem) process.stdout.write(`PostgreSQL skipped: ${pgProblem}\n`);
else
  backends.push({
    name: 'PostgreSQL',
    env: async () => {
      const db = await scratchDatabase();
      return { env: { DATABASE_URL: db.url }, done: db.drop };
    },
  });

for (const backend of backends) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ht-bench-start-'));
  const { env, done } = await backend.env();
  try {
    row(`${backend.name}, first start (new database)`, await timedStart({ ...env, DATA_DIR: dataDir }));
    row(`${backend.name}, restart`, await timedStart({ ...env, DATA_DIR: dataDir }));
  } finally {
    await done();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
