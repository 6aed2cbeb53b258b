/**
 * Generic plans of the prepared hot reads (decision 031), on the scale database: every public read
 * of bench/api-endpoints.ts, plus the values a generic plan could serve worst (one-digit and unknown
 * pincodes, the busiest property, the deepest listing pages), run through the service code on one
 * connection as the server opens it (plan_cache_mode auto) and on one that plans every execution for
 * its values (force_custom_plan, the setting before decision 031), and on one that never does
 * (force_generic_plan: what a statement would cost if `auto` chose its generic plan). Each case first
 * runs its own values eight times, as a server would, then the edge cases run on whatever plan that
 * left. Prints the median time of each case on each, and which named statements went generic.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/ht_bench_scale node --import tsx bench/plan-cache.ts
 *   BENCH_RUNS=7 (runs per case, median). Part of `npm run bench`: a summary row counts the reads
 *   over twice (and half a millisecond) as slow on the server's plan as planned for their values.
 */
import { appendFileSync } from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db, DbOrTx } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { listReports } from '../src/server/services/admin-reports';
import { listUsers } from '../src/server/services/admin-users';
import { listProperties } from '../src/server/services/properties';
import { propertyReviewPage } from '../src/server/services/reviews-query';
import { searchProperties } from '../src/server/services/search';
import { suggestProperties } from '../src/server/services/suggestions';
import { ADMIN_USER_SORT_KEYS } from '../src/shared/admin-tables';
import { REVIEW_SORTS } from '../src/shared/enums';
import { endpoints, loadFixtures } from './api-endpoints';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ht_bench_scale';
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

function handle(options: string): { db: Db; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, options });
  return { db: drizzle(pool, { schema }) as unknown as Db, pool };
}

/** Median times of `run` on the two handles, the runs alternated so neither warms the cache for the other. */
async function medianMs(handles: DbOrTx[], run: (db: DbOrTx) => Promise<unknown>): Promise<number[]> {
  const times = handles.map((): number[] => []);
  for (let i = 0; i < RUNS; i++) {
    for (const [h, db] of handles.entries()) {
      const started = process.hrtime.bigint();
      await run(db);
      times[h]!.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  return times.map((t) => t.sort((a, b) => a - b)[Math.floor(t.length / 2)]!);
}

const f = await loadFixtures(databaseUrl).catch((err: Error) => {
  console.log(`skipped: no scale database at DATABASE_URL (${err.message}); fill one with bench/seed-scale.ts`);
  process.exit(0);
});
const own = endpoints(f).flatMap((e) => (e.sql ? [{ name: e.name, run: e.sql }] : []));
const edges: { name: string; run: (db: DbOrTx) => Promise<unknown> }[] = [
  ...['10', '99', '40', '99999', '0000'].map((d) => ({
    name: `edge: suggest pincode '${d}'`,
    run: (db: DbOrTx) => suggestProperties(db, d),
  })),
  ...['1', '9', '99999'].map((d) => ({
    name: `edge: search pincode '${d}' page 1`,
    run: (db: DbOrTx) => searchProperties(db, { query: d, page: 1, pageSize: 10 }),
  })),
  {
    name: "edge: search pincode '1' page 1000",
    run: (db) => searchProperties(db, { query: '1', page: 1000, pageSize: 10 }),
  },
  {
    name: "edge: search pincode '5' page 1 HDB",
    run: (db) => searchProperties(db, { query: '5', page: 1, pageSize: 10, type: 'HDB' }),
  },
  ...['zz', 'qq', 'a1', 'residences', 'towerandgardens'].map((q) => ({
    name: `edge: suggest '${q}'`,
    run: (db: DbOrTx) => suggestProperties(db, q),
  })),
  ...REVIEW_SORTS.flatMap((sort) =>
    [0, 2000].map((offset) => ({
      name: `edge: busiest property's reviews by ${sort}, offset ${offset}`,
      run: (db: DbOrTx) => propertyReviewPage(db, { propertyId: f.busiestId, sort, limit: 10, offset }),
    })),
  ),
  ...[2, 9_999, 60_000, 97_999].map((page) => ({
    name: `edge: listing page ${page}`,
    run: (db: DbOrTx) => listProperties(db, { page, pageSize: 10 }),
  })),
  ...(['CO_LIVING_SPACE', 'STANDALONE_HOUSE'] as const).map((type) => ({
    name: `edge: listing page 5,000 ${type}`,
    run: (db: DbOrTx) => listProperties(db, { page: 5_000, pageSize: 10, type }),
  })),
  // The users' sorted search pages (admin_users_*_search): common and rare first names by first name,
  // page 1 and the deepest page under the cap, and a name by each other key. On a copy with a wide
  // vocabulary of names (bench/diversify-names-wide.sql) the generic plan of a bound list read every
  // users word for 'priya' (bench/RESULTS.md, "Admin users with a wide vocabulary of names").
  ...['priya', 'sharma', 'wei'].flatMap((search) =>
    [1, 1_000].map((page) => ({
      name: `edge: admin users '${search}' by first name page ${page}`,
      run: (db: DbOrTx) => listUsers(db, { page, pageSize: 10, search, sortBy: 'firstName', sortOrder: 'desc' }),
    })),
  ),
  ...ADMIN_USER_SORT_KEYS.filter((key) => key !== 'firstName').map((sortBy) => ({
    name: `edge: admin users 'priya' by ${sortBy} page 1`,
    run: (db: DbOrTx) => listUsers(db, { page: 1, pageSize: 10, search: 'priya', sortBy, sortOrder: 'desc' }),
  })),
  // A report search of one or two characters sorted by reason first asks its first reason
  // (report_first_reason_*, decision 060): a common term, a single character and one in no report.
  ...['ra', 'e', 'zz'].flatMap((search) =>
    (['asc', 'desc'] as const).map((sortOrder) => ({
      name: `edge: admin reports '${search}' by reason ${sortOrder} page 1`,
      run: (db: DbOrTx) => listReports(db, { page: 1, pageSize: 10, search, sortBy: 'reason', sortOrder }),
    })),
  ),
  // A longer term sorted by reason in title words and no reporter's name reads its page on the generic
  // statement report_reason_words_* (decision 061): a reason, a title word, both, every reporter's email
  // domain and a term in no report, at page 1 and deep.
  ...['spam', 'deposit', 'listing', 'scale', 'qqqzz'].flatMap((search) =>
    (['asc', 'desc'] as const).flatMap((sortOrder) =>
      [1, 500].map((page) => ({
        name: `edge: admin reports '${search}' by reason ${sortOrder} page ${page}`,
        run: (db: DbOrTx) => listReports(db, { page, pageSize: 10, search, sortBy: 'reason', sortOrder }),
      })),
    ),
  ),
];

const auto = handle('-c jit=off');
const custom = handle('-c plan_cache_mode=force_custom_plan -c jit=off');
// Every statement on its generic plan, unnamed ones too: what a hot read would cost if `auto` ever
// chose its generic plan (cases that also run unnamed statements overstate it).
const generic = handle('-c plan_cache_mode=force_generic_plan -c jit=off');
try {
  for (const c of own) for (let i = 0; i < 8; i++) await c.run(auto.db);
  const rows: string[][] = [];
  let slower = 0;
  for (const c of [...own, ...edges]) {
    const [a, b, g] = (await medianMs([auto.db, custom.db, generic.db], c.run)) as [number, number, number];
    // A plan gone wrong costs several times over (the home sections' generic plan: 7 times);
    // under half a millisecond apart is the runs' noise.
    if (a > 2 * b && a - b > 0.5) slower++;
    rows.push([c.name, a.toFixed(2), b.toFixed(2), `${Math.round((100 * a) / b)}%`, g.toFixed(2)]);
  }
  const width = Math.max(...rows.map((r) => r[0]!.length));
  console.log(`${'case'.padEnd(width)}  auto ms  custom ms  auto/custom  generic ms`);
  for (const [name, a, b, r, g] of rows) {
    console.log(`${name!.padEnd(width)}  ${a!.padStart(7)}  ${b!.padStart(9)}  ${r!.padStart(11)}  ${g!.padStart(10)}`);
  }
  const { rows: statements } = await auto.pool.query<{ name: string; generic_plans: string; custom_plans: string }>(
    'SELECT name, generic_plans, custom_plans FROM pg_prepared_statements ORDER BY name',
  );
  const figure = `${slower} of ${rows.length} reads over twice as slow as planned for their values`;
  console.log(`\n${figure} (target 0)`);
  if (process.env.BENCH_SUMMARY) {
    appendFileSync(process.env.BENCH_SUMMARY, `| plan-cache | ${figure} | 0 | ${slower === 0 ? 'met' : 'MISSED'} |\n`);
  }
  console.log('\nnamed statement                      generic  custom  (connection with plan_cache_mode auto)');
  for (const s of statements)
    console.log(`${s.name.padEnd(36)} ${String(s.generic_plans).padStart(7)} ${String(s.custom_plans).padStart(7)}`);
} finally {
  await Promise.all([auto.pool.end(), custom.pool.end(), generic.pool.end()]);
}
