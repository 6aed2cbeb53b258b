import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { seedDemo } from '../../src/server/db/seed';
import { backup, restore } from '../../src/server/ops/snapshot';
import { tablesInDependencyOrder, type SqlConn } from '../../src/server/ops/snapshot-db';
import { createLocalStorage } from '../../src/server/services/storage';
import { pgMissing, scratchDatabase } from '../support/backing-services';

/**
 * A snapshot round trip: the demo data set (every table, and its photos on disk) is backed up from
 * the embedded database, restored into an empty one and into PostgreSQL, backed up from there and
 * restored again; every row and every file's bytes come back.
 */
const root = path.resolve(import.meta.dirname, '../..');
const scratch: string[] = [];
const tempDir = (label: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `ht-snap-${label}-`));
  scratch.push(dir);
  return dir;
};
let source: string;
let snapshot: string;
let pgDb: { url: string; drop: () => Promise<void> } | undefined;
let expected: Record<string, string[]>;
// Each PGlite start takes seconds on a busy machine, and this file starts several.
const SLOW = 240_000;

beforeAll(async () => {
  source = tempDir('source');
  const database = await openDatabase({ pgliteDir: path.join(source, 'pg') });
  await database.migrate();
  await seedDemo(database.db, createLocalStorage(path.join(source, 'uploads')));
  await database.close();
  expected = await pgliteContents(source);
  snapshot = path.join(tempDir('files'), 'snapshot.tar.gz');
  if (!(await pgMissing())) pgDb = await scratchDatabase();
}, SLOW);
afterAll(async () => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  await pgDb?.drop();
});

/**
 * Every row of every public table, as sorted JSON lines per table. The admin list counters as each
 * list's total, the search grams as each gram's sums and the review name words' counts as each word's:
 * how a total is spread over the writers' shards is not data (a restore recounts it into one).
 */
const SHARDED: Record<string, string> = {
  admin_list_counts: `select list, sum(n)::int as n from admin_list_counts group by list`,
  admin_search_grams: `select list, gram, sum(n)::int as n, sum(value_count)::int as value_count
    from admin_search_grams group by list, gram having sum(n) <> 0 or sum(value_count) <> 0`,
  admin_review_name_word_counts: `select list, word, sum(n)::int as n from admin_review_name_word_counts
    group by list, word having sum(n) <> 0`,
};
async function contents(conn: SqlConn): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of await tablesInDependencyOrder(conn)) {
    const select = SHARDED[table] ?? `select * from "${table}"`;
    const { rows } = await conn.query<{ j: string }>(`select row_to_json(t)::text as j from (${select}) t`);
    out[table] = rows.map((r) => r.j).sort();
  }
  return out;
}

async function pgliteContents(dataDir: string) {
  const db = await PGlite.create(path.join(dataDir, 'pg'), { extensions: { pg_trgm } });
  try {
    return await contents(db);
  } finally {
    await db.close();
  }
}

async function postgresContents(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await contents(client);
  } finally {
    await client.end();
  }
}

/** sha256 of every file under DATA_DIR/uploads, by relative path. */
function uploadHashes(dataDir: string): Record<string, string> {
  const dir = path.join(dataDir, 'uploads');
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return out;
}

describe('backup and restore', () => {
  it(
    'round-trips the embedded database and its uploads, and refuses a target that holds data',
    async () => {
      const manifest = await backup({ dataDir: source }, snapshot);
      expect(manifest.database.kind).toBe('pglite');
      expect(manifest.database.migration).toMatch(/^\d{4}_/);
      expect(manifest.database.counts.reviews).toBeGreaterThan(0);
      expect(manifest.uploads.files).toBeGreaterThan(0);

      await expect(restore({ dataDir: source }, snapshot)).rejects.toThrow(/not empty: pass --force/);

      const target = tempDir('pglite');
      await restore({ dataDir: target }, snapshot);
      expect(Object.values(expected).flat().length).toBeGreaterThan(50);
      expect(await pgliteContents(target)).toEqual(expected);
      expect(uploadHashes(target)).toEqual(uploadHashes(source));
      expect(Object.keys(uploadHashes(source)).length).toBe(manifest.uploads.files);
    },
    SLOW,
  );

  it(
    'restores into PostgreSQL and backs it up again (npm run backup)',
    async () => {
      if (!pgDb) return;
      const pgData = tempDir('pg');
      await restore({ dataDir: pgData, databaseUrl: pgDb.url }, snapshot);
      expect(await postgresContents(pgDb.url)).toEqual(expected);

      const again = path.join(tempDir('files2'), 'from-postgres.tar.gz');
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/ops/cli.ts', 'backup', '--out', again], {
        cwd: root,
        encoding: 'utf8',
        env: { PATH: process.env.PATH, DATA_DIR: pgData, DATABASE_URL: pgDb.url, LOG_LEVEL: 'silent' },
      });
      expect(run.stderr).toBe('');
      expect(run.stdout).toContain('database (postgres)');

      const target = tempDir('pglite2');
      const refused = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/ops/cli.ts', 'restore', again], {
        cwd: root,
        encoding: 'utf8',
        env: { PATH: process.env.PATH, DATA_DIR: source, LOG_LEVEL: 'silent' },
      });
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('pass --force');
      await restore({ dataDir: target }, again, { force: true });
      expect(await pgliteContents(target)).toEqual(expected);
      expect(uploadHashes(target)).toEqual(uploadHashes(source));
    },
    SLOW,
  );
});
