import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** Runs every benchmark in turn; each prints its own figures. */
const benches = ['bundle-size.ts', 'api-load.ts', 'photo-resize.ts', 'startup.ts'];
for (const bench of benches) {
  process.stdout.write(`\n=== ${bench} ===\n`);
  spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, bench)], { stdio: 'inherit' });
}
