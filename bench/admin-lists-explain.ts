/**
 * EXPLAIN (ANALYZE, BUFFERS) of every admin list query on a large PostgreSQL database: each list,
 * each sort key (descending; ascending reads the same index the other way), without and with a
 * search, on page 1 and on a deep page. Prints per query its execution and planning time, the scans it
 * uses and whether it sorts, so a sequential scan or a full sort of a big table stands out.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/ht_w19db node --import tsx bench/admin-lists-explain.ts
 *
 * Fill the database first: bench/admin-lists-migrate.ts, then psql -f bench/admin-lists-seed.sql.
 * FULL_PLAN=100 also prints the SQL, parameters and whole plan of each query slower than 100 ms.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { listAdminProperties } from '../src/server/services/admin-properties';
import { listReports } from '../src/server/services/admin-reports';
import { listReviews } from '../src/server/services/admin-reviews';
import { listUsers } from '../src/server/services/admin-users';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL to a filled PostgreSQL database.');
// The server's pool settings (src/server/db/client.ts): no JIT, whose compile time (20-30 ms for a
// dormant fallback branch) is not what the server pays.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 4, options: '-c jit=off' });
const captured: { sql: string; params: unknown[] }[] = [];
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (sql, params) => void captured.push({ sql, params }) },
}) as unknown as Db;

type Query = { page: number; pageSize: number; search?: string; sortBy: string; sortOrder: 'asc' | 'desc' };
interface List {
  name: string;
  keys: string[];
  search: string;
  run: (q: Query) => Promise<unknown>;
}
// `as any`: the key unions differ per list; the bench passes each list its own keys.
const lists: List[] = [
  {
    name: 'users',
    keys: ['createdAt', 'firstName', 'lastName', 'email', 'role', 'isActive', 'isVerified'],
    search: 'sharma',
    run: (q) => listUsers(db, q as any),
  },
  {
    name: 'properties',
    keys: ['createdAt', 'name', 'propertyType', 'overallRating', 'reviewCount', 'isActive'],
    search: 'emerald',
    run: (q) => listAdminProperties(db, q as any),
  },
  {
    name: 'reviews',
    keys: ['createdAt', 'title', 'status', 'overallRating'],
    search: 'mould',
    run: (q) => listReviews(db, q as any, { anonymousOnly: false }),
  },
  {
    name: 'anonymous',
    keys: ['createdAt', 'title', 'status', 'overallRating'],
    search: 'mould',
    run: (q) => listReviews(db, q as any, { anonymousOnly: true }),
  },
  { name: 'reports', keys: ['createdAt', 'reason', 'status'], search: 'spam', run: (q) => listReports(db, q as any) },
];

const only = process.argv[2];
/** KEYS=createdAt,title limits the sort keys (a quick look at a slow, unindexed database). */
const onlyKeys = process.env.KEYS?.split(',');
const deepPage = Number(process.env.DEEP_PAGE ?? 1000);
/** SEARCH=pests replaces each list's own term (the anonymous list holds no 'mould' title, so it answers 0 rows). */
const searchOverride = process.env.SEARCH;
const BIG = /(users|properties|reviews|review_reports)\b/;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Sort Method'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}
function summarize(node: PlanNode, out: string[]) {
  const type = node['Node Type'];
  // A branch planned but not run (a fallback the statement did not need) is marked so: its scans cost nothing.
  if (node['Actual Loops'] === 0) {
    out.push(`(not run: ${type})`);
    return;
  }
  if (type === 'Seq Scan' && node['Relation Name'] && BIG.test(node['Relation Name']))
    out.push(`SEQ ${node['Relation Name']}`);
  else if (type.includes('Index') || type === 'Bitmap Heap Scan')
    out.push(node['Index Name'] ?? `${type} ${node['Relation Name'] ?? ''}`);
  if (type === 'Sort' || type === 'Incremental Sort')
    out.push(`${type.toUpperCase()}(${node['Sort Method']}, ${node['Actual Rows']} rows)`);
  for (const child of node.Plans ?? []) summarize(child, out);
}

const client = await pool.connect();
process.stdout.write('list       | sortBy          | search  | page | ms total | per query: ms [plan]\n');
for (const list of lists) {
  if (only && list.name !== only) continue;
  for (const sortBy of list.keys) {
    if (onlyKeys && !onlyKeys.includes(sortBy)) continue;
    for (const search of [undefined, searchOverride ?? list.search]) {
      for (const page of [1, deepPage]) {
        captured.length = 0;
        const t0 = performance.now();
        await list.run({ page, pageSize: 10, sortBy, sortOrder: 'desc', search });
        const wall = performance.now() - t0;
        const parts: string[] = [];
        for (const q of captured.splice(0)) {
          if (!/^select/i.test(q.sql) || /review_images|property_images/.test(q.sql)) continue;
          const res = await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${q.sql}`, q.params);
          const [explained] = res.rows[0]['QUERY PLAN'] as {
            Plan: PlanNode;
            'Execution Time': number;
            'Planning Time': number;
          }[];
          const { Plan, 'Execution Time': ms, 'Planning Time': planning } = explained!;
          if (process.env.FULL_PLAN && ms > Number(process.env.FULL_PLAN)) {
            const text = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.sql}`, q.params);
            process.stdout.write(
              `${q.sql}\n${JSON.stringify(q.params)}\n${text.rows.map((r) => r['QUERY PLAN']).join('\n')}\n`,
            );
          }
          const nodes: string[] = [];
          summarize(Plan, nodes);
          // Admin lists are unnamed statements: the server plans each one on every request.
          parts.push(`${ms.toFixed(1)} +${planning.toFixed(1)} planning [${[...new Set(nodes)].join(', ')}]`);
        }
        process.stdout.write(
          `${list.name.padEnd(10)} | ${sortBy.padEnd(15)} | ${(search ?? '-').padEnd(7)} | ${String(page).padStart(4)} | ${wall.toFixed(0).padStart(8)} | ${parts.join(' ; ')}\n`,
        );
      }
    }
  }
}
client.release();
await pool.end();
