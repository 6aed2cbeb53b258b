/**
 * Fills a PostgreSQL database with scale data: SCALE properties (1,000,000 by default), 3 x SCALE
 * reviews and SCALE / 5 users, with images, likes and reports (shape in bench/seed-scale.sql).
 * Set-based SQL only; secondary indexes are dropped for the load and rebuilt after it. Prints rows
 * per second for each step.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/ht_bench_scale nice -n 10 node --import tsx bench/seed-scale.ts
 *   SCALE=100000 ... for a quick run; SEED_RESET=1 empties a filled database first.
 *
 * Refuses any database whose name does not contain 'bench' or 'scale'.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client';
import { derivedTables } from '../src/server/ops/snapshot-db';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL to the PostgreSQL database to fill.');
const dbName = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
if (!/bench|scale/i.test(dbName)) {
  throw new Error(`Refusing to fill '${dbName}': the database name must contain 'bench' or 'scale'.`);
}
const scale = Number(process.env.SCALE ?? 1_000_000);
if (!Number.isInteger(scale) || scale < 1000) throw new Error('SCALE must be an integer of at least 1000.');

const TABLES = ['users', 'properties', 'property_images', 'reviews', 'review_images', 'review_likes', 'review_reports'];
// Every read table (src/server/db/read-schema.ts): a list kept by hand missed admin_search_grams and the
// address words, whose index-only scans then visited the heap for want of a visibility map.
const READ_TABLES = derivedTables;

// Each loading connection's: room to sort in memory, and no wait for the WAL at each commit.
const SESSION_SETTINGS = [
  `SET maintenance_work_mem = '512MB'`,
  `SET work_mem = '256MB'`,
  `SET synchronous_commit = off`,
];

const started = performance.now();
const seconds = (from: number) => (performance.now() - from) / 1000;
const log = (line: string) => process.stdout.write(`${line}\n`);

const database = await openDatabase({ databaseUrl });
await database.migrate();
await database.close();
log(`migrated ${dbName} (${seconds(started).toFixed(1)} s)`);

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
try {
  const [{ n: existing }] = (await client.query<{ n: string }>('SELECT count(*) AS n FROM properties')).rows as [
    { n: string },
  ];
  if (Number(existing) > 0) {
    if (process.env.SEED_RESET !== '1') throw new Error(`${dbName} already holds data; SEED_RESET=1 empties it first.`);
    await client.query(`TRUNCATE ${TABLES.join(', ')}, moderation_log, idempotency_keys CASCADE`);
    log('emptied');
  }
  await client.query(`SET session_replication_role = replica`);
  for (const setting of SESSION_SETTINGS) await client.query(setting);

  // Secondary indexes (not primary keys or unique ones) are rebuilt after the load: one sort each,
  // instead of millions of single-row inserts into each.
  const { rows: indexes } = await client.query<{ name: string; def: string }>(
    `SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS def
       FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
      WHERE t.relname = ANY($1) AND NOT x.indisunique AND NOT x.indisprimary`,
    [TABLES],
  );
  for (const index of indexes) await client.query(`DROP INDEX "${index.name}"`);

  const script = readFileSync(path.join(import.meta.dirname, 'seed-scale.sql'), 'utf8').replaceAll(
    ':scale',
    String(scale),
  );
  let loaded = 0;
  const loadStart = performance.now();
  for (const chunk of script.split(/^-- @step /m).slice(1)) {
    const name = chunk.slice(0, chunk.indexOf('\n')).trim();
    const at = performance.now();
    const result = await client.query(chunk.slice(chunk.indexOf('\n') + 1));
    const rows = (Array.isArray(result) ? result : [result]).reduce((sum, r) => sum + (r.rowCount ?? 0), 0);
    if (!['ids', 'plan', 'aggregates', 'user_review_counts', 'cleanup'].includes(name)) loaded += rows;
    const s = seconds(at);
    log(`${name.padEnd(16)} ${String(rows).padStart(10)} rows ${s.toFixed(1).padStart(7)} s ${fmtRate(rows, s)}`);
  }
  log(`loaded ${loaded} rows in ${seconds(loadStart).toFixed(1)} s (${fmtRate(loaded, seconds(loadStart))})`);

  // The base tables' secondary indexes and the derived read tables (kept by triggers, which the load
  // bypassed: rebuilt set-based) on two connections, each taking the next job when it is free: the
  // rebuilds only read the base tables, which a CREATE INDEX lets them do. The three parts of the read
  // tables first, longest first, then the indexes one by one, so that both connections finish at about
  // the same time (decision 055). One after the other, 308 s of indexes then 578 s of read tables on the
  // twentieth machine; the read tables whole beside the indexes, 846 s.
  const jobs: { name: string; sql: string }[] = [
    { name: "the reviews' name words", sql: 'SELECT rebuild_admin_review_name_words()' },
    { name: "the admin lists' search values", sql: 'SELECT rebuild_admin_search_values()' },
    { name: "the properties' read tables", sql: 'SELECT rebuild_property_read_tables()' },
    ...indexes.map((index) => ({ name: index.name, sql: index.def })),
  ];
  // The load is done: the rebuilds run as any session would.
  await client.query(`SET session_replication_role = origin`);
  const reader = new pg.Client({ connectionString: databaseUrl });
  await reader.connect();
  try {
    for (const setting of SESSION_SETTINGS) await reader.query(setting);
    const rebuildsAt = performance.now();
    const runJobs = async (on: pg.Client) => {
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        const at = performance.now();
        await on.query(job.sql);
        if (!job.sql.startsWith('CREATE')) log(`rebuilt ${job.name} in ${seconds(at).toFixed(1)} s`);
      }
    };
    // Both settle before either's failure is thrown, so no query is left running.
    const done = await Promise.allSettled([runJobs(client), runJobs(reader)]);
    for (const one of done) if (one.status === 'rejected') throw one.reason;
    log(`rebuilt ${indexes.length} indexes and the read tables in ${seconds(rebuildsAt).toFixed(1)} s`);
  } finally {
    await reader.end();
  }
  const analyzeStart = performance.now();
  // The read tables too: without a visibility map their index-only scans visit the heap.
  for (const table of [...TABLES, ...READ_TABLES]) await client.query(`VACUUM ANALYZE ${table}`);
  log(`vacuum analyze ${seconds(analyzeStart).toFixed(1)} s`);
  log(`total ${seconds(started).toFixed(1)} s for ${loaded} rows (${fmtRate(loaded, seconds(started))} overall)`);
} finally {
  await client.end();
}

function fmtRate(rows: number, s: number): string {
  return `${Math.round(rows / Math.max(s, 0.001)).toLocaleString('en')} rows/s`;
}
