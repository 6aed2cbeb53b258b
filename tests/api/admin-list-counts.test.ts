import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { DbOrTx } from '../../src/server/db/client';
import { properties, reviewReports, reviews, users } from '../../src/server/db/schema';
import { listAdminProperties } from '../../src/server/services/admin-properties';
import { listReports } from '../../src/server/services/admin-reports';
import { listReviews } from '../../src/server/services/admin-reviews';
import { listUsers } from '../../src/server/services/admin-users';
import { listModerationLog, recordModeration } from '../../src/server/services/moderation-log';
import { condoRow } from '../support/property-rows';
import { createTestContext, type TestContext } from '../support/test-app';

/**
 * admin_list_counts (migration 0020) is kept by statement triggers: after inserts, deletions,
 * cascades, anonymity edits, rolled-back transactions, truncation and concurrent writers, each list's
 * shards add up to its rows counted straight from the tables, and the unsearched admin lists' totals
 * (read from it, capped) equal a direct count.
 */

let t: TestContext;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

type Counts = Record<string, number>;

/** Each list's total as the counters hold it (lists with no row left out, as a zero sum). */
async function kept(): Promise<Counts> {
  const rows = rowsOf<{ list: string; n: number }>(
    await t.deps.db.execute(sql`SELECT list, sum(n)::int AS n FROM admin_list_counts GROUP BY list`),
  );
  return Object.fromEntries(rows.filter((r) => r.n !== 0).map((r) => [r.list, r.n]));
}

/** The same totals counted from the tables. */
async function direct(): Promise<Counts> {
  const [row] = rowsOf<Counts>(
    await t.deps.db.execute(sql`SELECT
      (SELECT count(*)::int FROM properties) AS properties,
      (SELECT count(*)::int FROM users) AS users,
      (SELECT count(*)::int FROM reviews) AS reviews,
      (SELECT count(*)::int FROM reviews WHERE is_anonymous) AS anonymous,
      (SELECT count(*)::int FROM review_reports) AS reports,
      (SELECT count(*)::int FROM moderation_log) AS moderation_log`),
  );
  return Object.fromEntries(Object.entries(row!).filter(([, n]) => n !== 0));
}

let userIds: string[] = [];
let propertyIds: string[] = [];
let reviewIds: string[] = [];

async function addReviews(db: DbOrTx, n: number, from = 0) {
  return (
    await db
      .insert(reviews)
      .values(
        Array.from({ length: n }, (_, i) => ({
          userId: userIds[(from + i) % userIds.length]!,
          propertyId: propertyIds[(from + i) % propertyIds.length]!,
          title: `review ${from + i}`,
          body: 'body',
          overallRating: 1 + (i % 5),
          isAnonymous: (from + i) % 3 === 0,
        })),
      )
      .returning({ id: reviews.id })
  ).map((r) => r.id);
}

beforeAll(async () => {
  t = await createTestContext();
  const db = t.deps.db;
  userIds = (
    await db
      .insert(users)
      .values(
        Array.from({ length: 9 }, (_, i) => ({ firstName: 'user', lastName: `${i}`, email: `lc${i}@example.test` })),
      )
      .returning({ id: users.id })
  ).map((r) => r.id);
  propertyIds = (
    await db
      .insert(properties)
      .values(Array.from({ length: 6 }, (_, i) => condoRow(`lc-${i}`, `count park ${i}`, `${i} count road`)))
      .returning({ id: properties.id })
  ).map((r) => r.id);
  reviewIds = await addReviews(db, 24);
  await db
    .insert(reviewReports)
    .values(
      Array.from({ length: 7 }, (_, i) => ({ reviewId: reviewIds[i]!, userId: userIds[i + 1]!, reason: 'spam' })),
    );
  const actor = { id: userIds[0]!, firstName: 'user', lastName: '0' };
  for (const id of reviewIds.slice(0, 4)) {
    await recordModeration(db, actor, {
      action: 'REVIEW_APPROVE',
      objectType: 'REVIEW',
      objectId: id,
      objectLabel: 'x',
    });
  }
}, 60_000);

afterAll(async () => {
  await t.close();
});

/** Each unsearched admin list's total, as the API gives it, with the given cap. */
async function totals(cap: number) {
  const db = t.deps.db;
  const q = { page: 1, pageSize: 5, sortOrder: 'desc' as const, sortBy: 'createdAt' as const };
  const total = (p: { pagination: { totalItems: number; totalItemsCapped: boolean } }) =>
    p.pagination.totalItemsCapped ? `${p.pagination.totalItems}+` : String(p.pagination.totalItems);
  return {
    properties: total(await listAdminProperties(db, q, cap)),
    users: total(await listUsers(db, q, cap)),
    reviews: total(await listReviews(db, q, { anonymousOnly: false }, cap)),
    anonymous: total(await listReviews(db, q, { anonymousOnly: true }, cap)),
    reports: total(await listReports(db, q, cap)),
    moderation_log: total(await listModerationLog(db, q, cap)),
  };
}

/** What `totals` should say, from a direct count. */
async function expectedTotals(cap: number) {
  const counts = await direct();
  const lists = ['properties', 'users', 'reviews', 'anonymous', 'reports', 'moderation_log'] as const;
  return Object.fromEntries(
    lists.map((l) => {
      const n = counts[l] ?? 0;
      return [l, n > cap ? `${cap}+` : String(n)];
    }),
  );
}

describe('admin_list_counts', () => {
  it('counts every list after inserts, and the unsearched totals read it, below and past the cap', async () => {
    expect(await kept()).toEqual(await direct());
    expect((await kept()).anonymous).toBe(8);
    for (const cap of [5, 8, 100]) expect(await totals(cap), `cap ${cap}`).toEqual(await expectedTotals(cap));
  });

  it('follows deletions, cascades and anonymity edits, and ignores other updates', async () => {
    const db = t.deps.db;
    await db.update(reviews).set({ isAnonymous: true }).where(eq(reviews.id, reviewIds[1]!));
    await db
      .update(reviews)
      .set({ isAnonymous: false })
      .where(inArray(reviews.id, [reviewIds[0]!, reviewIds[3]!]));
    // Setting the same value again is no change.
    await db.update(reviews).set({ isAnonymous: true }).where(eq(reviews.id, reviewIds[1]!));
    await db.update(reviews).set({ status: 'APPROVED', likesCount: 2 }).where(eq(reviews.id, reviewIds[2]!));
    expect(await kept()).toEqual(await direct());

    // A review deleted keeps its reports; a property deleted takes its reviews; a user deleted takes
    // their reviews and their reports.
    await db.delete(reviews).where(eq(reviews.id, reviewIds[4]!));
    await db.delete(properties).where(eq(properties.id, propertyIds[5]!));
    await db.delete(users).where(eq(users.id, userIds[2]!));
    expect(await kept()).toEqual(await direct());
    expect(await totals(100)).toEqual(await expectedTotals(100));
  });

  it('keeps nothing of a transaction rolled back, and counts one that inserts and deletes', async () => {
    const db = t.deps.db;
    const before = await kept();
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(users).values({ firstName: 'gone', lastName: 'soon', email: 'gone@example.test' });
        await tx.delete(reviewReports).where(eq(reviewReports.reason, 'spam'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await kept()).toEqual(before);

    await db.transaction(async (tx) => {
      // Rows 120-122 use users and properties still there (user 2 and property 5 are gone).
      const ids = await addReviews(tx, 3, 120);
      await tx.delete(reviews).where(eq(reviews.id, ids[0]!));
    });
    expect(await kept()).toEqual(await direct());
  });

  it('is recounted whole by rebuild_read_tables() and emptied with its table by TRUNCATE', async () => {
    const db = t.deps.db;
    await db.execute(sql`SELECT rebuild_read_tables()`);
    expect(await kept()).toEqual(await direct());
    expect(rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM admin_list_counts`))[0]!.n).toBe(
      6,
    );

    await db.execute(sql`TRUNCATE review_reports`);
    expect((await kept()).reports).toBeUndefined();
    await db.insert(reviewReports).values({ reviewId: reviewIds[6]!, userId: userIds[0]!, reason: 'spam' });
    expect(await kept()).toEqual(await direct());
    expect((await totals(100)).reports).toBe('1');
  });

  // Each open writing transaction holds its own shard (migration 0039): two backends whose pids agree
  // modulo 16 (among 17 there are two) used to share one, and two writers sharing a shard could deadlock.
  it.skipIf(!process.env.DATABASE_URL)('gives concurrent writing transactions a shard each', async () => {
    const [database] = rowsOf<{ name: string }>(await t.deps.db.execute(sql`SELECT current_database() AS name`));
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${database!.name}`;
    const clients = Array.from({ length: 17 }, () => new pg.Client({ connectionString: url.toString() }));
    try {
      await Promise.all(clients.map((c) => c.connect()));
      const pids = await Promise.all(
        clients.map(async (c) => (await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid),
      );
      const first = pids.findIndex((pid, i) => pids.slice(i + 1).some((other) => other % 16 === pid % 16));
      const second = pids.findIndex((pid, i) => i > first && pid % 16 === pids[first]! % 16);
      const shards: number[] = [];
      for (const c of [clients[first]!, clients[second]!]) {
        await c.query('BEGIN');
        const shard = (await c.query<{ s: number }>('SELECT admin_write_shard() AS s')).rows[0]!.s;
        expect((await c.query<{ s: number }>('SELECT admin_write_shard() AS s')).rows[0]!.s).toBe(shard);
        shards.push(shard);
      }
      expect(shards[0]).not.toBe(shards[1]);
      // The bumps write to the claimed shard.
      await clients[second]!.query(`SELECT bump_admin_list_counts(ARRAY['shard-test'], ARRAY[1::bigint])`);
      const written = await clients[second]!.query<{ shard: number }>(
        `SELECT shard FROM admin_list_counts WHERE list = 'shard-test'`,
      );
      expect(written.rows).toEqual([{ shard: shards[1] }]);
      await Promise.all([clients[first]!, clients[second]!].map((c) => c.query('ROLLBACK')));
    } finally {
      await Promise.all(clients.map((c) => c.end().catch(() => undefined)));
    }
  });

  // Concurrent writers each add to their own shard: none is lost, none waits for a deadlock.
  it.skipIf(!process.env.DATABASE_URL)('stays exact with concurrent writers', async () => {
    const db = t.deps.db;
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(reviews)
            .values({
              userId: userIds[i % 2]!,
              propertyId: propertyIds[i % 3]!,
              title: `concurrent ${i}`,
              body: 'b',
              overallRating: 4,
              isAnonymous: i % 2 === 0,
            })
            .returning({ id: reviews.id });
          await tx.insert(reviewReports).values({ reviewId: row!.id, userId: userIds[3]!, reason: 'spam' });
          if (i % 4 === 0) await tx.delete(reviews).where(eq(reviews.id, row!.id));
        }),
      ),
    );
    expect(await kept()).toEqual(await direct());
    const shards = rowsOf<{ n: number }>(
      await db.execute(sql`SELECT count(DISTINCT shard)::int AS n FROM admin_list_counts WHERE list = 'reviews'`),
    )[0]!.n;
    expect(shards).toBeGreaterThan(1);
  });
});
