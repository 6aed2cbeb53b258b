#!/usr/bin/env node
// `npm test`: typecheck and lint side by side (each keeps one core busy), then every Vitest project,
// the build and the Playwright e2e suite, with a summary.
import { spawn } from 'node:child_process';

const groups = [
  [
    ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
    ['lint', 'npm', ['run', '--silent', 'lint']],
  ],
  [['vitest (unit, api, ui)', 'npx', ['vitest', 'run']]],
  [['build', 'npm', ['run', '--silent', 'build']]],
  [['e2e (Playwright, Chromium)', 'npx', ['playwright', 'test']]],
];

/** Runs one step; alone it writes straight to the terminal, beside others its output waits until it ends. */
function run([name, cmd, args], alone) {
  const started = Date.now();
  if (alone) process.stdout.write(`\n=== ${name} ===\n`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: process.env });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      if (!alone) process.stdout.write(`\n=== ${name} ===\n${Buffer.concat(output).toString()}`);
      resolve({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

const results = [];
let planned = 0;
for (const group of groups) {
  planned += group.length;
  results.push(...(await Promise.all(group.map((step) => run(step, group.length === 1)))));
  if (results.some((r) => !r.ok) && process.env.TEST_ALL_KEEP_GOING !== '1') break;
}
const total = groups.reduce((n, g) => n + g.length, 0);

process.stdout.write('\n=== summary ===\n');
for (const r of results) process.stdout.write(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds}s)\n`);
const skipped = total - planned;
if (skipped) process.stdout.write(`SKIP  ${skipped} later step(s) after the first failure\n`);
const failed = results.filter((r) => !r.ok).length;
process.stdout.write(`steps: ${results.length - failed} passed, ${failed + skipped} failed\n`);
process.exit(failed || skipped ? 1 : 0);
