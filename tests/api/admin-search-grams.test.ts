import { eq, ilike, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, reviews, users } from '../../src/server/db/schema';
import { DENSE_PROBE_MAX_ROWS, denseProbeRows } from '../../src/server/services/admin-head-rows';
import { listAdminProperties } from '../../src/server/services/admin-properties';
import { countBySearchValues } from '../../src/server/services/admin-search-values';
import { listReviews } from '../../src/server/services/admin-reviews';
import { listUsers } from '../../src/server/services/admin-users';
import { condoRow } from '../support/property-rows';
import { countParts } from '../support/search-parts';
import { createTestContext, type TestContext } from '../support/test-app';

/**
 * admin_search_grams (migration 0026) holds every one- and two-character substring of each list's
 * lower-cased values with its row and value counts, summed over the writers' shards. The triggers keep
 * it through inserts, renames and deletions, and a one- or two-character search's total is read from
 * it: equal to a direct count of the matches, and (a gram row changed) visibly from the gram. A deep
 * page of a dense term reads a head long enough to hold it (denseProbeRows).
 */

let t: TestContext;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
type Gram = { list: string; gram: string; n: number; valueCount: number };

/** The grams as kept, summed over shards, zero sums left out. */
async function kept(): Promise<Gram[]> {
  return rowsOf<Gram>(
    await t.deps.db.execute(sql`SELECT list, gram, sum(n)::int AS n, sum(value_count)::int AS "valueCount"
      FROM admin_search_grams GROUP BY list, gram HAVING sum(n) <> 0 OR sum(value_count) <> 0
      ORDER BY list COLLATE "C", gram COLLATE "C"`),
  );
}

/** Every distinct substring of one or two characters of the lower-cased value. */
function gramsOf(value: string): string[] {
  const chars = [...value.toLowerCase()];
  const grams = new Set<string>();
  chars.forEach((ch, i) => {
    grams.add(ch);
    if (i + 1 < chars.length) grams.add(ch + chars[i + 1]!);
  });
  return [...grams];
}

/**
 * The grams computed here from admin_search_values (itself checked against the tables in
 * admin-search-values.test.ts), from the users' emails and the properties' addresses, and from each
 * review's (and anonymous review's) author's and property's names (migrations 0032 and 0033), and the
 * anonymous ones' authors' per status (migration 0035).
 */
async function direct(): Promise<Gram[]> {
  const values = rowsOf<{ list: string; value: string; n: number }>(
    await t.deps.db.execute(sql`SELECT list, value, n FROM admin_search_values
      UNION ALL SELECT 'users.email', email, 1 FROM users
      UNION ALL SELECT 'properties.address', address, 1 FROM properties
      UNION ALL SELECT CASE WHEN a.anonymous THEN 'anonymous.' ELSE 'reviews.' END || w.way, w.name, 1
        FROM reviews r JOIN users u ON u.id = r.user_id JOIN properties p ON p.id = r.property_id,
        (VALUES (false), (true)) AS a(anonymous),
        LATERAL (VALUES ('author_name', u.first_name || ' ' || u.last_name), ('property_name', p.name)) AS w(way, name)
       WHERE r.is_anonymous OR NOT a.anonymous
      UNION ALL SELECT 'anonymous.author_name@' || r.status, u.first_name || ' ' || u.last_name, 1
        FROM reviews r JOIN users u ON u.id = r.user_id WHERE r.is_anonymous`),
  );
  return countParts(values, gramsOf, 'gram');
}

let userIds: string[] = [];
let propertyIds: string[] = [];

beforeAll(async () => {
  t = await createTestContext();
  const db = t.deps.db;
  const names = [
    ['Priya', 'Raman'],
    ['Wei Ling', 'Tan'],
    ['Ravi', 'Kumar'],
    ['Zoë', 'Ng'],
    ['Ahmad', 'bin Ali'],
    ['100%', 'Real_Name'],
  ];
  userIds = (
    await db
      .insert(users)
      .values(
        Array.from({ length: 18 }, (_, i) => ({
          firstName: names[i % names.length]![0]!,
          lastName: names[i % names.length]![1]!,
          email: i === 4 ? 'ra.mail@example.test' : `g${i}@example.test`,
        })),
      )
      .returning({ id: users.id })
  ).map((r) => r.id);
  propertyIds = (
    await db
      .insert(properties)
      .values(
        Array.from({ length: 6 }, (_, i) =>
          condoRow(`gr-${i}`, ['Marina Bay Residences', 'Orchard Park', 'The Sail'][i % 3]!, `${i} plain road`),
        ),
      )
      .returning({ id: properties.id })
  ).map((r) => r.id);
  await db.insert(reviews).values(
    Array.from({ length: 12 }, (_, i) => ({
      userId: userIds[i % userIds.length]!,
      propertyId: propertyIds[i % propertyIds.length]!,
      title: ['Deposit not returned', 'Quiet and clean', 'Mould everywhere'][i % 3]!,
      body: 'body',
      overallRating: 1 + (i % 5),
      isAnonymous: i % 4 === 0,
    })),
  );
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('admin_search_grams', () => {
  it('holds the grams of every value after inserts', async () => {
    expect(await kept()).toEqual(await direct());
    expect((await kept()).find((g) => g.list === 'users' && g.gram === 'ra')).toMatchObject({ n: 6, valueCount: 2 });
  });

  it('follows renames and deletions, made on several connections (shards)', async () => {
    const db = t.deps.db;
    // Concurrent statements run on different pooled connections on PostgreSQL, so on different shards.
    await Promise.all([
      db.update(users).set({ firstName: 'Rahul' }).where(eq(users.id, userIds[1]!)),
      db.update(users).set({ lastName: 'Tan', email: 'qx.mail@example.test' }).where(eq(users.id, userIds[0]!)),
      db
        .update(properties)
        .set({ name: 'Marina One', address: '9 Quay Road' })
        .where(eq(properties.id, propertyIds[0]!)),
    ]);
    await Promise.all([
      db.delete(users).where(inArray(users.id, [userIds[7]!, userIds[13]!])),
      db.update(users).set({ firstName: 'Priya' }).where(eq(users.id, userIds[1]!)),
      db.delete(properties).where(eq(properties.id, propertyIds[5]!)),
    ]);
    expect(await kept()).toEqual(await direct());
    if (process.env.DATABASE_URL) {
      const [shards] = rowsOf<{ n: number }>(
        await db.execute(sql`SELECT count(DISTINCT shard)::int AS n FROM admin_search_grams`),
      );
      expect(shards!.n).toBeGreaterThan(1);
    }
  });

  it('is rebuilt whole by rebuild_read_tables()', async () => {
    await t.deps.db.execute(sql`SELECT rebuild_read_tables()`);
    expect(await kept()).toEqual(await direct());
  });
});

describe('a one- or two-character search', () => {
  const q = { page: 1, pageSize: 5, sortOrder: 'desc' as const };
  const capped = (n: number, cap: number) => ({ totalItems: Math.min(n, cap), totalItemsCapped: n > cap });
  const count = async (query: ReturnType<typeof sql>) =>
    rowsOf<{ n: number }>(await t.deps.db.execute(sql`SELECT count(*)::int AS n FROM (${query}) m`))[0]!.n;
  // The lists trim the term, then take it literally.
  const escaped = (term: string) => `%${term.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

  it('counts exactly what a direct count finds, below and past the cap', async () => {
    const db = t.deps.db;
    // Case, a space trimmed, a non-ASCII letter, LIKE's own wildcards taken literally, and a term only
    // emails hold (no name does, so only the other way is counted).
    const terms = ['ra', 'RA', 'a', 'y ', 'ë', '%', '_n', 'qz', '@e'];
    for (const cap of [2, 100]) {
      for (const search of terms) {
        const p = escaped(search);
        const n = await count(
          sql`SELECT id FROM users WHERE (first_name || ' ' || last_name) ILIKE ${p} OR email ILIKE ${p}`,
        );
        const { pagination } = await listUsers(db, { ...q, search, sortBy: 'createdAt' }, cap);
        expect(pagination, `users '${search}' cap ${cap}`).toMatchObject(capped(n, cap));
      }
      // 'pl' is in addresses only.
      for (const search of ['ma', 'E', 'qz', 'pl']) {
        const p = escaped(search);
        const n = await count(sql`SELECT id FROM properties WHERE name ILIKE ${p} OR address ILIKE ${p}`);
        const { pagination } = await listAdminProperties(db, { ...q, search, sortBy: 'name' }, cap);
        expect(pagination, `properties '${search}' cap ${cap}`).toMatchObject(capped(n, cap));
      }
      // 'zo' is in an author's name ('Zoë') and in no title; 'ou' in titles; 'qz' nowhere.
      for (const anonymousOnly of [false, true]) {
        for (const search of ['zo', 'ou', 'qz']) {
          const p = escaped(search);
          const n = await count(sql`SELECT r.id FROM reviews r JOIN properties p ON p.id = r.property_id
            JOIN users u ON u.id = r.user_id
            WHERE (${!anonymousOnly} OR r.is_anonymous)
              AND (r.title ILIKE ${p} OR p.name ILIKE ${p} OR (u.first_name || ' ' || u.last_name) ILIKE ${p})`);
          const { pagination } = await listReviews(db, { ...q, search, sortBy: 'createdAt' }, { anonymousOnly }, cap);
          expect(pagination, `reviews '${search}' anonymous ${anonymousOnly} cap ${cap}`).toMatchObject(capped(n, cap));
        }
      }
    }
  });

  it('reads its own total from the gram', async () => {
    const db = t.deps.db;
    const total = async () =>
      (await listReviews(db, { ...q, search: 'ou', sortBy: 'createdAt' }, { anonymousOnly: true })).pagination
        .totalItems;
    const before = await total();
    expect(before).toBeGreaterThan(0);
    // Five more rows said to hold 'ou' in one shard: the total follows the gram, not the titles.
    await db.execute(
      sql`INSERT INTO admin_search_grams (list, gram, shard, n, value_count) VALUES ('anonymous', 'ou', 99, 5, 1)`,
    );
    try {
      expect(await total()).toBe(before + 5);
    } finally {
      await db.execute(sql`DELETE FROM admin_search_grams WHERE shard = 99`);
    }
  });
});

describe("a one- or two-character search's other ways", () => {
  // The email source's grams answer whether an email matches, without reading the emails.
  it('are told by the grams of a column that keeps them', async () => {
    const db = t.deps.db;
    const told = async () =>
      countBySearchValues(db, {
        list: 'users',
        pattern: '%zz%',
        others: [
          {
            select: db.select({ id: users.id }).from(users).where(ilike(users.email, '%zz%')).$dynamic(),
            grams: 'users.email',
            beyondOwn: db.select({ id: users.id }).from(users).where(ilike(users.email, '%zz%')).$dynamic(),
          },
        ],
      });
    expect(await told()).toMatchObject({ total: 0, othersMatch: false, byGrams: true, otherGramRows: 0 });
    await db.execute(sql`INSERT INTO admin_search_grams (list, gram, shard, n, value_count)
      VALUES ('users.email', 'zz', 99, 2, 2)`);
    try {
      // No name holds 'zz': the email gram's rows are the total.
      expect(await told()).toMatchObject({ total: 2, othersMatch: true, otherGramRows: 2 });
    } finally {
      await db.execute(sql`DELETE FROM admin_search_grams WHERE shard = 99`);
    }
  });
});

describe('the count of a search', () => {
  // What a sorted page read from the words' rows would merge: each matching word's first `need` rows.
  it('tells the word rows a page of `need` rows would merge', async () => {
    const db = t.deps.db;
    for (const [pattern, need] of [
      ['%ra%', 1],
      ['%ra%', 4],
      ['%an%', 100],
    ] as const) {
      const [told] = rowsOf<{ wordRows: number }>(
        await db.execute(sql`SELECT word_rows::int AS "wordRows"
          FROM count_admin_search_values('users', ${pattern}, 100, 0, 100, ${need})`),
      );
      const [direct] = rowsOf<{ n: number }>(
        await db.execute(sql`SELECT coalesce(sum(least(n, ${need})), 0)::int AS n
          FROM admin_search_words WHERE list = 'users' AND word ILIKE ${pattern}`),
      );
      expect(told!.wordRows, `${pattern} ${need}`).toBe(direct!.n);
    }
  });
});

describe('denseProbeRows', () => {
  const deep = { limit: 10, offset: 9990 };
  // Users 'ra' on the wide copy of the scale data: in 37,567 of 200,000 names.
  const ra = { matches: 37_567, rows: 200_000 };
  const head = Math.ceil((1.5 * 10_000 * 200_000) / 37_567);

  it("reads the head expected to hold a deep page's matches, half as many again, where sorting reads more", () => {
    expect(denseProbeRows(deep, { ...ra, sortReads: 200_000 })).toBe(head);
    expect(denseProbeRows(deep, { ...ra, sortReads: head })).toBeUndefined();
    expect(denseProbeRows(deep, { ...ra, sortReads: 37_567 })).toBeUndefined();
  });

  it('adds nothing where the usual head is as long, or the head would pass its bound', () => {
    expect(denseProbeRows({ limit: 10, offset: 0 }, { ...ra, sortReads: 200_000 })).toBeUndefined();
    const sparse = { matches: 20_000, rows: 3_000_000, sortReads: 3_000_000 };
    expect(DENSE_PROBE_MAX_ROWS).toBeLessThan((1.5 * 10_000 * 3_000_000) / 20_000);
    expect(denseProbeRows(deep, sparse)).toBeUndefined();
    expect(denseProbeRows(deep, { matches: 0, rows: 200_000, sortReads: 200_000 })).toBeUndefined();
  });

  it('reads a wider margin of an estimated share even where half as many again fits the usual head', () => {
    // Reviews 'yo' by rating: in 1.7 % of property names, about 50,000 of 3,000,000 reviews; the 1,000
    // rows of the usual head held 9 of page 1's 10.
    const yo = { matches: 50_000, rows: 3_000_000, sortReads: 3_050_000 };
    expect(denseProbeRows({ limit: 10, offset: 0 }, yo)).toBeUndefined();
    expect(denseProbeRows({ limit: 10, offset: 0 }, yo, 3)).toBe(1800);
    expect(denseProbeRows({ limit: 10, offset: 0 }, yo, 1.6)).toBeUndefined();
  });
});
