import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The production server as a real process: compiled once by scripts/build.mjs (as `npm run build`
 * does), then started with `node main.js` on its own port and DATA_DIR. Free of test-runner imports.
 */
const root = path.resolve(import.meta.dirname, '../..');

export interface CompiledServer {
  mainJs: string;
  remove(): void;
}

/** Compiles the server into a scratch folder inside node_modules (so its imports resolve). */
export function compileServer(): CompiledServer {
  const cache = path.join(root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(path.join(cache, 'ht-server-'));
  const built = spawnSync(process.execPath, ['scripts/build.mjs', '--server-only', '--out', outDir], {
    cwd: root,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`server build failed:\n${built.stdout}${built.stderr}`);
  return { mainJs: path.join(outDir, 'main.js'), remove: () => rmSync(outDir, { recursive: true, force: true }) };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  url: string;
  dataDir: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code once the process ended. */
  exited: Promise<number | null>;
  /** Sends a signal to the process (SIGTERM to watch it drain, SIGKILL to crash it). */
  signal(signal: NodeJS.Signals): void;
  /** Ends the process (SIGTERM) and removes its DATA_DIR unless `keepDataDir`. */
  stop(opts?: { keepDataDir?: boolean }): Promise<void>;
}

/**
 * Starts `node <mainJs>` with exactly `env` (plus PATH, PORT and a fresh DATA_DIR): nothing leaks in
 * from the test's own environment, such as a DATABASE_URL.
 */
export async function startServer(mainJs: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ht-proc-'));
  const child: ChildProcess = spawn(process.execPath, [mainJs], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    output: () => out,
    exited,
    signal: (signal) => void child.kill(signal),
    async stop(opts = {}) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      if (!opts.keepDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls GET /readyz until it answers 200; throws with the process output if it exits or times out. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void server.exited.then(() => (ended = true));
  for (;;) {
    if (ended) throw new Error(`server exited before it was ready:\n${server.output()}`);
    const res = await fetch(`${server.url}/readyz`).catch(() => null);
    if (res?.status === 200) return;
    if (Date.now() > deadline) throw new Error(`server not ready after ${timeoutMs} ms:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
