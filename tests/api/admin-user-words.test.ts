import { asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER_SORT_KEYS } from '../../src/shared/admin-tables';
import { users } from '../../src/server/db/schema';
import { fullNameText } from '../../src/server/services/admin-list-query';
import { listUsers } from '../../src/server/services/admin-users';
import { USER_SORT_COLUMNS } from '../../src/server/services/admin-users-search';
import { createTestContext, type TestContext } from '../support/test-app';

/**
 * admin_user_words (migration 0024) is kept by a row trigger on users: after inserts, renames, edits of
 * every sort key and deletions it equals each user's name words with their keys. A users search sorted
 * by any key reads its name matches from it (a term without a space), merged with the email matches,
 * in the list's order.
 */

let t: TestContext;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
const wordsOfValue = (value: string) => [...new Set(value.toLowerCase().split(/\s+/).filter(Boolean))];

/** admin_user_words as kept, and the same rows from each user's own name and keys. */
async function userWords() {
  type Row = { word: string; userId: string; key: string };
  const keys = sql`created_at::text || ' ' || first_name || ' ' || last_name || ' ' || email || ' ' || role
    || ' ' || is_active || ' ' || is_verified`;
  const kept = rowsOf<Row>(
    await t.deps.db.execute(sql`SELECT word, user_id AS "userId", ${keys} AS key FROM admin_user_words`),
  );
  const direct = rowsOf<{ id: string; name: string; key: string }>(
    await t.deps.db.execute(sql`SELECT id, first_name || ' ' || last_name AS name, ${keys} AS key FROM users`),
  ).flatMap((u) => wordsOfValue(u.name).map((word) => ({ word, userId: u.id, key: u.key })));
  const order = (a: Row, b: Row) => byteOrder(a.word, b.word) || byteOrder(a.userId, b.userId);
  return { kept: kept.sort(order), direct: direct.sort(order) };
}

async function expectKept() {
  const { kept, direct } = await userWords();
  expect(kept).toEqual(direct);
}

let userIds: string[] = [];

beforeAll(async () => {
  t = await createTestContext();
  userIds = (
    await t.deps.db
      .insert(users)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          firstName: ['Priya Devi', 'Wei', 'Arjun', 'priyanka'][i % 4]!,
          lastName: ['Tan', 'Lim', 'Sharma'][i % 3]!,
          email: i === 7 ? 'priya.ng@example.test' : `uw${i}@example.test`,
          role: i % 10 === 0 ? ('ADMIN' as const) : ('USER' as const),
          isActive: i % 6 !== 0,
          isVerified: i % 5 === 0,
          createdAt: new Date(Date.UTC(2024, 0, 1) + ((i * 7) % 30) * 86_400_000),
        })),
      )
      .returning({ id: users.id })
  ).map((r) => r.id);
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('admin_user_words', () => {
  it('holds each user under each word of their name, with their sort keys', async () => {
    await expectKept();
    const { kept } = await userWords();
    expect(kept.filter((r) => r.word === 'devi')).toHaveLength(8);
  });

  it('follows renames, edits of every sort key and deletions', async () => {
    const db = t.deps.db;
    await db.update(users).set({ firstName: 'Mei Ling' }).where(eq(users.id, userIds[0]!));
    await db.update(users).set({ lastName: 'Devi' }).where(eq(users.id, userIds[1]!));
    await db.update(users).set({ email: 'renamed@example.test' }).where(eq(users.id, userIds[2]!));
    await db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, userIds[3]!));
    await db.update(users).set({ isActive: false, isVerified: true }).where(eq(users.id, userIds[4]!));
    await db
      .update(users)
      .set({ createdAt: new Date('2020-02-02T00:00:00Z') })
      .where(eq(users.id, userIds[5]!));
    // An edit of nothing the rows hold leaves them as they are.
    await db.update(users).set({ city: 'Chennai' }).where(eq(users.id, userIds[6]!));
    await expectKept();
    await db.delete(users).where(inArray(users.id, [userIds[8]!, userIds[9]!]));
    await expectKept();
  });

  it('is rebuilt whole by rebuild_read_tables()', async () => {
    await t.deps.db.execute(sql`TRUNCATE admin_user_words`);
    await t.deps.db.execute(sql`SELECT rebuild_read_tables()`);
    await expectKept();
  });
});

describe('a users search sorted by any key', () => {
  type SortKey = (typeof ADMIN_USER_SORT_KEYS)[number];

  /** The matching users in the list's order, straight from users: (key, id), both one way. */
  async function reference(search: string, sortBy: SortKey, order: 'asc' | 'desc') {
    const dir = order === 'asc' ? asc : desc;
    const rows = await t.deps.db
      .select({ id: users.id })
      .from(users)
      .where(or(ilike(fullNameText(), `%${search}%`), ilike(users.email, `%${search}%`)))
      .orderBy(dir(USER_SORT_COLUMNS[sortBy]), dir(users.id));
    return rows.map((r) => r.id);
  }

  const pageIds = async (search: string, sortBy: SortKey, order: 'asc' | 'desc', page: number, maxWordRows?: number) =>
    (
      await listUsers(t.deps.db, { page, pageSize: 3, search, sortBy, sortOrder: order, probeRows: 1, maxWordRows })
    ).users.map((u) => u.id);

  it('pages the name and email matches in the order of the list, from the word rows or not', async () => {
    // 'priya': names and one email; 'devi': names only; 'a devi' has a space (not answered by the words).
    for (const search of ['priya', 'devi', 'a devi']) {
      for (const sortBy of ADMIN_USER_SORT_KEYS) {
        for (const order of ['asc', 'desc'] as const) {
          const all = await reference(search, sortBy, order);
          const pages = [...(await pageIds(search, sortBy, order, 1)), ...(await pageIds(search, sortBy, order, 2))];
          expect(pages, `${search} ${sortBy} ${order}`).toEqual(all.slice(0, 6));
          // Past the word rows' budget: every match read at once (the skip scan by first name).
          const read = [
            ...(await pageIds(search, sortBy, order, 1, 0)),
            ...(await pageIds(search, sortBy, order, 2, 0)),
          ];
          expect(read, `${search} ${sortBy} ${order}, no word rows`).toEqual(all.slice(0, 6));
        }
      }
    }
  });

  // A user whose word rows are taken away shows which read answered: the words for a term without a
  // space, the names themselves for one with a space, or for a term whose words hold more rows to merge
  // than the budget (maxWordRows).
  it('reads a term without a space from the word rows, one with a space or past the row budget from the names', async () => {
    const db = t.deps.db;
    const [target] = await db.select({ id: users.id }).from(users).where(eq(users.firstName, 'Priya Devi')).limit(1);
    const found = async (search: string, sortBy: SortKey, maxWordRows?: number) =>
      (
        await listUsers(db, { page: 1, pageSize: 50, search, sortBy, sortOrder: 'asc', probeRows: 1, maxWordRows })
      ).users.some((u) => u.id === target!.id);
    const devis = Number(
      rowsOf<{ n: number }>(
        await db.execute(sql`SELECT n FROM admin_search_words WHERE list = 'users' AND word = 'devi'`),
      )[0]!.n,
    );
    await db.execute(sql`DELETE FROM admin_user_words WHERE user_id = ${target!.id}`);
    try {
      for (const sortBy of ADMIN_USER_SORT_KEYS) {
        expect(await found('devi', sortBy), sortBy).toBe(false);
        expect(await found('a devi', sortBy), sortBy).toBe(true);
        // 'devi' is one word of `devis` users: that many rows to merge, within a budget of as many,
        // past one of one less.
        expect(await found('devi', sortBy, devis), sortBy).toBe(false);
        expect(await found('devi', sortBy, devis - 1), sortBy).toBe(true);
      }
    } finally {
      await db.execute(sql`SELECT rebuild_admin_user_words()`);
    }
    expect(await found('devi', 'firstName')).toBe(true);
    await expectKept();
  });
});
