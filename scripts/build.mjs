#!/usr/bin/env node
// Builds what production runs: the SPA (Vite, to dist/client, and its server render to dist/ssr) and
// the server compiled to JavaScript (esbuild, to dist/server/main.js with the SQL migrations beside
// it), so a start transpiles nothing.
//
//   node scripts/build.mjs                 build both
//   node scripts/build.mjs --if-changed    build only what changed since the last build (npm start)
//   node scripts/build.mjs --server-only --out <dir>   the server alone, into <dir> (tests)
//
// "Changed" is a SHA-256 over the inputs' paths and contents (and the version the SPA bakes in),
// kept in dist/.build/<target>.sha256; hashing the sources takes a fraction of a second.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const ifChanged = args.includes('--if-changed');
const serverOnly = args.includes('--server-only');
const outIndex = args.indexOf('--out');
const serverOut = outIndex >= 0 ? path.resolve(args[outIndex + 1]) : path.join(root, 'dist/server');
const stampDir = path.join(root, 'dist/.build');

const SPA_INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'pwa.config.ts',
  'tsconfig.json',
  'tsconfig.base.json',
  'tsconfig.app.json',
  'package-lock.json',
];
const SERVER_INPUTS = ['src/server', 'src/shared', 'tsconfig.base.json', 'package-lock.json', 'scripts/build.mjs'];

function files(rel) {
  const abs = path.join(root, rel);
  if (!existsSync(abs)) return [];
  if (!statSync(abs).isDirectory()) return [rel];
  return readdirSync(abs, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => files(path.join(rel, entry.name)));
}

function hashOf(inputs, skip = () => false, extra = '') {
  const hash = createHash('sha256').update(extra);
  for (const rel of inputs.flatMap(files)) {
    if (skip(rel)) continue;
    hash
      .update(`${rel}\0`)
      .update(readFileSync(path.join(root, rel)))
      .update('\0');
  }
  return hash.digest('hex');
}

const stampFile = (target) => path.join(stampDir, `${target}.sha256`);
const readStamp = (target) => (existsSync(stampFile(target)) ? readFileSync(stampFile(target), 'utf8').trim() : '');
function writeStamp(target, hash) {
  mkdirSync(stampDir, { recursive: true });
  writeFileSync(stampFile(target), `${hash}\n`);
}

// The SPA bakes in the version (APP_VERSION, else package.json's): a new one is a change; other
// package.json edits (scripts, say) are not, and dependency changes show in package-lock.json.
const appVersion = () =>
  process.env.APP_VERSION || JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version;
const spaHash = () => hashOf(SPA_INPUTS, (rel) => rel.startsWith(`src${path.sep}server${path.sep}`), appVersion());
const serverHash = () => hashOf(SERVER_INPUTS);

async function buildSpa() {
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn' });
  // The server render of the public pages (decision 024), which the server loads from dist/ssr.
  await build({ root, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx' } });
}

async function buildServer(outDir) {
  const esbuild = await import('esbuild');
  rmSync(outDir, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['src/server/main.ts'],
    outfile: path.join(outDir, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Dependencies stay in node_modules (native modules, WASM and files they load beside themselves).
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  // db/client.ts finds the migrations beside the running module.
  cpSync(path.join(root, 'src/server/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
}

const started = Date.now();
const built = [];
if (!serverOnly) {
  const before = ifChanged ? spaHash() : '';
  const missing = ['dist/client/index.html', 'dist/ssr/entry-server.js'].some(
    (rel) => !existsSync(path.join(root, rel)),
  );
  if (!ifChanged || before !== readStamp('client') || missing) {
    await buildSpa();
    // Hashed after the build: the router plugin may have rewritten its generated route tree.
    writeStamp('client', spaHash());
    built.push('SPA');
  }
}
{
  const isDefaultOut = outIndex < 0;
  const before = ifChanged && isDefaultOut ? serverHash() : '';
  if (!ifChanged || !isDefaultOut || before !== readStamp('server') || !existsSync(path.join(serverOut, 'main.js'))) {
    await buildServer(serverOut);
    if (isDefaultOut) writeStamp('server', serverHash());
    built.push('server');
  }
}
const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
process.stdout.write(built.length ? `built ${built.join(' and ')} in ${took}\n` : `build is up to date (${took})\n`);
