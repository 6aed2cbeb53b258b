import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, reviewReports, reviews, users } from '../../src/server/db/schema';
import { listAdminProperties } from '../../src/server/services/admin-properties';
import { listReports } from '../../src/server/services/admin-reports';
import { listReviews } from '../../src/server/services/admin-reviews';
import { listUsers } from '../../src/server/services/admin-users';
import { condoRow } from '../support/property-rows';
import { byteOrder, countParts } from '../support/search-parts';
import { createTestContext, type TestContext } from '../support/test-app';

/**
 * admin_search_values (migration 0013) is kept by triggers: after inserts, renames, title and
 * anonymity edits, status changes, deletions and cascades it equals the values counted straight from
 * the tables, and the admin lists' totals read from it equal a direct count of the matches.
 */

let t: TestContext;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function kept() {
  return rowsOf<{ list: string; value: string; n: number }>(
    await t.deps.db.execute(sql`SELECT list, value, n FROM admin_search_values ORDER BY list, value`),
  );
}

/** The same values counted from the tables (what rebuild_admin_search_values() inserts). */
async function direct() {
  return rowsOf<{ list: string; value: string; n: number }>(
    await t.deps.db.execute(sql`
      SELECT list, value, n::int AS n FROM (
        SELECT 'users' AS list, first_name || ' ' || last_name AS value, count(*) AS n FROM users GROUP BY 2
        UNION ALL SELECT 'properties', name, count(*) FROM properties GROUP BY 2
        UNION ALL SELECT 'reviews', title, count(*) FROM reviews GROUP BY 2
        UNION ALL SELECT 'anonymous', title, count(*) FROM reviews WHERE is_anonymous GROUP BY 2
        UNION ALL SELECT 'reports', reason, count(*) FROM review_reports GROUP BY 2
        UNION ALL SELECT 'report_titles', review_title, count(*) FROM review_reports WHERE review_title IS NOT NULL GROUP BY 2
      ) d ORDER BY list, value`),
  );
}

/** admin_search_words as kept by the triggers (migration 0022). */
async function keptWords() {
  return rowsOf<{ list: string; word: string; n: number; valueCount: number }>(
    await t.deps.db.execute(sql`SELECT list, word, n, value_count AS "valueCount" FROM admin_search_words
      ORDER BY list COLLATE "C", word COLLATE "C"`),
  );
}

/** admin_search_value_words as kept by the triggers: which values hold each word. */
async function keptPostings() {
  return rowsOf<{ list: string; word: string; value: string }>(
    await t.deps.db.execute(sql`SELECT list, word, value FROM admin_search_value_words
      ORDER BY list COLLATE "C", word COLLATE "C", value COLLATE "C"`),
  );
}

const wordsOfValue = (value: string) => [...new Set(value.toLowerCase().split(/\s+/).filter(Boolean))];

/** The words of the values counted from the tables: lower-cased runs of non-space characters, each once a value. */
const wordsOf = (values: { list: string; value: string; n: number }[]) => countParts(values, wordsOfValue, 'word');

/** admin_review_words as kept by the trigger next to each review's own title and keys (migration 0023). */
async function reviewWords() {
  type Row = { list: string; word: string; reviewId: string; key: string };
  const kept = rowsOf<Row>(
    await t.deps.db.execute(sql`SELECT list, word, review_id AS "reviewId",
        created_at::text || ' ' || status || ' ' || overall_rating AS key
      FROM admin_review_words`),
  );
  const direct = rowsOf<{ id: string; title: string; anonymous: boolean; key: string }>(
    await t.deps.db.execute(sql`SELECT id, title, is_anonymous AS anonymous,
        created_at::text || ' ' || status || ' ' || overall_rating AS key FROM reviews`),
  ).flatMap((r) =>
    (r.anonymous ? ['reviews', 'anonymous'] : ['reviews']).flatMap((list) =>
      wordsOfValue(r.title).map((word) => ({ list, word, reviewId: r.id, key: r.key })),
    ),
  );
  const order = (a: Row, b: Row) =>
    byteOrder(a.list, b.list) || byteOrder(a.word, b.word) || byteOrder(a.reviewId, b.reviewId);
  return { kept: kept.sort(order), direct: direct.sort(order) };
}

/** The read tables equal what the tables hold. */
async function expectKept() {
  const words = await reviewWords();
  expect(words.kept).toEqual(words.direct);
  const values = await direct();
  expect(await kept()).toEqual(values);
  expect(await keptWords()).toEqual(wordsOf(values));
  const postings = values.flatMap(({ list, value }) => wordsOfValue(value).map((word) => ({ list, word, value })));
  postings.sort((a, b) => byteOrder(a.list, b.list) || byteOrder(a.word, b.word) || byteOrder(a.value, b.value));
  expect(await keptPostings()).toEqual(postings);
}

let userIds: string[] = [];
let propertyIds: string[] = [];
let reviewIds: string[] = [];

beforeAll(async () => {
  t = await createTestContext();
  const db = t.deps.db;
  userIds = (
    await db
      .insert(users)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          firstName: ['priya', 'wei', 'arjun'][i % 3]!,
          lastName: ['tan', 'lim'][i % 2]!,
          email: i === 5 ? 'priya.lim@example.test' : `sv${i}@example.test`,
        })),
      )
      .returning({ id: users.id })
  ).map((r) => r.id);
  propertyIds = (
    await db
      .insert(properties)
      .values(
        Array.from({ length: 8 }, (_, i) =>
          condoRow(`sv-${i}`, ['marina bay', 'orchard park'][i % 2]!, i === 3 ? '3 marina street' : `${i} plain road`),
        ),
      )
      .returning({ id: properties.id })
  ).map((r) => r.id);
  reviewIds = (
    await db
      .insert(reviews)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          userId: userIds[i % userIds.length]!,
          propertyId: propertyIds[i % propertyIds.length]!,
          title: ['deposit not returned', 'quiet and clean', 'mould everywhere'][i % 3]!,
          body: 'body',
          overallRating: 1 + (i % 5),
          isAnonymous: i % 4 === 0,
        })),
      )
      .returning({ id: reviews.id })
  ).map((r) => r.id);
  await db.insert(reviewReports).values(
    Array.from({ length: 10 }, (_, i) => ({
      reviewId: reviewIds[i]!,
      userId: userIds[(i * 5) % userIds.length]!,
      reason: ['spam', 'offensive language'][i % 2]!,
    })),
  );
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('admin_search_values', () => {
  it('holds every list value with its row count after inserts', async () => {
    await expectKept();
    expect((await kept()).find((v) => v.list === 'anonymous' && v.value === 'deposit not returned')?.n).toBe(3);
  });

  it('follows renames, title and anonymity edits, status changes, deletions and cascades', async () => {
    const db = t.deps.db;
    await db.update(users).set({ firstName: 'priyanka' }).where(eq(users.id, userIds[0]!));
    await db.update(users).set({ lastName: 'tan' }).where(eq(users.id, userIds[1]!));
    await db.update(properties).set({ name: 'marina view' }).where(eq(properties.id, propertyIds[2]!));
    await db.update(reviews).set({ title: 'Deposit  KEPT, sadly' }).where(eq(reviews.id, reviewIds[0]!));
    await db.update(reviews).set({ isAnonymous: true }).where(eq(reviews.id, reviewIds[1]!));
    await db.update(reviews).set({ isAnonymous: false }).where(eq(reviews.id, reviewIds[4]!));
    await db.update(reviews).set({ status: 'APPROVED', likesCount: 3 }).where(eq(reviews.id, reviewIds[2]!));
    await db.update(reviews).set({ overallRating: 5 }).where(eq(reviews.id, reviewIds[9]!));
    await db.update(reviewReports).set({ reason: 'duplicate' }).where(eq(reviewReports.reviewId, reviewIds[3]!));
    await expectKept();

    // A review deleted keeps its reports (review_id set null); a property deleted takes its reviews.
    await db.delete(reviews).where(eq(reviews.id, reviewIds[5]!));
    await db.delete(properties).where(eq(properties.id, propertyIds[7]!));
    await db.delete(users).where(inArray(users.id, [userIds[11]!]));
    await expectKept();

    // A value no row holds any more is gone.
    await db.delete(reviewReports).where(eq(reviewReports.reason, 'duplicate'));
    expect((await kept()).some((v) => v.value === 'duplicate')).toBe(false);
    await expectKept();
  });

  it('stay exact when one transaction swaps two values back and forth', async () => {
    const db = t.deps.db;
    await db.transaction(async (tx) => {
      await tx.update(reviews).set({ title: 'quiet and clean' }).where(eq(reviews.id, reviewIds[6]!));
      await tx.update(reviews).set({ title: 'deposit not returned' }).where(eq(reviews.id, reviewIds[7]!));
      // Anonymity flipped with the title kept: 'reviews' nets to no change, 'anonymous' moves.
      await tx
        .update(reviews)
        .set({ isAnonymous: true, title: 'mould everywhere' })
        .where(eq(reviews.id, reviewIds[8]!));
    });
    await expectKept();
  });

  // Migration 0014: a row's changes take the admin_search_values rows in one order (list, then value).
  // Before it, a review edit took ('reviews', old title), then ('anonymous', old title), then the new
  // title's rows: here the first edit holds ('reviews', A) while it waits for ('anonymous', A), held by
  // a third transaction, and the second edit holds ('reviews', B) and waits for ('reviews', A); once
  // the third lets go, the first wants ('reviews', B): deadlock (40P01). In (list, value) order the
  // first edit waits holding nothing, and the second goes through.
  it.skipIf(!process.env.DATABASE_URL)('let two edits swapping the same two titles both commit', async () => {
    const db = t.deps.db;
    const [a, b] = ['swap alpha', 'swap beta'];
    const [r1, r2] = (
      await db
        .insert(reviews)
        .values([
          {
            userId: userIds[0]!,
            propertyId: propertyIds[0]!,
            title: a,
            body: 'b',
            overallRating: 3,
            isAnonymous: true,
          },
          { userId: userIds[1]!, propertyId: propertyIds[1]!, title: b, body: 'b', overallRating: 3 },
        ])
        .returning({ id: reviews.id })
    ).map((r) => r.id);
    const waiting = async () =>
      rowsOf<{ n: number }>(
        await db.execute(sql`SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`),
      )[0]!.n;
    const until = async (done: () => Promise<boolean>) => {
      for (let i = 0; i < 200 && !(await done()); i++) await new Promise((r) => setTimeout(r, 25));
    };
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = db.transaction(async (tx) => {
      await tx.execute(sql`SELECT n FROM admin_search_values WHERE list = 'anonymous' AND value = ${a} FOR UPDATE`);
      locked();
      await released;
    });
    await isLocked;
    const first = db
      .update(reviews)
      .set({ title: b })
      .where(eq(reviews.id, r1!))
      .then(() => 'ok');
    await until(async () => (await waiting()) >= 1);
    let secondDone = false;
    const second = db
      .update(reviews)
      .set({ title: a })
      .where(eq(reviews.id, r2!))
      .then(() => {
        secondDone = true;
        return 'ok';
      });
    await until(async () => secondDone || (await waiting()) >= 2);
    release();
    const results = await Promise.allSettled([holder, first, second]);
    const failure = (r: PromiseSettledResult<unknown>) =>
      r.status === 'fulfilled' ? 'ok' : String((r.reason as { cause?: unknown }).cause ?? r.reason);
    expect(results.map(failure)).toEqual(['ok', 'ok', 'ok']);
    await expectKept();
  });

  // Migration 0022: a word containing the term in more rows than the cap tells the total is past it.
  it('tell a total past the cap from one word, and sum the values otherwise', async () => {
    const counted = async (pattern: string, cap: number, minValues: number) =>
      rowsOf<{ total: number; matched: number }>(
        await t.deps.db.execute(sql`SELECT total::int AS total, matched
          FROM count_admin_search_values('reviews', ${pattern}, ${cap}, ${minValues}, 100, 0)`),
      )[0]!;
    const words = await keptWords();
    const word = (w: string) => words.find((x) => x.list === 'reviews' && x.word === w)!;
    // 'deposit' is a word of 'deposit not returned' and 'deposit  kept, sadly': its rows are all matches.
    expect(await counted('%EPOS%', 2, 0)).toEqual({ total: word('deposit').n, matched: word('deposit').valueCount });
    // Past the word's values the values are summed, until past the cap and past min_values values.
    const values = (await kept()).filter((v) => v.list === 'reviews' && /deposit/i.test(v.value));
    expect(await counted('%EPOS%', 2, 5)).toEqual({
      total: values.reduce((sum, v) => sum + v.n, 0),
      matched: values.length,
    });
    // A term across two words ('not returned') is in no word: summed from the values.
    const across = (await kept()).filter((v) => v.list === 'reviews' && v.value.includes('not returned'));
    expect(await counted('%not returned%', 1, 0)).toMatchObject({ matched: 1, total: across[0]!.n });
  });

  // Sorted by another key, a term without a space is read from the reviews' word rows in that order
  // (migration 0023), a term with a space from the titles; probeRows 1 skips the head of the order.
  it('answer a search sorted by another key from the word rows, one with a space from the titles', async () => {
    const db = t.deps.db;
    const [target] = await db
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.title, 'deposit not returned'))
      .limit(1);
    for (const sortBy of ['createdAt', 'status', 'overallRating'] as const) {
      const ids = async (search: string) =>
        (
          await listReviews(
            db,
            { page: 1, pageSize: 50, sortOrder: 'desc', search, sortBy, probeRows: 1 },
            {
              anonymousOnly: false,
            },
          )
        ).reviews.map((r) => r.id);
      expect(await ids('returned'), sortBy).toContain(target!.id);
      await db.execute(sql`DELETE FROM admin_review_words WHERE review_id = ${target!.id}`);
      try {
        expect(await ids('returned'), sortBy).not.toContain(target!.id);
        expect(await ids('t returned'), sortBy).toContain(target!.id);
      } finally {
        await db.execute(sql`SELECT rebuild_admin_review_words()`);
      }
    }
    await expectKept();
  });

  // Sorted by title, a term without a space is read from the postings of the words containing it; a
  // term with a space (or in too many words) from the values themselves. A posting taken away shows
  // which read answered.
  it('answer a title-sorted search from the words containing the term, one with a space from the values', async () => {
    const db = t.deps.db;
    const titles = async (search: string) =>
      new Set(
        (
          await listReviews(
            db,
            { page: 1, pageSize: 50, sortOrder: 'asc', search, sortBy: 'title' },
            {
              anonymousOnly: false,
            },
          )
        ).reviews.map((r) => r.title),
      );
    expect(await titles('returned')).toContain('deposit not returned');
    await db.execute(sql`DELETE FROM admin_search_value_words
      WHERE list = 'reviews' AND word = 'returned' AND value = 'deposit not returned'`);
    try {
      expect(await titles('returned')).not.toContain('deposit not returned');
      expect(await titles('t returned')).toContain('deposit not returned');
    } finally {
      await db.execute(sql`SELECT rebuild_admin_search_words()`);
    }
    await expectKept();
  });

  it('is rebuilt whole by rebuild_read_tables()', async () => {
    await t.deps.db.execute(sql`SELECT rebuild_read_tables()`);
    await expectKept();
  });
});

describe('admin list totals read from admin_search_values', () => {
  const q = { page: 1, pageSize: 5, sortOrder: 'desc' as const };

  async function count(query: ReturnType<typeof sql>): Promise<number> {
    return rowsOf<{ n: number }>(await t.deps.db.execute(sql`SELECT count(*)::int AS n FROM (${query}) m`))[0]!.n;
  }

  it('equal a direct count of the matches, below and past the cap, with and without other matches', async () => {
    const db = t.deps.db;
    for (const cap of [2, 100]) {
      const capped = (n: number) => ({ totalItems: Math.min(n, cap), totalItemsCapped: n > cap });
      for (const search of ['priya', 'lim', 'nobody']) {
        const n = await count(sql`SELECT id FROM users WHERE (first_name || ' ' || last_name) ILIKE ${`%${search}%`}
          OR email ILIKE ${`%${search}%`}`);
        const { pagination } = await listUsers(db, { ...q, search, sortBy: 'createdAt' }, cap);
        expect(pagination, `users '${search}' cap ${cap}`).toMatchObject(capped(n));
      }
      for (const search of ['marina', 'orchard', 'road']) {
        const n = await count(
          sql`SELECT id FROM properties WHERE name ILIKE ${`%${search}%`} OR address ILIKE ${`%${search}%`}`,
        );
        const { pagination } = await listAdminProperties(db, { ...q, search, sortBy: 'name' }, cap);
        expect(pagination, `properties '${search}' cap ${cap}`).toMatchObject(capped(n));
      }
      for (const anonymousOnly of [false, true]) {
        for (const search of ['deposit', 'marina', 'priya', 'zzz']) {
          const p = `%${search}%`;
          const n = await count(sql`SELECT r.id FROM reviews r JOIN properties p ON p.id = r.property_id
            JOIN users u ON u.id = r.user_id
            WHERE (${!anonymousOnly} OR r.is_anonymous)
              AND (r.title ILIKE ${p} OR p.name ILIKE ${p} OR (u.first_name || ' ' || u.last_name) ILIKE ${p})`);
          const { pagination } = await listReviews(db, { ...q, search, sortBy: 'title' }, { anonymousOnly }, cap);
          expect(pagination, `reviews '${search}' anonymous ${anonymousOnly} cap ${cap}`).toMatchObject(capped(n));
        }
      }
      for (const search of ['spam', 'deposit', 'priya', 'zzz']) {
        const p = `%${search}%`;
        const n = await count(sql`SELECT rr.id FROM review_reports rr JOIN users u ON u.id = rr.user_id
          LEFT JOIN reviews r ON r.id = rr.review_id
          WHERE rr.reason ILIKE ${p} OR rr.review_title ILIKE ${p} OR r.title ILIKE ${p}
             OR (u.first_name || ' ' || u.last_name) ILIKE ${p} OR u.email ILIKE ${p}`);
        const { pagination } = await listReports(db, { ...q, search, sortBy: 'reason' }, cap);
        expect(pagination, `reports '${search}' cap ${cap}`).toMatchObject(capped(n));
      }
    }
  });
});
