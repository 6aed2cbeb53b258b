import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../config';
import { exportDatabase, hasData, importDatabase, journal, migrationsFolder, type SqlConn } from './snapshot-db';

/**
 * `npm run backup` / `npm run restore`: one .tar.gz holding manifest.json, db/<table>.ndjson (see
 * snapshot-db.ts) and uploads/ (the files of DATA_DIR/uploads). Buckets (S3_BUCKET) are not copied:
 * use the bucket's own versioning or replication.
 */
export const SNAPSHOT_FORMAT = 'hometruths-snapshot/1';

export interface Manifest {
  format: typeof SNAPSHOT_FORMAT;
  appVersion: string;
  createdAt: string;
  database: { kind: 'pglite' | 'postgres'; migration: string | null; counts: Record<string, number> };
  uploads: { source: 'local' | 's3'; files: number; bytes: number };
}

type Target = Pick<Config, 'dataDir' | 'databaseUrl' | 's3'>;

interface Connection {
  conn: SqlConn;
  kind: 'pglite' | 'postgres';
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

const pgliteDir = (target: Target) => path.join(target.dataDir, 'pg');
const uploadsDir = (target: Target) => path.join(target.dataDir, 'uploads');

function appVersion(): string {
  const pkg = path.join(migrationsFolder, '../../../../package.json');
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
}

/** PGlite is one process's database: a snapshot of a running server's files would be torn. */
function refuseRunningPglite(target: Target): void {
  if (existsSync(path.join(pgliteDir(target), 'postmaster.pid'))) {
    throw new Error(
      `the embedded database in ${pgliteDir(target)} is open (postmaster.pid): stop the server first ` +
        '(if it is not running, it was killed: start and stop it once so the database closes cleanly)',
    );
  }
}

async function connect(target: Target): Promise<Connection> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    return {
      conn: client,
      kind: 'postgres',
      migrate: (folder) => migratePg(drizzlePg(client), { migrationsFolder: folder }),
      close: () => client.end(),
    };
  }
  const client = await PGlite.create(pgliteDir(target), { extensions: { pg_trgm } });
  return {
    conn: client,
    kind: 'pglite',
    migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

function filesUnder(dir: string): { files: number; bytes: number } {
  if (!existsSync(dir)) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

function tar(args: string[]): void {
  const run = spawnSync('tar', args, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`tar ${args[0]} failed: ${run.stderr || run.error?.message}`);
}

/** Writes a snapshot of the database and the uploads to `outFile` (a .tar.gz); returns its manifest. */
export async function backup(target: Target, outFile: string): Promise<Manifest> {
  if (!target.databaseUrl) refuseRunningPglite(target);
  const staging = mkdtempSync(path.join(tmpdir(), 'ht-backup-'));
  try {
    mkdirSync(path.join(staging, 'db'));
    const db = await connect(target);
    let exported: Awaited<ReturnType<typeof exportDatabase>>;
    try {
      exported = await exportDatabase(db.conn, path.join(staging, 'db'));
    } finally {
      await db.close();
    }
    // Uploads are never changed once written (every upload gets a fresh key): copying them after
    // the database snapshot keeps every file it refers to, unless one is deleted in between.
    if (!target.s3 && existsSync(uploadsDir(target)))
      cpSync(uploadsDir(target), path.join(staging, 'uploads'), { recursive: true });
    const manifest: Manifest = {
      format: SNAPSHOT_FORMAT,
      appVersion: appVersion(),
      createdAt: new Date().toISOString(),
      database: { kind: db.kind, migration: exported.migration, counts: exported.counts },
      uploads: { source: target.s3 ? 's3' : 'local', ...filesUnder(path.join(staging, 'uploads')) },
    };
    writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
    mkdirSync(path.dirname(path.resolve(outFile)), { recursive: true });
    tar(['-czf', path.resolve(outFile), '-C', staging, '.']);
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** The migrations up to `tag` only, so a snapshot is loaded into the schema it was taken from. */
function migrationsUpTo(tag: string, into: string): string {
  const entries = journal();
  const last = entries.findIndex((e) => e.tag === tag);
  if (last < 0) throw new Error(`the snapshot's migration ${tag} is unknown to this version: restore with a newer one`);
  mkdirSync(path.join(into, 'meta'), { recursive: true });
  const full = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as object;
  const kept = entries.slice(0, last + 1);
  writeFileSync(path.join(into, 'meta/_journal.json'), JSON.stringify({ ...full, entries: kept }));
  for (const e of kept) copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(into, `${e.tag}.sql`));
  return into;
}

async function wipeDatabase(db: Connection, target: Target): Promise<Connection> {
  if (db.kind === 'pglite') {
    await db.close();
    rmSync(pgliteDir(target), { recursive: true, force: true });
    return connect(target);
  }
  await db.conn.query('drop schema if exists drizzle cascade');
  await db.conn.query('drop schema public cascade');
  await db.conn.query('create schema public');
  return db;
}

/**
 * Loads a snapshot into the configured database (DATABASE_URL, or DATA_DIR/pg) and DATA_DIR/uploads.
 * A target that holds rows or files is refused unless `force`, which wipes it first. The schema is
 * migrated to the snapshot's migration; the next server start applies any newer ones.
 */
export async function restore(target: Target, file: string, opts: { force?: boolean } = {}): Promise<Manifest> {
  if (!target.databaseUrl) refuseRunningPglite(target);
  const unpacked = mkdtempSync(path.join(tmpdir(), 'ht-restore-'));
  try {
    tar(['-xzf', path.resolve(file), '-C', unpacked]);
    const manifest = JSON.parse(readFileSync(path.join(unpacked, 'manifest.json'), 'utf8')) as Manifest;
    if (manifest.format !== SNAPSHOT_FORMAT) throw new Error(`not a HomeTruths snapshot: ${file}`);
    if (!manifest.database.migration) throw new Error('the snapshot names no migration');
    const migrations = migrationsUpTo(manifest.database.migration, path.join(unpacked, 'migrations'));

    const uploadsFull = filesUnder(uploadsDir(target)).files > 0;
    let db = await connect(target);
    try {
      const schemaExists =
        (await db.conn.query(`select 1 from information_schema.tables where table_schema = 'public'`)).rows.length > 0;
      if (!opts.force && ((schemaExists && (await hasData(db.conn))) || uploadsFull)) {
        throw new Error('the target database or DATA_DIR/uploads is not empty: pass --force to replace it');
      }
      if (schemaExists || opts.force) db = await wipeDatabase(db, target);
      await db.migrate(migrations);
      const counts = await importDatabase(db.conn, path.join(unpacked, 'db'), Object.keys(manifest.database.counts));
      for (const [table, expected] of Object.entries(manifest.database.counts)) {
        if (counts[table] !== expected) throw new Error(`${table}: restored ${counts[table]} rows of ${expected}`);
      }
    } finally {
      await db.close();
    }
    if (!target.s3) {
      rmSync(uploadsDir(target), { recursive: true, force: true });
      const saved = path.join(unpacked, 'uploads');
      if (existsSync(saved)) cpSync(saved, uploadsDir(target), { recursive: true });
    }
    return manifest;
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
  }
}
