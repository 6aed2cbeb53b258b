#!/usr/bin/env node
// `npm test`: typecheck, lint, every Vitest project, then the Playwright e2e suite, with a summary.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['vitest (unit, api, ui)', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', '--silent', 'build']],
  ['e2e (Playwright, Chromium)', 'npx', ['playwright', 'test']],
];

const results = [];
for (const [name, cmd, args] of steps) {
  process.stdout.write(`\n=== ${name} ===\n`);
  const started = Date.now();
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  if (status !== 0 && process.env.TEST_ALL_KEEP_GOING !== '1') break;
}

process.stdout.write('\n=== summary ===\n');
for (const r of results) process.stdout.write(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds}s)\n`);
const skipped = steps.length - results.length;
if (skipped) process.stdout.write(`SKIP  ${skipped} later step(s) after the first failure\n`);
const failed = results.filter((r) => !r.ok).length;
process.stdout.write(`steps: ${results.length - failed} passed, ${failed + skipped} failed\n`);
process.exit(failed ? 1 : 0);
