import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';

/** A captured statement with its parameters inlined as SQL literals (for pgbench and EXPLAIN). */
function inline(sql: string, params: unknown[]): string {
  const literal = (v: unknown): string => {
    if (v === null || v === undefined) return 'NULL';
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    if (v instanceof Date) return `'${v.toISOString()}'`;
    // An array parameter (a page's ids) as an array literal, as node-postgres sends it.
    if (Array.isArray(v)) return `'{${v.map((e) => `"${String(e).replace(/["\\]/g, '\\$&')}"`).join(',')}}'`;
    return `'${String(v).replace(/'/g, "''")}'`;
  };
  return sql.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}

/**
 * A pgbench script: the statements one after another, each on one line. The statements' own `--`
 * comments are dropped (on one line a comment would swallow the rest of its statement), from the
 * service code's SQL before the parameters are inlined, so no value is cut.
 */
export function toScript(statements: { sql: string; params: unknown[] }[]): string {
  return statements.map((s) => `${inline(s.sql.replace(/--[^\n]*/g, ''), s.params).replace(/\s+/g, ' ')};`).join('\n');
}

const BIG_TABLES = new Set([
  'properties',
  'reviews',
  'users',
  'property_words',
  'review_images',
  'review_likes',
  'review_reports',
  'property_images',
]);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** Time and scans of each statement: 'Index Only Scan properties_active_created_id_idx, ...'. */
export async function explainSummary(pool: pg.Pool, statements: { sql: string; params: unknown[] }[]): Promise<string> {
  const parts: string[] = [];
  // One connection, so a transaction's settings (search's set_config) apply to the plans after it.
  const client = await pool.connect();
  try {
    for (const s of statements) {
      if (/^\s*(begin|commit|rollback)\b/i.test(s.sql)) {
        await client.query(s.sql);
        continue;
      }
      parts.push(await explainOne(client, inline(s.sql, s.params)));
    }
  } finally {
    client.release();
  }
  return parts.join(' | ');
}

async function explainOne(client: pg.PoolClient, statement: string): Promise<string> {
  const { rows } = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement}`);
  const plan = (rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] })['QUERY PLAN'][0];
  const scans: string[] = [];
  let seqOnBig = false;
  const walk = (n: PlanNode) => {
    if (/Scan/.test(n['Node Type'])) {
      scans.push(`${n['Node Type'].replace(' Scan', '')}:${n['Index Name'] ?? n['Relation Name'] ?? '?'}`);
      if (n['Node Type'] === 'Seq Scan' && BIG_TABLES.has(n['Relation Name'] ?? '')) seqOnBig = true;
    }
    if (/Sort/.test(n['Node Type'])) scans.push(n['Node Type']);
    n.Plans?.forEach(walk);
  };
  walk(plan.Plan);
  return `${plan['Execution Time'].toFixed(2)} ms ${seqOnBig ? 'SEQ SCAN OF A BIG TABLE ' : ''}[${[...new Set(scans)].join(', ')}]`;
}

/** pgbench's transactions/s for `script` at `clients` connections for `seconds`. */
export async function pgbenchTps(
  databaseUrl: string,
  script: string,
  clients: number,
  seconds: number,
): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ht-pgbench-'));
  try {
    const file = path.join(dir, 'endpoint.sql');
    writeFileSync(file, `${script}\n`);
    const run = spawnSync(
      'pgbench',
      ['-n', '-c', String(clients), '-j', '2', '-T', String(Math.max(seconds, 3)), '-f', file, databaseUrl],
      { encoding: 'utf8' },
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout);
    // No figure (a statement failed, or pgbench could not connect its clients in time): shown as '-',
    // with pgbench's reason on stderr.
    if (!tps)
      process.stderr.write(
        `pgbench gave no figure: ${(run.stderr || run.stdout).trim().split('\n').slice(-3).join(' / ')}\n`,
      );
    return tps ? Number(tps[1]) : NaN;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Waits until no other connection runs a statement on the database (at most `maxMs`) and gives the
 * ms it waited. wrk closes its connections at the end of a run with requests still in flight, and the
 * server finishes them: after a row whose requests outlast the run (anonymous reviews 'ku' by status,
 * about 1 s each at 10 connections), their statements loaded the next rows, which printed 0 requests.
 */
export async function untilIdle(pool: pg.Pool, maxMs = 60_000): Promise<number> {
  const started = Date.now();
  // Three looks in a row, 100 ms apart: the server's queued requests take a freed connection at once,
  // so one look can fall between two of their statements.
  for (let idleLooks = 0; idleLooks < 3 && Date.now() - started < maxMs;) {
    const { rows } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`,
    );
    idleLooks = rows[0]?.n ? 0 : idleLooks + 1;
    await new Promise((r) => setTimeout(r, 100));
  }
  return Date.now() - started;
}
