import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '../../src/shared/reviews-text';
import { REVIEW_FORM_MESSAGES as M } from '../../src/shared/review-form-text';
import { reviewImages, reviews } from '../../src/server/db/schema';
import { createTestContext, type TestContext } from '../support/test-app';
import { type TestUser, makeProperty, makeReview, makeUser } from './reviews-fixtures';
import { EDIT_PARTS, fileOf, jpeg, reviewForm, send } from './review-write-fixtures';

let t: TestContext;
let renterA: TestUser;
let renterB: TestUser;
let admin: TestUser;
let reviewId: string;
let image: { id: string; imageUrl: string; thumbUrl: string };

beforeAll(async () => {
  t = await createTestContext();
  [renterA, renterB, admin] = await Promise.all([makeUser(t), makeUser(t), makeUser(t, { role: 'ADMIN' })]);
  const property = await makeProperty(t);
  // A's APPROVED review with a real stored photo (added through an edit, then approved again).
  reviewId = (await makeReview(t, { userId: renterA.id, propertyId: property.id })).id;
  const edited = await send(t, 'PUT', `/reviews/${reviewId}`, {
    user: renterA,
    body: reviewForm(EDIT_PARTS, [{ bytes: await jpeg('#5a5'), name: 'a.jpg' }]),
  });
  image = edited.body.data.images[0];
  await t.deps.db.update(reviews).set({ status: 'APPROVED' }).where(eq(reviews.id, reviewId));
});
afterAll(async () => {
  await t.close();
});

async function unchanged() {
  const [row] = await t.deps.db.select().from(reviews).where(eq(reviews.id, reviewId));
  expect(row).toMatchObject({ status: 'APPROVED', title: EDIT_PARTS.title, userId: renterA.id });
  expect(await t.deps.db.select().from(reviewImages).where(eq(reviewImages.id, image.id))).toHaveLength(1);
  expect(existsSync(fileOf(t, image.imageUrl))).toBe(true);
  expect(existsSync(fileOf(t, image.thumbUrl))).toBe(true);
}

describe("renter B and renter A's review", () => {
  it('B cannot read it (404, like a review that does not exist)', async () => {
    const res = await send(t, 'GET', `/reviews/${reviewId}`, { user: renterB });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(REVIEW_MESSAGES.reviewNotFound);
    const missing = await send(t, 'GET', '/reviews/00000000-0000-4000-8000-000000000000', { user: renterB });
    expect(missing.body).toEqual(res.body);
  });

  it('B cannot edit it: 404, nothing changes, no file is stored', async () => {
    const res = await send(t, 'PUT', `/reviews/${reviewId}`, {
      user: renterB,
      body: reviewForm({ ...EDIT_PARTS, title: 'Hijacked' }, [{ bytes: await jpeg('#f00'), name: 'x.jpg' }]),
    });
    expect(res.status).toBe(404);
    await unchanged();
  });

  it('B cannot delete it, nor its photo', async () => {
    const review = await send(t, 'DELETE', `/reviews/${reviewId}`, { user: renterB });
    expect(review.status).toBe(404);
    const photo = await send(t, 'DELETE', `/reviews/review-img/${image.id}`, { user: renterB });
    expect(photo.status).toBe(404);
    expect(photo.body.message).toBe(M.imageNotFound);
    await unchanged();
  });

  it("B sees neither A's review in my-reviews nor A's stats", async () => {
    const mine = await send(t, 'GET', '/reviews/my-reviews', { user: renterB });
    expect(mine.body.data).toEqual({ reviews: [], summary: { totalReviews: 0 } });
    const stats = await send(t, 'GET', `/reviews/user/${renterA.id}/stats`, { user: renterB });
    expect(stats.status).toBe(403);
  });

  it('an admin may read it and see the stats, but writes no reviews', async () => {
    const res = await send(t, 'GET', `/reviews/${reviewId}`, { user: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: reviewId, userId: renterA.id });
    const stats = await send(t, 'GET', `/reviews/user/${renterA.id}/stats`, { user: admin });
    expect(stats.body.data).toMatchObject({ totalReviews: 1, statusCounts: { APPROVED: 1 } });
    const unknown = await send(t, 'GET', '/reviews/user/00000000-0000-4000-8000-000000000000/stats', { user: admin });
    expect(unknown.status).toBe(404);
    const edit = await send(t, 'PUT', `/reviews/${reviewId}`, { user: admin, body: reviewForm(EDIT_PARTS) });
    expect(edit.status).toBe(403);
    await unchanged();
  });

  it('A reads any status of their own review', async () => {
    await t.deps.db.update(reviews).set({ status: 'REJECTED' }).where(eq(reviews.id, reviewId));
    try {
      const res = await send(t, 'GET', `/reviews/${reviewId}`, { user: renterA });
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe('REJECTED');
    } finally {
      await t.deps.db.update(reviews).set({ status: 'APPROVED' }).where(eq(reviews.id, reviewId));
    }
  });

  it('A, and only A, deletes the photo, then the review', async () => {
    const photo = await send(t, 'DELETE', `/reviews/review-img/${image.id}`, { user: renterA });
    expect(photo.status).toBe(200);
    expect(existsSync(fileOf(t, image.imageUrl))).toBe(false);
    const review = await send(t, 'DELETE', `/reviews/${reviewId}`, { user: renterA });
    expect(review.status).toBe(200);
    expect((await send(t, 'GET', `/reviews/${reviewId}`, { user: renterA })).status).toBe(404);
  });
});
