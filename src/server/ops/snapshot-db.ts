import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { getTableName } from 'drizzle-orm';
import * as addressWordsSchema from '../db/address-words-schema';
import * as readSchema from '../db/read-schema';
import * as reportWordsSchema from '../db/report-words-schema';

/**
 * The database half of a snapshot, the same for PostgreSQL and PGlite: every table of the public
 * schema as NDJSON (one `row_to_json` per line), read in one REPEATABLE READ transaction so the
 * tables agree with each other, and written back with `json_populate_recordset` in foreign-key
 * order. Logical rows, not pages: a PGlite snapshot restores into PostgreSQL and back.
 */

/** What both node-postgres (Client) and PGlite answer to a query. */
export interface SqlConn {
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

export function journal(folder = migrationsFolder): JournalEntry[] {
  return (JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] })
    .entries;
}

/**
 * Read tables derived by triggers (read-schema.ts, the reports' title words of migration 0047, the
 * properties' address words of migrations 0038 and 0052). A snapshot leaves them out and a restore
 * recomputes them (`rebuild_read_tables()` and the admin lists' rebuilds): copying them back would
 * collide with the rows the triggers write as each row is restored.
 */
export const derivedTables: readonly string[] = [
  ...Object.values(readSchema),
  ...Object.values(reportWordsSchema),
  ...Object.values(addressWordsSchema),
].map((table) => getTableName(table));

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The admin list counters' insert and delete triggers on `table` (migration 0020). */
const listCountTriggers = (table: string) => [`${table}_admin_list_count_insert`, `${table}_admin_list_count_delete`];

/** The triggers of a column's search grams on `table` (migration 0026). */
const gramTriggers = (table: string, column: string) =>
  ['insert', 'delete', 'update'].map((op) => `${table}_admin_search_${column}_grams_${op}`);

/**
 * The triggers that keep them, per table (migrations 0007, 0011, 0013, 0020, 0023, 0024, 0026, 0030,
 * 0032, 0033, 0035, 0038, 0040 and 0047), and those that keep the users' review counts (migration 0031): the counts are
 * restored with the users, and counting each restored review again would double them.
 */
const readTableTriggers: Record<string, string[]> = {
  properties: [
    'properties_read_tables',
    'properties_list_anchors',
    'properties_list_anchors_split',
    'properties_admin_search_values',
    ...gramTriggers('properties', 'address'),
    ...listCountTriggers('properties'),
    'properties_review_grams_rename',
    'properties_review_grams_delete',
    ...['insert', 'delete', 'update'].map((op) => `properties_admin_address_words_${op}`),
    'properties_admin_review_name_words',
  ],
  users: [
    'users_admin_search_values',
    ...gramTriggers('users', 'email'),
    'users_admin_user_words',
    ...listCountTriggers('users'),
    'users_review_author_grams_insert',
    'users_review_author_grams_delete',
    'users_review_author_grams_update',
    'users_author_status_grams_rename',
    'users_author_status_grams_delete',
    'users_admin_review_name_words',
  ],
  reviews: [
    'reviews_admin_search_values',
    'reviews_admin_review_words',
    'reviews_admin_review_name_words',
    ...listCountTriggers('reviews'),
    'reviews_user_counts_insert',
    'reviews_user_counts_delete',
    'reviews_user_counts_update',
    'reviews_property_grams_insert',
    'reviews_property_grams_delete',
    'reviews_property_grams_update',
    ...['insert', 'delete', 'update'].map((op) => `reviews_author_status_grams_${op}`),
  ],
  review_reports: [
    'review_reports_admin_search_values',
    ...gramTriggers('review_reports', 'reporter_name'),
    ...gramTriggers('review_reports', 'reporter_email'),
    ...listCountTriggers('review_reports'),
    ...['insert', 'delete', 'update'].map((op) => `review_reports_status_grams_${op}`),
    'review_reports_admin_report_words',
  ],
  // The log refuses deletes: it has an insert trigger only.
  moderation_log: ['moderation_log_admin_list_count_insert'],
};

/**
 * `enable` or `disable` the read-table triggers the schema has, one ALTER TABLE per table: a restore
 * migrates to the snapshot's migration, which may predate some of them.
 */
async function switchReadTableTriggers(conn: SqlConn, to: 'enable' | 'disable'): Promise<void> {
  const { rows } = await conn.query<{ name: string }>('select tgname as name from pg_trigger where not tgisinternal');
  const present = new Set(rows.map((r) => r.name));
  for (const [table, all] of Object.entries(readTableTriggers)) {
    const triggers = all.filter((t) => present.has(t));
    if (triggers.length === 0) continue;
    await conn.query(`alter table ${ident(table)} ${triggers.map((t) => `${to} trigger ${ident(t)}`).join(', ')}`);
  }
}

/** The tag of the newest migration applied to the database (drizzle records each one's `when`). */
export async function appliedMigration(conn: SqlConn): Promise<string | null> {
  const { rows } = await conn.query<{ created_at: string }>(
    `select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const when = rows[0] ? Number(rows[0].created_at) : null;
  return journal().find((entry) => entry.when === when)?.tag ?? null;
}

/** Base tables of the public schema, parents before the tables that reference them. */
export async function tablesInDependencyOrder(conn: SqlConn): Promise<string[]> {
  const { rows: tables } = await conn.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const { rows: edges } = await conn.query<{ child: string; parent: string }>(
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
     from pg_constraint c join pg_namespace n on n.oid = c.connamespace
     where c.contype = 'f' and n.nspname = 'public'`,
  );
  const unquote = (name: string) => name.replace(/^"|"$/g, '');
  const parents = new Map<string, Set<string>>(tables.map((t) => [t.name, new Set<string>()]));
  for (const { child, parent } of edges) {
    if (unquote(child) !== unquote(parent)) parents.get(unquote(child))?.add(unquote(parent));
  }
  const order: string[] = [];
  while (parents.size > 0) {
    const ready = [...parents].filter(([, deps]) => [...deps].every((d) => !parents.has(d))).map(([name]) => name);
    if (ready.length === 0) throw new Error(`foreign keys form a cycle among: ${[...parents.keys()].join(', ')}`);
    for (const name of ready) {
      order.push(name);
      parents.delete(name);
    }
  }
  return order;
}

/**
 * Writes every public table to `dir/<table>.ndjson` inside one REPEATABLE READ, READ ONLY
 * transaction (one snapshot of the whole database). Returns the rows per table and the migration.
 */
export async function exportDatabase(
  conn: SqlConn,
  dir: string,
): Promise<{ counts: Record<string, number>; migration: string | null }> {
  await conn.query('begin isolation level repeatable read read only');
  try {
    const migration = await appliedMigration(conn);
    const counts: Record<string, number> = {};
    for (const table of await tablesInDependencyOrder(conn)) {
      if (derivedTables.includes(table)) continue;
      counts[table] = await exportTable(conn, table, path.join(dir, `${table}.ndjson`));
    }
    await conn.query('commit');
    return { counts, migration };
  } catch (err) {
    await conn.query('rollback').catch(() => undefined);
    throw err;
  }
}

async function exportTable(conn: SqlConn, table: string, file: string): Promise<number> {
  const out = createWriteStream(file);
  let rows = 0;
  await conn.query(
    `declare snapshot_rows no scroll cursor for select row_to_json(t)::text as j from ${ident(table)} t`,
  );
  for (;;) {
    const { rows: batch } = await conn.query<{ j: string }>('fetch 1000 from snapshot_rows');
    if (batch.length === 0) break;
    rows += batch.length;
    if (!out.write(batch.map((r) => r.j).join('\n') + '\n')) await once(out, 'drain');
  }
  await conn.query('close snapshot_rows');
  out.end();
  await once(out, 'finish');
  return rows;
}

/** Columns a row may be inserted with (not generated ones). */
async function insertableColumns(conn: SqlConn, table: string): Promise<string[]> {
  const { rows } = await conn.query<{ name: string }>(
    `select column_name as name from information_schema.columns
     where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
    [table],
  );
  return rows.map((r) => r.name);
}

/**
 * Loads `dir/<table>.ndjson` files into the (migrated, empty) database in one transaction, parents
 * first, then moves every serial/identity sequence past the restored ids. Returns rows per table.
 */
export async function importDatabase(
  conn: SqlConn,
  dir: string,
  tablesInSnapshot: string[],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  await conn.query('begin');
  try {
    // One set-based rebuild at the end instead of the per-row triggers on every restored property.
    await switchReadTableTriggers(conn, 'disable');
    for (const table of await tablesInDependencyOrder(conn)) {
      if (!tablesInSnapshot.includes(table) || derivedTables.includes(table)) continue;
      counts[table] = await importTable(conn, table, path.join(dir, `${table}.ndjson`));
    }
    await switchReadTableTriggers(conn, 'enable');
    await conn.query('select rebuild_read_tables()');
    await resetSequences(conn);
    await conn.query('commit');
    return counts;
  } catch (err) {
    await conn.query('rollback').catch(() => undefined);
    throw err;
  }
}

async function importTable(conn: SqlConn, table: string, file: string): Promise<number> {
  const columns = (await insertableColumns(conn, table)).map(ident).join(', ');
  const insert = `insert into ${ident(table)} (${columns})
    select ${columns} from json_populate_recordset(null::${ident(table)}, $1::json)`;
  let batch: string[] = [];
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await conn.query(insert, [`[${batch.join(',')}]`]);
    rows += batch.length;
    batch = [];
  };
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (line.trim() === '') continue;
    batch.push(line);
    if (batch.length >= 500) await flush();
  }
  await flush();
  return rows;
}

async function resetSequences(conn: SqlConn): Promise<void> {
  const { rows } = await conn.query<{ table_name: string; column_name: string; seq: string }>(
    `select table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) as seq
     from information_schema.columns where table_schema = 'public'
     and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`,
  );
  for (const r of rows) {
    await conn.query(
      `select setval($1, coalesce((select max(${ident(r.column_name)}) from ${ident(r.table_name)}), 0) + 1, false)`,
      [r.seq],
    );
  }
}

/** Whether the public schema holds any table with rows (a target a restore must not overwrite). */
export async function hasData(conn: SqlConn): Promise<boolean> {
  for (const table of await tablesInDependencyOrder(conn)) {
    if (derivedTables.includes(table)) continue;
    const { rows } = await conn.query(`select 1 from ${ident(table)} limit 1`);
    if (rows.length > 0) return true;
  }
  return false;
}
