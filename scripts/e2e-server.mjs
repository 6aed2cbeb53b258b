#!/usr/bin/env node
// Starts the real server for Playwright on a fresh DATA_DIR (embedded PGlite), building the SPA (and
// its server render) first when no build exists. DATABASE_URL is dropped: e2e always runs on its own
// empty database.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR;
if (!dataDir || !dataDir.startsWith('/tmp/')) throw new Error('e2e-server needs DATA_DIR under /tmp');
rmSync(dataDir, { recursive: true, force: true });
if (!existsSync('dist/client/index.html') || !existsSync('dist/ssr/entry-server.js')) {
  // The SPA and its server render (dist/ssr), which the server loads for the public pages.
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const env = { ...process.env };
delete env.DATABASE_URL;
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { stdio: 'inherit', env });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
