import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DEFAULT_DATABASE_POOL_SIZE } from '../config';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, or the database itself, for services that run inside a caller's transaction. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `fn` while no other instance on the same database runs its own (a PostgreSQL advisory
   * lock), so instances started together migrate, create the first admin and seed once.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Key of the advisory lock held while an instance starts up (any fixed 64-bit number). */
const STARTUP_LOCK = 720_201_020;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens PostgreSQL through node-postgres when a URL is given, otherwise an embedded PGlite
 * (in `dataDir`, or in memory when dataDir is 'memory://').
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  pgliteDir?: string;
  /** Called with every statement drizzle sends (tests count statements per request with it). */
  logQuery?: (sql: string) => void;
  /**
   * PostgreSQL only: a request's statement is cancelled after this long (answered 503), so a
   * runaway query cannot hold a connection and a core for minutes. Migrations and the startup lock
   * run without it.
   */
  statementTimeoutMs?: number;
  /** PostgreSQL only: connections in the pool at most (DEFAULT_DATABASE_POOL_SIZE when not given). */
  poolSize?: number;
  /** PGlite only: start from this data directory tarball (tests load a migrated template). */
  pgliteTemplate?: Blob;
}): Promise<Database> {
  const logger = opts.logQuery ? { logQuery: (sql: string) => opts.logQuery!(sql) } : undefined;
  if (opts.databaseUrl) {
    // Opening a connection gives up after 5 s (a database behind a silent network answers 503
    // instead of hanging), set on the client only: the pool's own option would also cap the wait
    // for a free connection, and turn a busy moment into 503s. Keep-alive notices a dead peer.
    class TimedClient extends pg.Client {
      constructor(config?: pg.ClientConfig) {
        super({
          ...config,
          connectionTimeoutMillis: 5000,
          statement_timeout: opts.statementTimeoutMs,
          // plan_cache_mode stays PostgreSQL's `auto`: a prepared hot read (db/prepared.ts) is planned
          // for its values five times, then runs a generic plan when that costs no more, which saves
          // the planning (2-3 times the execution of a lookup by key; decision 031). Every hot read is
          // written so its generic plan reads the same index ranges (prefixes as ranges,
          // db/generic-plan-sql.ts); unnamed statements are planned for their values every time.
          // No JIT: every statement reads index ranges in a few ms, and a fallback branch that never runs
          // (an admin search's sorted matches) can lift the estimate past jit_above_cost and add 30 ms
          // of compiling to a 2 ms query.
          options: '-c jit=off',
        });
      }
    }
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? DEFAULT_DATABASE_POOL_SIZE,
      keepAlive: true,
      Client: TimedClient,
    });
    pool.on('error', () => undefined);
    // The pool listens for errors of idle clients only: a checked-out client (inside a transaction)
    // whose connection the server ends between two queries would emit an 'error' nobody handles,
    // and that ends the process. Its next query fails instead (answered 503), and the pool drops it.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        // One connection without the statement timeout: a migration may rebuild tables of millions of rows.
        const conn = await pool.connect();
        try {
          await conn.query('set statement_timeout = 0');
          await migratePg(drizzlePg(conn, { schema }), { migrationsFolder });
        } finally {
          await conn.query('reset statement_timeout').catch(() => undefined);
          conn.release();
        }
      },
      exclusive: async (fn) => {
        const lock = await pool.connect();
        try {
          // Waiting for another instance's migration may take longer than any statement may.
          await lock.query('set statement_timeout = 0');
          await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
          try {
            return await fn();
          } finally {
            await lock.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
          }
        } finally {
          await lock.query('reset statement_timeout').catch(() => undefined);
          lock.release();
        }
      },
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create(opts.pgliteDir ?? 'memory://', {
    extensions: { pg_trgm },
    loadDataDir: opts.pgliteTemplate,
    // PGlite's 128 MB of shared buffers stay resident in its WebAssembly memory for good; 16 MB is
    // plenty for one process's embedded data and takes ~100 MiB off the server's resident memory.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  });
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    // PGlite is one process's own database: there is no other instance to wait for.
    exclusive: (fn) => fn(),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
