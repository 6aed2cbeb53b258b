import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Runs every benchmark in turn; each prints its own figures, and those that have targets append
 * their rows (figure, target, met or missed) to BENCH_SUMMARY, printed at the end as one table.
 */
const benches = ['bundle-size.ts', 'lighthouse.ts', 'api.ts', 'plan-cache.ts', 'photo-resize.ts', 'startup.ts'];
const dir = mkdtempSync(path.join(tmpdir(), 'ht-bench-'));
const summary = path.join(dir, 'summary.md');
try {
  for (const bench of benches) {
    process.stdout.write(`\n=== ${bench} ===\n`);
    spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, bench)], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_SUMMARY: summary },
    });
  }
  let rows = '';
  try {
    rows = readFileSync(summary, 'utf8');
  } catch {
    // No bench with targets ran.
  }
  process.stdout.write(`\n=== summary ===\n| bench | figure | target | met |\n|---|---|---|---|\n${rows}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
