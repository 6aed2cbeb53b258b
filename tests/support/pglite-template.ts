import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const root = path.resolve(import.meta.dirname, '../..');
const migrationsFolder = path.join(root, 'src/server/db/migrations');
const cacheFolder = path.join(root, 'node_modules/.cache');

/** Changes whenever a migration or the PGlite build does, so a stale template is never loaded. */
function templateKey(): string {
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as {
    version: string;
  };
  hash.update(pglite.version);
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    if (!/\.(sql|json)$/.test(file)) continue;
    hash.update(file);
    hash.update(readFileSync(path.join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<Blob> | undefined;

/**
 * A migrated, empty PGlite data directory as a tarball, made once and cached in node_modules/.cache.
 * Starting PGlite from it skips initdb and the migrations, which cost most of each API test file's
 * setup (a few seconds per file, on two cores). Concurrent workers may each build it once; the file
 * appears atomically (written aside, then renamed).
 */
export function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = path.join(cacheFolder, `ht-pglite-${templateKey()}.tar`);
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      // Not built yet: build it below.
    }
    const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
    try {
      await migrate(drizzle(client), { migrationsFolder });
      const dump = await client.dumpDataDir('none');
      const bytes = Buffer.from(await dump.arrayBuffer());
      mkdirSync(cacheFolder, { recursive: true });
      const aside = `${file}.${process.pid}.tmp`;
      writeFileSync(aside, bytes);
      renameSync(aside, file);
      return new Blob([bytes]);
    } finally {
      await client.close();
    }
  })();
  return template;
}
