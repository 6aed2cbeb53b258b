import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, reviewReports, reviews, users } from '../../src/server/db/schema';
import { refreshPropertyAggregates } from '../../src/server/services/aggregates';
import { cappedUnion } from '../../src/server/services/admin-capped-union';
import { otherListReach, otherWaysShare } from '../../src/server/services/admin-other-lists';
import { listReports } from '../../src/server/services/admin-reports';
import { listReviews } from '../../src/server/services/admin-reviews';
import { ADMIN_REPORT_SORT_KEYS, ADMIN_REVIEW_SORT_KEYS } from '../../src/shared/admin-tables';
import { condoRow } from '../support/property-rows';
import { createTestContext, type TestContext } from '../support/test-app';

/**
 * A review matches a search by its title, its property's name or its author's name; a report by its
 * reason, its review's title or its reporter's name or email. For a term of one or two characters the
 * ways through another list are read through that list's grams (migration 0028), and a way whose list
 * holds no value with the term is left out (docs/decisions/044-admin-source-grams.md). Whichever ways
 * a term takes, every page and total equals a direct ILIKE over the joined tables.
 */

let t: TestContext;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const pattern = (term: string) => `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
const minutes = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 60_000);

// 'zq' in every way; 'vx' in property names only; 'kw' in titles only; 'wy' in author names only;
// 'jh' in reporters' emails only; 'q' in many; 'zz' in none; 'zqa' a longer term; 'ravi' and 'vk' in the
// name of an author of no anonymous review.
const TERMS = ['zq', 'ZQ', 'vx', 'kw', 'wy', 'jh', 'q', 'zz', 'zqa', 'ravi', 'vk'];

beforeAll(async () => {
  t = await createTestContext();
  const db = t.deps.db;
  const people: [string, string, string][] = [
    ['Zqa', 'One', 'one@example.test'],
    ['Bob', 'Wyn', 'two@example.test'],
    ['Cat', 'Three', 'jh.three@example.test'],
    ['Dee', 'Four', 'zq.four@example.test'],
    ['Eve', 'Quinn', 'five@example.test'],
  ];
  const userIds: string[] = [];
  for (const [i, [firstName, lastName, email]] of people.entries()) {
    const [row] = await db
      .insert(users)
      .values({ firstName, lastName, email, createdAt: minutes(i) })
      .returning({ id: users.id });
    userIds.push(row!.id);
  }
  const places = ['Zq Tower', 'Vx Gardens', 'The Sail', 'Orchard Park'];
  const propertyIds: string[] = [];
  for (const [i, name] of places.entries()) {
    const [row] = await db
      .insert(properties)
      .values(condoRow(`ol-${i}`, name, `${i} plain road`))
      .returning({ id: properties.id });
    propertyIds.push(row!.id);
  }
  const titles = ['quiet and clean', 'kw leak in the kitchen', 'zq noise at night', 'great host', 'damp walls'];
  const statuses = ['APPROVED', 'PENDING', 'REJECTED', 'APPROVED'] as const;
  const reviewIds: string[] = [];
  for (let i = 0; i < 24; i++) {
    const [row] = await db
      .insert(reviews)
      .values({
        userId: userIds[i % userIds.length]!,
        propertyId: propertyIds[(i * 3) % propertyIds.length]!,
        status: statuses[i % statuses.length]!,
        title: titles[i % titles.length]!,
        body: 'body',
        overallRating: (i % 5) + 1,
        isAnonymous: i % 3 === 0,
        createdAt: minutes(10 + (i % 17)),
      })
      .returning({ id: reviews.id });
    reviewIds.push(row!.id);
  }
  const [named] = await db
    .insert(users)
    .values({ firstName: 'Ravi', lastName: 'Vkay', email: 'six@example.test', createdAt: minutes(6) })
    .returning({ id: users.id });
  await db.insert(reviews).values({
    userId: named!.id,
    propertyId: propertyIds[2]!,
    status: 'APPROVED',
    title: 'plain',
    body: 'body',
    overallRating: 4,
    isAnonymous: false,
    createdAt: minutes(30),
  });
  // review_count, which the bound on a search's total reads, as the server keeps it.
  for (const id of propertyIds) await refreshPropertyAggregates(db, id);
  const reasons = ['spam', 'rude zq words', 'fake', 'off topic'];
  for (let i = 0; i < 12; i++) {
    await db.insert(reviewReports).values({
      reviewId: reviewIds[(i * 5) % reviewIds.length]!,
      userId: userIds[(i * 2) % userIds.length]!,
      reason: reasons[i % reasons.length]!,
      createdAt: minutes(40 + (i % 7)),
    });
  }
}, 60_000);

afterAll(async () => {
  await t.close();
});

const REVIEW_COLUMNS = { createdAt: 'created_at', title: 'title', status: 'status', overallRating: 'overall_rating' };
const REPORT_COLUMNS = { createdAt: 'created_at', reason: 'reason', status: 'status' };

async function directReviews(term: string, sortBy: keyof typeof REVIEW_COLUMNS, anonymousOnly: boolean) {
  const column = sql.raw(`r.${REVIEW_COLUMNS[sortBy]}`);
  return rowsOf<{ id: string }>(
    await t.deps.db.execute(sql`SELECT r.id FROM reviews r
      JOIN properties p ON p.id = r.property_id JOIN users u ON u.id = r.user_id
      WHERE (r.title ILIKE ${pattern(term)} OR p.name ILIKE ${pattern(term)}
        OR (u.first_name || ' ' || u.last_name) ILIKE ${pattern(term)}) ${sql.raw(anonymousOnly ? 'AND r.is_anonymous' : '')}
      ORDER BY ${column} DESC, r.id DESC`),
  ).map((r) => r.id);
}

async function directReports(term: string, sortBy: keyof typeof REPORT_COLUMNS) {
  const column = sql.raw(`rr.${REPORT_COLUMNS[sortBy]}`);
  return rowsOf<{ id: string }>(
    await t.deps.db.execute(sql`SELECT rr.id FROM review_reports rr
      LEFT JOIN reviews r ON r.id = rr.review_id JOIN users u ON u.id = rr.user_id
      WHERE rr.reason ILIKE ${pattern(term)} OR rr.review_title ILIKE ${pattern(term)} OR r.title ILIKE ${pattern(term)}
        OR (u.first_name || ' ' || u.last_name) ILIKE ${pattern(term)} OR u.email ILIKE ${pattern(term)}
      ORDER BY ${column} DESC, rr.id DESC`),
  ).map((r) => r.id);
}

describe('otherListReach', () => {
  it('tells, per list, whether a term reaches it and how', async () => {
    const reach = (term: string) =>
      otherListReach(t.deps.db, ['properties', 'users', 'users.email'] as const, pattern(term));
    expect(await reach('vx')).toMatchObject({
      properties: { way: 'grams', share: 0.25 },
      users: { way: 'none', share: 0 },
      'users.email': { way: 'none' },
    });
    expect(await reach('jh')).toMatchObject({ properties: { way: 'none' }, 'users.email': { way: 'grams' } });
    // A longer term: whether a value holds it (a column keeps none: it may match), no share.
    expect(await reach('zqa')).toMatchObject({
      properties: { way: 'none', share: undefined },
      users: { way: 'trigrams', share: undefined },
      'users.email': { way: 'trigrams' },
    });
  });

  it('leaves out a way whose reached values, as the bound list keeps them, hold a gram of the term in none', async () => {
    const anonymous = { properties: 'anonymous.property_name', users: 'anonymous.author_name' } as const;
    const all = { properties: 'reviews.property_name', users: 'reviews.author_name' } as const;
    const reach = (term: string, bounds: typeof anonymous | typeof all | object) =>
      otherListReach(t.deps.db, ['properties', 'users'] as const, pattern(term), bounds);
    // Ravi Vkay wrote no anonymous review: 'ravi' and 'vk' reach users, but no anonymous review's author.
    expect(await reach('ravi', {})).toMatchObject({ users: { way: 'trigrams' } });
    expect(await reach('ravi', all)).toMatchObject({ users: { way: 'trigrams' } });
    expect(await reach('ravi', anonymous)).toMatchObject({ users: { way: 'none', share: undefined } });
    expect(await reach('vk', all)).toMatchObject({ users: { way: 'grams' } });
    expect(await reach('vk', anonymous)).toMatchObject({ users: { way: 'none', share: 0 } });
    // Zqa One wrote anonymous reviews; 'zq' is in the anonymous reviews' property names too.
    expect(await reach('zqa', anonymous)).toMatchObject({ users: { way: 'trigrams' } });
    expect(await reach('zq', anonymous)).toMatchObject({ properties: { way: 'grams' }, users: { way: 'grams' } });
  });

  it('estimates the share of rows the ways left reach, only when each tells one', () => {
    expect(
      otherWaysShare([
        { way: 'grams', share: 0.5 },
        { way: 'grams', share: 0.5 },
      ]),
    ).toBe(0.75);
    expect(
      otherWaysShare([
        { way: 'grams', share: 0.2 },
        { way: 'none', share: 0 },
      ]),
    ).toBeCloseTo(0.2);
    expect(otherWaysShare([{ way: 'trigrams', share: undefined }])).toBeUndefined();
    expect(otherWaysShare([{ way: 'none', share: 0 }])).toBeUndefined();
  });
});

describe('cappedUnion, the ids a capped count reads from several ways', () => {
  const ids = (from: number, to: number) => sql`SELECT g AS id FROM generate_series(${from}::int, ${to}::int) AS g`;
  // A way that fails the statement if it is read at all (the division runs per row, at execution).
  const unread = sql`SELECT 1 / (g - g) AS id FROM generate_series(1, 1) AS g`;
  const counted = async (union: SQL, cap: number) =>
    Number(
      rowsOf<{ n: number }>(
        await t.deps.db.execute(sql`SELECT count(*) AS n FROM (${union} LIMIT ${cap + 1}) AS c`),
      )[0]!.n,
    );

  it('counts an id matching several ways once', async () => {
    expect(await counted(cappedUnion([ids(1, 5), ids(3, 8), ids(8, 9)], 100), 100)).toBe(9);
    expect(await counted(cappedUnion([ids(1, 5)], 100), 100)).toBe(5);
  });

  it('stops reading once an earlier way passes the cap', async () => {
    expect(await counted(cappedUnion([ids(1, 50), unread], 10), 10)).toBe(11);
    expect(await counted(cappedUnion([ids(1, 5), ids(3, 20), unread], 10), 10)).toBe(11);
    await expect(counted(cappedUnion([ids(1, 5), unread], 10), 10)).rejects.toThrow();
  });
});

describe.each([false, true])('a reviews search (anonymous only: %s)', (anonymousOnly) => {
  it.each(TERMS)("pages and counts '%s' as a direct ILIKE over title, property and author does", async (term) => {
    for (const sortBy of ADMIN_REVIEW_SORT_KEYS) {
      const expected = await directReviews(term, sortBy, anonymousOnly);
      const seen: string[] = [];
      for (let page = 1; page <= Math.max(1, Math.ceil(expected.length / 2)); page++) {
        const { reviews: rows, pagination } = await listReviews(
          t.deps.db,
          { page, pageSize: 2, search: term, sortBy, sortOrder: 'desc' },
          { anonymousOnly },
        );
        expect(pagination.totalItems, `'${term}' by ${sortBy}`).toBe(expected.length);
        seen.push(...rows.map((r) => r.id));
      }
      expect(seen, `'${term}' by ${sortBy}`).toEqual(expected);
    }
  });
});

describe('a reviews search whose matching properties hold more approved reviews than the cap', () => {
  it.each(['zq', 'vx', 'wy'])("caps '%s' exactly where counting would", async (term) => {
    const expected = await directReviews(term, 'createdAt', false);
    for (const cap of [2, expected.length - 1, expected.length, expected.length + 1]) {
      const { reviews: rows, pagination } = await listReviews(
        t.deps.db,
        { page: 1, pageSize: 2, search: term, sortBy: 'createdAt', sortOrder: 'desc' },
        { anonymousOnly: false },
        cap,
      );
      expect(pagination, `'${term}' capped at ${cap}`).toMatchObject({
        totalItems: Math.min(expected.length, cap),
        totalItemsCapped: expected.length > cap,
      });
      expect(rows.map((r) => r.id)).toEqual(expected.slice(0, 2));
    }
  });
});

describe('a reports search', () => {
  it.each(TERMS)("pages and counts '%s' as a direct ILIKE over reason, titles and reporter does", async (term) => {
    for (const sortBy of ADMIN_REPORT_SORT_KEYS) {
      const expected = await directReports(term, sortBy);
      const seen: string[] = [];
      for (let page = 1; page <= Math.max(1, Math.ceil(expected.length / 2)); page++) {
        const { reports: rows, pagination } = await listReports(t.deps.db, {
          page,
          pageSize: 2,
          search: term,
          sortBy,
          sortOrder: 'desc',
        });
        expect(pagination.totalItems, `'${term}' by ${sortBy}`).toBe(expected.length);
        seen.push(...rows.map((r) => r.id));
      }
      expect(seen, `'${term}' by ${sortBy}`).toEqual(expected);
    }
  });
});

describe('the grams indexes of migration 0028', () => {
  it('serve a property name and an author name holding a gram', async () => {
    const plan = async (query: string) =>
      t.deps.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        const rows = rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql.raw(`EXPLAIN ${query}`)));
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    expect(await plan(`SELECT id FROM properties WHERE admin_search_grams_of(name) @> ARRAY['zq']`)).toContain(
      'properties_name_grams_idx',
    );
    expect(
      await plan(`SELECT id FROM users WHERE admin_search_grams_of((first_name || ' ' || last_name)) @> ARRAY['zq']`),
    ).toContain('users_full_name_grams_idx');
  });
});
