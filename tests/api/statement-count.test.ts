import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationLog, reviewLikes, reviewReports } from '../../src/server/db/schema';
import { readLooseJson } from '../support/api-client';
import { createTestContext, type TestContext } from '../support/test-app';
import { type TestUser, makeProperty, makeReview, makeUser } from './reviews-fixtures';

/**
 * No N+1: every list endpoint (public and admin) sends the same number of SQL statements for a page
 * of 5 rows as for a page of 20. Counts statements through the drizzle logger; measures no time.
 */
let t: TestContext;
let counting = false;
let statements: string[] = [];
let admin: TestUser;
let renter: TestUser;
let busyId = '';
const ROWS = 30;

beforeAll(async () => {
  t = await createTestContext({}, { logQuery: (sql) => void (counting && statements.push(sql)) });
  admin = await makeUser(t, { role: 'ADMIN', firstName: 'Ada' });
  renter = await makeUser(t, { firstName: 'Rita' });
  const others = await Promise.all(Array.from({ length: 3 }, () => makeUser(t)));
  for (let i = 0; i < 20; i++) await makeUser(t);
  const props = [];
  for (let i = 0; i < ROWS; i++) {
    props.push(
      await makeProperty(t, {
        name: `Count Residences ${i}`,
        type: i % 2 ? 'HDB' : 'CONDO',
        images: 2,
        pincode: '123456',
      }),
    );
  }
  busyId = props[0]!.id;
  for (let i = 0; i < ROWS; i++) {
    const review = await makeReview(t, {
      userId: renter.id,
      propertyId: i % 2 ? props[i]!.id : busyId,
      isAnonymous: i % 3 === 0,
      images: 2,
      title: `Counted stay ${i}`,
      createdAt: new Date(Date.now() - i * 60_000),
    });
    await t.deps.db.insert(reviewLikes).values(others.map((u) => ({ reviewId: review.id, userId: u.id })));
    await t.deps.db.insert(reviewReports).values({ reviewId: review.id, userId: others[0]!.id, reason: 'Spam' });
    await t.deps.db.insert(moderationLog).values({
      actorId: admin.id,
      actorName: 'Ada',
      action: 'REVIEW_APPROVE',
      objectType: 'REVIEW',
      objectId: review.id,
      objectLabel: `Counted stay ${i}`,
    });
  }
});
afterAll(async () => {
  await t.close();
});

/** Statements sent while answering GET path, and how many items the answer listed. */
async function measure(path: string, auth?: TestUser): Promise<{ statements: number; items: number }> {
  statements = [];
  counting = true;
  const res = await t.app.request(`/api/v1${path}`, { headers: auth ? auth.auth : {} });
  counting = false;
  expect(res.status, path).toBe(200);
  const data = (await readLooseJson(res)).data;
  const list = Array.isArray(data) ? data : Object.values(data as object).find(Array.isArray);
  return { statements: statements.length, items: (list as unknown[]).length };
}

const lists: { path: (size: number) => string; auth?: () => TestUser }[] = [
  { path: (n) => `/properties/get-all-properties?pageSize=${n}` },
  { path: (n) => `/properties/get-all-properties?pageSize=${n}&type=CONDO` },
  { path: (n) => `/properties/search-properties?query=count%20residences&pageSize=${n}` },
  { path: (n) => `/reviews/property/${busyId}?pageSize=${n}` },
  { path: (n) => `/reviews/property/${busyId}?pageSize=${n}&sort=helpful` },
  { path: (n) => `/reviews/property/${busyId}?pageSize=${n}`, auth: () => renter },
  { path: (n) => `/reviews/most-recent-reviews?limit=${n}` },
  { path: (n) => `/reviews/get-condo-reviews/condo?limit=${n}`, auth: () => renter },
  { path: (n) => `/reviews/get-hdb-reviews/hdb?limit=${n}` },
  { path: (n) => `/admin/admin-get-all-properties?pageSize=${n}`, auth: () => admin },
  { path: (n) => `/admin/admin-get-all-properties?pageSize=${n}&search=count`, auth: () => admin },
  { path: (n) => `/admin/admin-get-all-users?pageSize=${n}&sortBy=firstName`, auth: () => admin },
  { path: (n) => `/admin/admin-get-all-reviews?pageSize=${n}`, auth: () => admin },
  { path: (n) => `/admin/admin-get-all-reviews?pageSize=${n}&search=counted`, auth: () => admin },
  { path: (n) => `/admin/admin-get-all-anonymous-reviews?pageSize=${n}`, auth: () => admin },
  { path: (n) => `/admin/reviews/reported?pageSize=${n}`, auth: () => admin },
  { path: (n) => `/admin/moderation-log?pageSize=${n}`, auth: () => admin },
];

describe('statements per request do not grow with the page size', () => {
  it.each(lists.map((l) => [l.path(5).replace(/property\/[^?]*/, 'property/{id}'), l] as const))(
    '%s',
    async (_, list) => {
      const small = await measure(list.path(5), list.auth?.());
      const large = await measure(list.path(20), list.auth?.());
      expect(small.items).toBe(5);
      expect(large.items).toBeGreaterThan(small.items);
      expect(large.statements).toBe(small.statements);
    },
  );

  it('my-reviews (all of a renter’s reviews at once) sends the same statements for 3 reviews as for 30', async () => {
    const other = await makeUser(t);
    for (let i = 0; i < 3; i++) await makeReview(t, { userId: other.id, propertyId: busyId, images: 1 });
    const few = await measure('/reviews/my-reviews', other);
    const many = await measure('/reviews/my-reviews', renter);
    expect(many.items).toBeGreaterThan(few.items);
    expect(many.statements).toBe(few.statements);
  });

  it('a review search matching by title alone, or through words, walks no head and asks no other way of matching', async () => {
    // 'stay' is in titles only; 'count' is in titles and property names, whose words answer it too;
    // 'count res' is in property names only, and has a space: the words cannot answer it.
    const titled = await measure('/admin/admin-get-all-reviews?pageSize=5&sortBy=overallRating&search=stay', admin);
    expect(titled.items).toBe(5);
    expect(statements.join('\n')).not.toMatch(/AS head|set_config/);
    const worded = await measure('/admin/admin-get-all-reviews?pageSize=5&sortBy=overallRating&search=count', admin);
    expect(worded.items).toBe(5);
    // Its floor is a column of the values' count (nameWordsFloor), not a statement of its own.
    expect(statements.join('\n')).not.toMatch(/AS head|generate_series/);
    expect(statements.join('\n')).toMatch(/admin_review_name_word_counts/);
    // Whether a property name or an author's name holds it, its words tell (otherListReach), not the names.
    expect(statements.join('\n')).not.toMatch(/FROM admin_search_values/);
    const spaced = await measure(
      '/admin/admin-get-all-reviews?pageSize=5&sortBy=overallRating&search=count%20res',
      admin,
    );
    expect(spaced.items).toBe(5);
    expect(statements.join('\n')).toMatch(/AS head/);
  });

  it('suggestions answer in one statement for a prefix', async () => {
    const found = await measure('/properties/get-suggestions?q=count');
    expect(found.items).toBe(8);
    expect(found.statements).toBe(1);
  });
});
