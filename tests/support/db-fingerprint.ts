import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestContext } from './test-app';

/**
 * A cheap fingerprint of everything a request could change: per table of the public schema its
 * row count and an md5 of all its rows (so an updated column, updated_at included, shows), plus the
 * list of stored upload files. Two equal fingerprints mean the request wrote nothing. Meant for the
 * small databases of the matrix and fuzz tests (it reads every row).
 */
export type Fingerprint = Record<string, string>;

/** Rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
export async function rowsOf<T>(query: Promise<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows;
}

const tableNames = new WeakMap<TestContext, Promise<string[]>>();

function tablesOf(t: TestContext): Promise<string[]> {
  const known = tableNames.get(t);
  if (known) return known;
  const names = rowsOf<{ name: string }>(
    t.deps.db.execute(
      sql`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    ),
  ).then((rows) => rows.map((r) => r.name));
  tableNames.set(t, names);
  return names;
}

function uploadFiles(t: TestContext): string[] {
  const root = t.deps.storage.localRoot;
  if (!root) return [];
  const walk = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(path.join(dir, e.name)) : [path.relative(root, path.join(dir, e.name))],
        )
      : [];
  return walk(root).sort();
}

export async function fingerprint(t: TestContext): Promise<Fingerprint> {
  const tables = await tablesOf(t);
  // One statement: `count || ':' || md5(all rows as text, in a stable order)` per table.
  const parts = tables.map(
    (name) =>
      `(SELECT count(*) || ':' || coalesce(md5(string_agg(x::text, '|' ORDER BY x::text)), '') FROM "${name}" x) AS "${name}"`,
  );
  const [row] = await rowsOf<Record<string, string>>(t.deps.db.execute(sql.raw(`SELECT ${parts.join(', ')}`)));
  return { ...row, uploads: uploadFiles(t).join('\n') };
}

/** The names of the tables (and `uploads`) whose fingerprint differs: empty when nothing changed. */
export function changedParts(before: Fingerprint, after: Fingerprint): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => before[k] !== after[k]).sort();
}
