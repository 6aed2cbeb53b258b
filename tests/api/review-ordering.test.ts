import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, reviews } from '../../src/server/db/schema';
import { REVIEW_SORTS } from '../../src/shared/enums';
import { readLooseJson as json } from '../support/api-client';
import { createTestContext, type TestContext } from '../support/test-app';
import { type TestUser, makeProperty, makeReview, makeUser } from './reviews-fixtures';

let t: TestContext;
let author: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  author = await makeUser(t);
  admin = await makeUser(t, { role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const YEAR_SECONDS = 31_557_600;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

interface Row {
  id: string;
  createdAt: string;
  overallRating: number;
  likesCount: number;
}

async function page(propertyId: string, q: string) {
  const res = await t.app.request(`/api/v1/reviews/property/${propertyId}?${q}`);
  return { status: res.status, body: await json(res) };
}

describe('GET /reviews/property/{id}?sort=', () => {
  it('every order is the documented one and stable across pages, ties broken by id', async () => {
    const property = await makeProperty(t);
    // Shared timestamps and ratings, so ties need the id; likes set after insert (the trigger ranks them).
    const stamps = [daysAgo(1), daysAgo(40), daysAgo(400), daysAgo(900)];
    for (let i = 0; i < 26; i++) {
      const review = await makeReview(t, {
        userId: author.id,
        propertyId: property.id,
        rating: (i % 5) + 1,
        createdAt: stamps[i % stamps.length]!,
      });
      await t.deps.db
        .update(reviews)
        .set({ likesCount: (i * 7) % 4 })
        .where(eq(reviews.id, review.id));
    }
    await makeReview(t, { userId: author.id, propertyId: property.id, status: 'PENDING' });

    const byId = (a: Row, b: Row) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0); // id DESC
    const time = (r: Row) => Date.parse(r.createdAt);
    const score = (r: Row) => Math.log10(1 + r.likesCount) + time(r) / 1000 / YEAR_SECONDS;
    const reference: Record<string, (a: Row, b: Row) => number> = {
      recent: (a, b) => time(b) - time(a) || byId(a, b),
      helpful: (a, b) => score(b) - score(a) || byId(a, b),
      highest: (a, b) => b.overallRating - a.overallRating || time(b) - time(a) || byId(a, b),
      lowest: (a, b) => a.overallRating - b.overallRating || time(b) - time(a) || byId(a, b),
    };

    for (const sort of REVIEW_SORTS) {
      const all = (await page(property.id, `sort=${sort}&pageSize=100`)).body.data.reviews as Row[];
      expect(all).toHaveLength(26);
      expect(
        all.map((r) => r.id),
        sort,
      ).toEqual([...all].sort(reference[sort]).map((r) => r.id));
      const paged: string[] = [];
      for (let p = 1; p <= 4; p++) {
        const res = await page(property.id, `sort=${sort}&pageSize=7&page=${p}`);
        expect(res.body.data.pagination).toMatchObject({ totalItems: 26, totalPages: 4 });
        paged.push(...(res.body.data.reviews as Row[]).map((r) => r.id));
      }
      expect(paged, sort).toEqual(all.map((r) => r.id));
    }
    // Default is Most recent; an unknown order is a 400.
    const plain = (await page(property.id, 'pageSize=100')).body.data.reviews as Row[];
    expect(plain.map((r) => r.id)).toEqual([...plain].sort(reference.recent).map((r) => r.id));
    const bad = await page(property.id, 'sort=random');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Sort must be one of: recent, helpful, highest, lowest');
  });

  it('Most helpful: likes lift a review, but one early like does not pin it above newer ones for ever', async () => {
    const property = await makeProperty(t);
    const old = await makeReview(t, { userId: author.id, propertyId: property.id, createdAt: daysAgo(500) });
    const fresh = await makeReview(t, { userId: author.id, propertyId: property.id, createdAt: daysAgo(2) });
    const liked = await makeReview(t, { userId: author.id, propertyId: property.id, createdAt: daysAgo(3) });
    await t.deps.db.update(reviews).set({ likesCount: 1 }).where(eq(reviews.id, old.id));
    await t.deps.db.update(reviews).set({ likesCount: 5 }).where(eq(reviews.id, liked.id));
    const order = ((await page(property.id, 'sort=helpful')).body.data.reviews as Row[]).map((r) => r.id);
    expect(order).toEqual([liked.id, fresh.id, old.id]);
    // A like through the API moves the score in the same statement (the trigger).
    const renter = await makeUser(t);
    for (const who of [renter, await makeUser(t), await makeUser(t)]) {
      await t.app.request(`/api/v1/reviews/${old.id}/like`, { method: 'POST', headers: who.auth });
    }
    const [row] = await t.deps.db.select().from(reviews).where(eq(reviews.id, old.id));
    expect(row!.helpfulScore).toBeCloseTo(Math.log10(1 + 4) + row!.createdAt.getTime() / 1000 / YEAR_SECONDS, 6);
  });
});

describe("property summary: 'Last 12 months'", () => {
  const summary = async (id: string) =>
    (await json(await t.app.request(`/api/v1/properties/get-suggestions-detail/${id}`))).data as {
      overallRating: number;
      reviewCount: number;
      recent: { overallRating: number; reviewCount: number };
    };

  it('counts exactly the APPROVED reviews of the last 12 months, updated with the aggregates', async () => {
    const property = await makeProperty(t);
    await makeReview(t, { userId: author.id, propertyId: property.id, rating: 5, createdAt: daysAgo(330) });
    await makeReview(t, { userId: author.id, propertyId: property.id, rating: 1, createdAt: daysAgo(400) });
    await makeReview(t, { userId: author.id, propertyId: property.id, rating: 4, createdAt: daysAgo(1) });
    const pending = await makeReview(t, {
      userId: author.id,
      propertyId: property.id,
      rating: 1,
      status: 'PENDING',
      createdAt: daysAgo(30),
    });
    expect(await summary(property.id)).toMatchObject({
      overallRating: 3.3,
      reviewCount: 3,
      recent: { overallRating: 4.5, reviewCount: 2 },
    });
    // Approving changes both figures in the same transaction.
    const res = await t.app.request(`/api/v1/admin/admin-update-reviews/${pending.id}/status`, {
      method: 'PUT',
      headers: { ...admin.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'APPROVED' }),
    });
    expect(res.status).toBe(200);
    const [stored] = await t.deps.db.select().from(properties).where(eq(properties.id, property.id));
    expect(stored).toMatchObject({ recentReviewCount: 3, recentRating: 3.3, reviewCount: 4 });
    expect(await summary(property.id)).toMatchObject({ recent: { overallRating: 3.3, reviewCount: 3 } });
  });

  it('recomputes figures stored on an earlier day when the property is read', async () => {
    const property = await makeProperty(t);
    await makeReview(t, { userId: author.id, propertyId: property.id, rating: 2, createdAt: daysAgo(10) });
    await makeReview(t, { userId: author.id, propertyId: property.id, rating: 5, createdAt: daysAgo(800) });
    // As if stored a year ago, when the old review was still recent.
    await t.deps.db.execute(
      sql`UPDATE properties SET recent_review_count = 9, recent_rating = 1.1, recent_as_of = '2000-01-01' WHERE id = ${property.id}`,
    );
    expect((await summary(property.id)).recent).toEqual({ overallRating: 2, reviewCount: 1 });
    const empty = await makeProperty(t);
    expect((await summary(empty.id)).recent).toEqual({ overallRating: 0, reviewCount: 0 });
  });
});
