import { asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_REVIEW_SORT_KEYS } from '../../src/shared/admin-tables';
import { properties, reviews, users } from '../../src/server/db/schema';
import { fullNameText } from '../../src/server/services/admin-list-query';
import { REVIEW_SORT_COLUMNS } from '../../src/server/services/admin-review-rows';
import { listReviews } from '../../src/server/services/admin-reviews';
import { condoRow } from '../support/property-rows';
import { createTestContext, type TestContext } from '../support/test-app';

/**
 * admin_review_name_words (migration 0040) and its counts per word (migration 0041) are kept by row
 * triggers on reviews, users and properties:
 * after inserts, edits of every sort key, a change of author, property or anonymity, renames and
 * deletions it equals each review under each word of its author's and its property's names, with its
 * keys. A review search sorted by any key reads its property and author matches from it (a term
 * without a space), merged with the title matches, in the list's order.
 */

let t: TestContext;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
const wordsOfValue = (value: string) => [...new Set(value.toLowerCase().split(/\s+/).filter(Boolean))];

/** admin_review_name_words as kept, and the same rows from each review's own author, property and keys. */
async function nameWords() {
  type Row = { list: string; word: string; reviewId: string; key: string };
  const keys = (of: string) =>
    sql.raw(`${of}.created_at::text || ' ' || ${of}.status || ' ' || ${of}.overall_rating || ' ' || ${of}.title`);
  const kept = rowsOf<Row>(
    await t.deps.db.execute(
      sql`SELECT list, word, review_id AS "reviewId", ${keys('w')} AS key FROM admin_review_name_words w`,
    ),
  );
  const direct = rowsOf<{ id: string; author: string; property: string; anonymous: boolean; key: string }>(
    await t.deps.db.execute(sql`SELECT r.id, u.first_name || ' ' || u.last_name AS author, p.name AS property,
        r.is_anonymous AS anonymous, ${keys('r')} AS key
      FROM reviews r JOIN users u ON u.id = r.user_id JOIN properties p ON p.id = r.property_id`),
  ).flatMap((r) =>
    (r.anonymous ? ['reviews', 'anonymous'] : ['reviews']).flatMap((list) =>
      (
        [
          ['author_name', r.author],
          ['property_name', r.property],
        ] as const
      ).flatMap(([name, value]) =>
        wordsOfValue(value).map((word) => ({ list: `${list}.${name}`, word, reviewId: r.id, key: r.key })),
      ),
    ),
  );
  const order = (a: Row, b: Row) =>
    byteOrder(a.list, b.list) || byteOrder(a.word, b.word) || byteOrder(a.reviewId, b.reviewId);
  return { kept: kept.sort(order), direct: direct.sort(order) };
}

async function expectKept() {
  const { kept, direct } = await nameWords();
  expect(kept).toEqual(direct);
  // Each list's reviews under each word, summed over the shards (migration 0041), as the rows count them.
  const counted = rowsOf<{ list: string; word: string; n: number }>(
    await t.deps.db.execute(sql`SELECT list, word, sum(n)::int AS n FROM admin_review_name_word_counts
      GROUP BY list, word HAVING sum(n) <> 0 ORDER BY list COLLATE "C", word COLLATE "C"`),
  );
  const rows = rowsOf<{ list: string; word: string; n: number }>(
    await t.deps.db.execute(sql`SELECT list, word, count(*)::int AS n FROM admin_review_name_words
      GROUP BY list, word ORDER BY list COLLATE "C", word COLLATE "C"`),
  );
  expect(counted).toEqual(rows);
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
        Array.from({ length: 9 }, (_, i) => ({
          firstName: ['Priya', 'Wei', 'Arjun'][i % 3]!,
          lastName: ['Tan', 'Marina', 'Sharma'][i % 3 === 0 ? 0 : (i % 2) + 1]!,
          email: `rn${i}@example.test`,
        })),
      )
      .returning({ id: users.id })
  ).map((r) => r.id);
  propertyIds = (
    await db
      .insert(properties)
      .values(
        Array.from({ length: 6 }, (_, i) =>
          condoRow(`rn-${i}`, ['Marina Bay Suites', 'Orchard Park', 'The Sail @ Marina'][i % 3]!, `${i} plain road`),
        ),
      )
      .returning({ id: properties.id })
  ).map((r) => r.id);
  reviewIds = (
    await db
      .insert(reviews)
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          userId: userIds[(i * 4) % userIds.length]!,
          propertyId: propertyIds[i % propertyIds.length]!,
          title: ['Deposit not returned', 'Quiet and clean', 'Priya was the agent', 'Mould'][i % 4]!,
          body: 'body',
          overallRating: 1 + ((i * 3) % 5),
          status: (['APPROVED', 'PENDING', 'REJECTED'] as const)[i % 3]!,
          isAnonymous: i % 4 === 1,
          createdAt: new Date(Date.UTC(2024, 0, 1) + ((i * 11) % 40) * 86_400_000),
        })),
      )
      .returning({ id: reviews.id })
  ).map((r) => r.id);
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('admin_review_name_words', () => {
  it("holds each review under each word of its author's and its property's names, with its sort keys", async () => {
    await expectKept();
    const { kept } = await nameWords();
    // 'Marina Bay Suites' and 'The Sail @ Marina': 27 of the 40 reviews, 6 of them anonymous.
    expect(kept.filter((r) => r.word === 'marina' && r.list === 'reviews.property_name')).toHaveLength(27);
    expect(kept.filter((r) => r.word === 'marina' && r.list === 'anonymous.property_name')).toHaveLength(6);
  });

  it('follows edits of every sort key, a new author, property or anonymity, renames and deletions', async () => {
    const db = t.deps.db;
    await db.update(reviews).set({ title: 'Lift broken' }).where(eq(reviews.id, reviewIds[0]!));
    await db.update(reviews).set({ status: 'APPROVED', overallRating: 2 }).where(eq(reviews.id, reviewIds[1]!));
    await db
      .update(reviews)
      .set({ createdAt: new Date('2020-02-02T00:00:00Z') })
      .where(eq(reviews.id, reviewIds[2]!));
    await db.update(reviews).set({ isAnonymous: true }).where(eq(reviews.id, reviewIds[3]!));
    await db.update(reviews).set({ isAnonymous: false }).where(eq(reviews.id, reviewIds[4]!));
    await db.update(reviews).set({ userId: userIds[1]! }).where(eq(reviews.id, reviewIds[5]!));
    await db.update(reviews).set({ propertyId: propertyIds[1]! }).where(eq(reviews.id, reviewIds[6]!));
    // An edit of nothing the rows hold leaves them as they are.
    await db.update(reviews).set({ likesCount: 4 }).where(eq(reviews.id, reviewIds[7]!));
    await expectKept();

    await db.update(users).set({ firstName: 'Mei Ling' }).where(eq(users.id, userIds[0]!));
    await db.update(users).set({ lastName: 'Marina' }).where(eq(users.id, userIds[3]!));
    await db.update(properties).set({ name: 'Quokka Point' }).where(eq(properties.id, propertyIds[0]!));
    // A rename of someone who wrote nothing, and an edit of a property's other columns.
    await db.insert(users).values({ firstName: 'No', lastName: 'Reviews', email: 'rn-none@example.test' });
    await db.update(users).set({ firstName: 'Still' }).where(eq(users.email, 'rn-none@example.test'));
    await db.update(properties).set({ address: '9 other road' }).where(eq(properties.id, propertyIds[1]!));
    await expectKept();

    await db.delete(reviews).where(eq(reviews.id, reviewIds[8]!));
    await db.delete(properties).where(eq(properties.id, propertyIds[5]!));
    await db.delete(users).where(inArray(users.id, [userIds[8]!]));
    await expectKept();
  });

  it('is rebuilt whole by rebuild_read_tables()', async () => {
    await t.deps.db.execute(sql`TRUNCATE admin_review_name_words`);
    await t.deps.db.execute(sql`SELECT rebuild_read_tables()`);
    await expectKept();
  });
});

describe('a review search sorted by any key', () => {
  type SortKey = (typeof ADMIN_REVIEW_SORT_KEYS)[number];

  /** The matching reviews in the list's order, straight from reviews: (key, id), both one way. */
  async function reference(search: string, sortBy: SortKey, order: 'asc' | 'desc', anonymousOnly: boolean) {
    const dir = order === 'asc' ? asc : desc;
    const pattern = `%${search}%`;
    const rows = await t.deps.db
      .select({ id: reviews.id })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(properties, eq(properties.id, reviews.propertyId))
      .where(
        sql`${or(ilike(reviews.title, pattern), ilike(properties.name, pattern), ilike(fullNameText(), pattern))}
          ${anonymousOnly ? sql`AND ${reviews.isAnonymous}` : sql``}`,
      )
      .orderBy(dir(REVIEW_SORT_COLUMNS[sortBy]), dir(reviews.id));
    return rows.map((r) => r.id);
  }

  const pageIds = async (
    search: string,
    sortBy: SortKey,
    order: 'asc' | 'desc',
    page: number,
    anonymousOnly: boolean,
  ) =>
    (
      await listReviews(
        t.deps.db,
        { page, pageSize: 3, search, sortBy, sortOrder: order, probeRows: 1 },
        { anonymousOnly },
      )
    ).reviews.map((r) => r.id);

  it('pages the title, property and author matches in the order of the list, from the word rows or not', async () => {
    // 'marina': properties and authors; 'priya': authors and a title; 'sharma': authors only;
    // 'sail @' has a space (not answered by the words); 'ar': one or two characters.
    for (const search of ['marina', 'priya', 'sharma', 'sail @', 'ar']) {
      for (const anonymousOnly of [false, true]) {
        for (const sortBy of ADMIN_REVIEW_SORT_KEYS) {
          for (const order of ['asc', 'desc'] as const) {
            const all = await reference(search, sortBy, order, anonymousOnly);
            const pages = [
              ...(await pageIds(search, sortBy, order, 1, anonymousOnly)),
              ...(await pageIds(search, sortBy, order, 2, anonymousOnly)),
              ...(await pageIds(search, sortBy, order, 3, anonymousOnly)),
            ];
            expect(pages, `${search} ${sortBy} ${order} ${anonymousOnly}`).toEqual(all.slice(0, 9));
            // The total too, whether or not the count asked if another way matches (othersByWords).
            const { pagination } = await listReviews(
              t.deps.db,
              { page: 1, pageSize: 3, search, sortBy, sortOrder: order },
              { anonymousOnly },
            );
            expect(pagination.totalItems, `${search} ${sortBy} ${order} ${anonymousOnly} total`).toBe(all.length);
          }
        }
      }
    }
  });

  // The floor is read from the words' counts before any review is: drifted past the cap (as no write of
  // the server can make them), they alone cap the total.
  it("floors a total from the name words' counts", async () => {
    const db = t.deps.db;
    const pagination = async (cap: number) =>
      (
        await listReviews(
          db,
          { page: 1, pageSize: 3, search: 'sharma', sortBy: 'createdAt', sortOrder: 'desc' },
          { anonymousOnly: false },
          cap,
        )
      ).pagination;
    const exact = (await reference('sharma', 'createdAt', 'desc', false)).length;
    expect(await pagination(exact)).toMatchObject({ totalItems: exact, totalItemsCapped: false });
    await db.execute(sql`INSERT INTO admin_review_name_word_counts (list, word, shard, n)
      VALUES ('reviews.author_name', 'sharma', 99, 1000)`);
    try {
      expect(await pagination(exact)).toMatchObject({ totalItems: exact, totalItemsCapped: true });
    } finally {
      await db.execute(sql`DELETE FROM admin_review_name_word_counts WHERE shard = 99`);
    }
  });

  // A review whose name word rows are taken away shows which read answered: the words for a term without
  // a space, the names themselves for one with a space.
  it('reads a property or author term without a space from the word rows, one with a space from the names', async () => {
    const db = t.deps.db;
    const [target] = await db
      .select({ id: reviews.id, author: fullNameText().mapWith(String) })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(sql`${users.lastName} = 'Sharma' AND ${reviews.title} = 'Mould'`)
      .limit(1);
    const found = async (search: string, sortBy: SortKey) =>
      (
        await listReviews(db, { page: 1, pageSize: 50, search, sortBy, sortOrder: 'asc' }, { anonymousOnly: false })
      ).reviews.some((r) => r.id === target!.id);
    await db.execute(sql`DELETE FROM admin_review_name_words WHERE review_id = ${target!.id}`);
    try {
      for (const sortBy of ADMIN_REVIEW_SORT_KEYS) {
        expect(await found('sharma', sortBy), sortBy).toBe(false);
        expect(await found(target!.author, sortBy), sortBy).toBe(true);
      }
    } finally {
      await db.execute(sql`SELECT rebuild_admin_review_name_words()`);
    }
    expect(await found('sharma', 'title')).toBe(true);
    await expectKept();
  });
});
