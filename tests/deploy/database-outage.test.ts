import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { isDatabaseUnavailable } from '../../src/server/lib/db-errors';
import { PG_URL, pgMissing, scratchDatabase } from '../support/backing-services';

/**
 * PostgreSQL ending a connection in the middle of a transaction (a restart, a failover, an
 * operator's pg_terminate_backend) fails that transaction as "unavailable" and nothing else: the
 * process lives on and the pool serves the next query on a new connection.
 */
let scratch: { url: string; drop: () => Promise<void> } | undefined;
let database: Database | undefined;
beforeAll(async () => {
  if (await pgMissing()) return;
  scratch = await scratchDatabase();
  database = await openDatabase({ databaseUrl: scratch.url });
});
afterAll(async () => {
  await database?.close();
  await scratch?.drop();
});

describe('a database connection ended mid-transaction', () => {
  it('fails the transaction as unavailable, and the pool recovers', async (ctx) => {
    if (!database) return ctx.skip();
    const killer = new pg.Client({ connectionString: PG_URL });
    await killer.connect();
    try {
      const outcome = database.db.transaction(async (tx) => {
        const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        };
        await killer.query('select pg_terminate_backend($1)', [result.rows[0]!.pid]);
        // The connection's end arrives now, between two queries of the transaction.
        await new Promise((r) => setTimeout(r, 300));
        await tx.execute(sql`select 1`);
      });
      const err = await outcome.then(
        () => null,
        (e: unknown) => e,
      );
      expect(isDatabaseUnavailable(err)).toBe(true);
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await killer.end();
    }
  });
});

describe('a statement that runs past STATEMENT_TIMEOUT_MS', () => {
  it('is cancelled and answered as unavailable, while the startup lock and migrations run unlimited', async (ctx) => {
    if (!scratch) return ctx.skip();
    const limited = await openDatabase({ databaseUrl: scratch.url, statementTimeoutMs: 300 });
    try {
      const slow = (seconds: number) =>
        limited.db.execute(sql`select pg_sleep(${seconds})`).then(
          () => null,
          (e: unknown) => e,
        );
      expect(isDatabaseUnavailable(await slow(1))).toBe(true);
      // Migrating holds one connection with the limit lifted, and gives it back with the limit restored.
      await limited.exclusive(() => limited.migrate());
      expect(await slow(0.05)).toBeNull();
      expect(isDatabaseUnavailable(await slow(1))).toBe(true);
    } finally {
      await limited.close();
    }
  });
});
