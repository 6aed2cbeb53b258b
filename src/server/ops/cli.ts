import path from 'node:path';
import { loadConfig } from '../config';
import { backup, type Manifest, restore } from './snapshot';

/**
 *   npm run backup [-- --out <file.tar.gz>]     snapshot of the database and uploads
 *   npm run restore -- <file.tar.gz> [--force]  load one into an empty target (--force: replace it)
 * Both use the server's configuration: DATABASE_URL (else the embedded database in DATA_DIR/pg)
 * and DATA_DIR/uploads.
 */
function summary(manifest: Manifest): string {
  const rows = Object.values(manifest.database.counts).reduce((a, b) => a + b, 0);
  const tables = Object.entries(manifest.database.counts)
    .map(([table, n]) => `${table}=${n}`)
    .join(' ');
  return [
    `  app ${manifest.appVersion}, migration ${manifest.database.migration}, taken ${manifest.createdAt}`,
    `  database (${manifest.database.kind}): ${rows} rows: ${tables}`,
    manifest.uploads.source === 's3'
      ? '  uploads: in the S3 bucket, not in the snapshot (use the bucket versioning or replication)'
      : `  uploads: ${manifest.uploads.files} files, ${manifest.uploads.bytes} bytes`,
  ].join('\n');
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const config = loadConfig();
  if (command === 'backup') {
    const outAt = rest.indexOf('--out');
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const out = outAt >= 0 && rest[outAt + 1] ? rest[outAt + 1]! : path.join('backups', `hometruths-${stamp}.tar.gz`);
    const manifest = await backup(config, out);
    process.stdout.write(`Backup written to ${path.resolve(out)}\n${summary(manifest)}\n`);
    return;
  }
  if (command === 'restore') {
    const file = rest.find((arg) => !arg.startsWith('--'));
    if (!file) throw new Error('usage: npm run restore -- <file.tar.gz> [--force]');
    const manifest = await restore(config, file, { force: rest.includes('--force') });
    process.stdout.write(`Restored ${path.resolve(file)}\n${summary(manifest)}\n`);
    if (config.s3) process.stdout.write('  S3_BUCKET is set: uploads were left to the bucket.\n');
    return;
  }
  throw new Error('usage: cli.ts backup [--out <file>] | restore <file> [--force]');
}

main(process.argv.slice(2)).catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
