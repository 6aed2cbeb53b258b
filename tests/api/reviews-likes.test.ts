import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewLikes, reviews } from '../../src/server/db/schema';
import { readJson } from '../support/api-client';
import { createTestContext, type TestContext } from '../support/test-app';
import { type TestUser, makeProperty, makeReview, makeUser } from './reviews-fixtures';

let t: TestContext;
let renter: TestUser;
let propertyId: string;

beforeAll(async () => {
  t = await createTestContext();
  renter = await makeUser(t);
  propertyId = (await makeProperty(t)).id;
});
afterAll(async () => {
  await t.close();
});

const like = (reviewId: string, headers: Record<string, string> = {}) =>
  t.app.request(`/api/v1/reviews/${reviewId}/like`, { method: 'POST', headers });

async function storedState(reviewId: string) {
  const [row] = await t.deps.db
    .select({ likesCount: reviews.likesCount })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  const [rows] = await t.deps.db.select({ n: count() }).from(reviewLikes).where(eq(reviewLikes.reviewId, reviewId));
  return { likesCount: row!.likesCount, rows: rows!.n };
}

describe('POST /reviews/{id}/like', () => {
  it('toggles: like, then unlike, answering {likesCount, liked}', async () => {
    const review = await makeReview(t, { userId: renter.id, propertyId });
    const first = await like(review.id, renter.auth);
    expect(first.status).toBe(200);
    expect((await readJson(first)).data).toEqual({ likesCount: 1, liked: true });
    const second = await like(review.id, renter.auth);
    expect((await readJson(second)).data).toEqual({ likesCount: 0, liked: false });
    expect(await storedState(review.id)).toEqual({ likesCount: 0, rows: 0 });
  });

  it('keeps one like per user and counts each user once', async () => {
    const review = await makeReview(t, { userId: renter.id, propertyId });
    const other = await makeUser(t);
    await like(review.id, renter.auth);
    const res = await like(review.id, other.auth);
    expect((await readJson(res)).data).toEqual({ likesCount: 2, liked: true });
    const mine = await t.deps.db
      .select({ n: count() })
      .from(reviewLikes)
      .where(and(eq(reviewLikes.reviewId, review.id), eq(reviewLikes.userId, renter.id)));
    expect(mine[0]!.n).toBe(1);
  });

  it('needs a signed-in, verified USER', async () => {
    const review = await makeReview(t, { userId: renter.id, propertyId });
    const anonymous = await like(review.id);
    expect(anonymous.status).toBe(401);
    expect((await readJson(anonymous)).success).toBe(false);
    expect((await like(review.id, { authorization: 'Bearer forged' })).status).toBe(401);
    const unverified = await makeUser(t, { verified: false });
    expect((await like(review.id, unverified.auth)).status).toBe(403);
    const admin = await makeUser(t, { role: 'ADMIN' });
    expect((await like(review.id, admin.auth)).status).toBe(403);
    expect(await storedState(review.id)).toEqual({ likesCount: 0, rows: 0 });
  });

  it('answers 404 for reviews that are not public, and for unknown ones', async () => {
    for (const status of ['PENDING', 'REJECTED'] as const) {
      const review = await makeReview(t, { userId: renter.id, propertyId, status });
      const res = await like(review.id, renter.auth);
      expect(res.status).toBe(404);
      expect((await readJson(res)).message).toBe('Could not find the review. It may have been deleted.');
      expect(await storedState(review.id)).toEqual({ likesCount: 0, rows: 0 });
    }
    const hidden = await makeProperty(t, { isActive: false });
    const onHidden = await makeReview(t, { userId: renter.id, propertyId: hidden.id });
    expect((await like(onHidden.id, renter.auth)).status).toBe(404);
    expect((await like('00000000-0000-4000-8000-000000000000', renter.auth)).status).toBe(404);
    expect((await like('nope', renter.auth)).status).toBe(400);
  });

  it('stays exact under 50 parallel toggles from 50 distinct users, and back to 0', async () => {
    const review = await makeReview(t, { userId: renter.id, propertyId });
    const users = await Promise.all(Array.from({ length: 50 }, () => makeUser(t)));

    const likes = await Promise.all(users.map((u) => like(review.id, u.auth)));
    expect(likes.map((r) => r.status)).toEqual(Array(50).fill(200));
    const answers = await Promise.all(likes.map(async (r) => (await readJson<'/reviews/{id}/like'>(r)).data));
    expect(answers.every((a) => a.liked === true)).toBe(true);
    // Each toggle saw a distinct count: they were serialised, not lost.
    expect(new Set(answers.map((a) => a.likesCount)).size).toBe(50);
    expect(await storedState(review.id)).toEqual({ likesCount: 50, rows: 50 });

    const unlikes = await Promise.all(users.map((u) => like(review.id, u.auth)));
    expect(unlikes.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(await storedState(review.id)).toEqual({ likesCount: 0, rows: 0 });
  });

  it('stays exact when the same user double-clicks in parallel', async () => {
    const review = await makeReview(t, { userId: renter.id, propertyId });
    const results = await Promise.all(Array.from({ length: 6 }, () => like(review.id, renter.auth)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    // An even number of toggles ends where it started.
    expect(await storedState(review.id)).toEqual({ likesCount: 0, rows: 0 });
  });

  it('shows in likesCount and likedByUser of the lists', async () => {
    const review = await makeReview(t, { userId: renter.id, propertyId });
    await like(review.id, renter.auth);
    const res = await t.app.request(`/api/v1/reviews/property/${propertyId}?pageSize=100`, { headers: renter.auth });
    const listed = (await readJson<'/reviews/property/{propertyId}'>(res)).data.reviews.find((r) => r.id === review.id);
    expect(listed).toMatchObject({ likesCount: 1, likedByUser: true });
  });
});
