import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, reviews, users } from '../../src/server/db/schema';
import { listReviews } from '../../src/server/services/admin-reviews';
import { createTestContext, type TestContext } from '../support/test-app';
import { type TestUser, makeProperty, makeReview, makeUser } from './reviews-fixtures';

/**
 * The grams of the reviews' authors' and properties' names, counted in reviews (migrations 0032 and
 * 0033, decision 049): a review search of one or two characters caps its total, or tells it, from them
 * with no author or property read, so a gram count that drifted from the reviews would cap a total
 * that is not past the cap, or tell a wrong one.
 */

let t: TestContext;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  admin = await makeUser(t, { role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
});

const NAMES = {
  author: { lists: ['reviews.author_name', 'anonymous.author_name'], name: sql`u.first_name || ' ' || u.last_name` },
  property: { lists: ['reviews.property_name', 'anonymous.property_name'], name: sql`p.name` },
} as const;

/** The kept count of a gram in both lists of a way, beside the reviews counted directly through their author or property. */
async function gramAndDirect(way: keyof typeof NAMES, gram: string) {
  const { lists, name } = NAMES[way];
  const matching = sql`FROM reviews r JOIN users u ON u.id = r.user_id JOIN properties p ON p.id = r.property_id
    WHERE position(${gram} IN lower(${name})) > 0`;
  const result = await t.deps.db.execute(sql`SELECT
      (SELECT coalesce(sum(n), 0)::int FROM admin_search_grams WHERE list = ${lists[0]} AND gram = ${gram}) AS "keptAll",
      (SELECT coalesce(sum(n), 0)::int FROM admin_search_grams WHERE list = ${lists[1]} AND gram = ${gram}) AS "keptAnonymous",
      (SELECT count(*)::int ${matching}) AS "all",
      (SELECT count(*)::int ${matching} AND r.is_anonymous) AS anonymous`);
  // Both drivers answer { rows }.
  const [row] = (result as unknown as { rows: Record<string, number>[] }).rows;
  return row!;
}

const expectKept = async (way: keyof typeof NAMES, gram: string, all: number, anonymous: number) =>
  expect(await gramAndDirect(way, gram), `${way} '${gram}'`).toEqual({
    keptAll: all,
    keptAnonymous: anonymous,
    all,
    anonymous,
  });

const review = (userId: string, propertyId: string, isAnonymous: boolean) => ({
  userId,
  propertyId,
  title: 'Bulk',
  body: 'Inserted with others in one statement.',
  overallRating: 3,
  isAnonymous,
  stayStartDate: '2024-01-01',
  stayEndDate: '2025-01-01',
  stayedWith: 'SOLO' as const,
});

describe("the reviews' authors' and properties' grams", () => {
  it("follow reviews written, moved, made anonymous and deleted, and authors renamed and deleted (authors')", async () => {
    const a = await makeUser(t, { firstName: 'Zqa', lastName: 'Vexmoor' });
    const b = await makeUser(t, { firstName: 'Yqb', lastName: 'Vexmoor' });
    const propertyId = (await makeProperty(t)).id;
    const first = await makeReview(t, { userId: a.id, propertyId, isAnonymous: true });
    await makeReview(t, { userId: a.id, propertyId, status: 'PENDING' });
    await expectKept('author', 'zq', 2, 1);
    await expectKept('author', 'vx', 0, 0);
    await expectKept('author', 'ex', 2, 1);
    // One statement for both authors.
    await t.deps.db
      .insert(reviews)
      .values([review(a.id, propertyId, true), review(b.id, propertyId, true), review(b.id, propertyId, false)]);
    await expectKept('author', 'zq', 3, 2);
    await expectKept('author', 'yq', 2, 1);
    await expectKept('author', 'ex', 5, 3);
    await t.deps.db.update(reviews).set({ isAnonymous: false }).where(eq(reviews.id, first.id));
    await expectKept('author', 'zq', 3, 1);
    await t.deps.db.update(reviews).set({ userId: b.id }).where(eq(reviews.id, first.id));
    await expectKept('author', 'zq', 2, 1);
    await expectKept('author', 'yq', 3, 1);
    const res = await t.app.request(`/api/v1/admin/delete-review/${first.id}`, {
      method: 'DELETE',
      headers: admin.auth,
    });
    expect(res.status).toBe(200);
    await expectKept('author', 'yq', 2, 1);
    // A rename moves the author's reviews from the old name's grams to the new one's.
    await t.deps.db.update(users).set({ firstName: 'Qwob' }).where(eq(users.id, b.id));
    await expectKept('author', 'yq', 0, 0);
    await expectKept('author', 'qw', 2, 1);
    await expectKept('author', 'ex', 4, 2);
    // A status change moves nothing; an author deleted takes their reviews' counts away.
    await t.deps.db.update(reviews).set({ status: 'REJECTED' }).where(eq(reviews.userId, b.id));
    await expectKept('author', 'qw', 2, 1);
    await t.deps.db.delete(users).where(eq(users.id, b.id));
    await expectKept('author', 'qw', 0, 0);
    await expectKept('author', 'ex', 2, 1);
  });

  it("follow reviews written, moved, made anonymous and deleted, and properties renamed and deleted (properties')", async () => {
    const author = (await makeUser(t)).id;
    const [p1, p2] = [
      (await makeProperty(t, { name: 'Zqora Heights' })).id,
      (await makeProperty(t, { name: 'Yqora Heights' })).id,
    ];
    const first = await makeReview(t, { userId: author, propertyId: p1, isAnonymous: true });
    await makeReview(t, { userId: author, propertyId: p1, status: 'PENDING' });
    await expectKept('property', 'zq', 2, 1);
    await expectKept('property', 'ra', 2, 1);
    // One statement for both properties.
    await t.deps.db
      .insert(reviews)
      .values([review(author, p1, true), review(author, p2, true), review(author, p2, false)]);
    await expectKept('property', 'zq', 3, 2);
    await expectKept('property', 'yq', 2, 1);
    await expectKept('property', 'ra', 5, 3);
    await t.deps.db.update(reviews).set({ isAnonymous: false }).where(eq(reviews.id, first.id));
    await expectKept('property', 'zq', 3, 1);
    await t.deps.db.update(reviews).set({ propertyId: p2 }).where(eq(reviews.id, first.id));
    await expectKept('property', 'zq', 2, 1);
    await expectKept('property', 'yq', 3, 1);
    const res = await t.app.request(`/api/v1/admin/delete-review/${first.id}`, {
      method: 'DELETE',
      headers: admin.auth,
    });
    expect(res.status).toBe(200);
    await expectKept('property', 'yq', 2, 1);
    // A rename moves the property's reviews from the old name's grams to the new one's.
    await t.deps.db.update(properties).set({ name: 'Qwora Heights' }).where(eq(properties.id, p2));
    await expectKept('property', 'yq', 0, 0);
    await expectKept('property', 'qw', 2, 1);
    await expectKept('property', 'ra', 4, 2);
    // A status change moves nothing; a property deleted takes its reviews' counts away.
    await t.deps.db.update(reviews).set({ status: 'REJECTED' }).where(eq(reviews.propertyId, p2));
    await expectKept('property', 'qw', 2, 1);
    await t.deps.db.delete(properties).where(eq(properties.id, p2));
    await expectKept('property', 'qw', 0, 0);
    await expectKept('property', 'ra', 2, 1);
  });

  it.each([
    ['author', 'jx', 'anonymous.author_name'],
    ['property', 'qx', 'anonymous.property_name'],
  ] as const)(
    'tell a search of one or two characters its total, or cap it, with no %s read',
    async (way, gram, anonymousList) => {
      const author = await makeUser(t, way === 'author' ? { firstName: 'Jxu', lastName: 'Pellow' } : {});
      const propertyId = (await makeProperty(t, way === 'property' ? { name: 'Qxen Towers' } : {})).id;
      for (let i = 0; i < 4; i++) await makeReview(t, { userId: author.id, propertyId, isAnonymous: i < 3 });
      const search = async (anonymousOnly: boolean, cap: number) =>
        listReviews(
          t.deps.db,
          { page: 1, pageSize: 10, search: gram.toUpperCase(), sortBy: 'createdAt', sortOrder: 'desc' },
          { anonymousOnly },
          cap,
        );
      expect((await search(true, 3)).pagination).toMatchObject({ totalItems: 3, totalItemsCapped: false });
      expect((await search(true, 2)).pagination).toMatchObject({ totalItems: 2, totalItemsCapped: true });
      expect((await search(false, 4)).pagination).toMatchObject({ totalItems: 4, totalItemsCapped: false });
      const capped = await search(false, 3);
      expect(capped.pagination).toMatchObject({ totalItems: 3, totalItemsCapped: true });
      expect(capped.reviews).toHaveLength(3);
      // The grams alone tell it: drifted (as no write of the server can make them), they give the total.
      await t.deps.db.execute(
        sql`UPDATE admin_search_grams SET n = n + 50 WHERE list = ${anonymousList} AND gram = ${gram}`,
      );
      expect((await search(true, 10)).pagination).toMatchObject({ totalItems: 10, totalItemsCapped: true });
      expect((await search(false, 10)).pagination).toMatchObject({ totalItems: 4, totalItemsCapped: false });
    },
  );
});
