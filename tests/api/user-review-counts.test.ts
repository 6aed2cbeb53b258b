import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews, users } from '../../src/server/db/schema';
import { listReviews } from '../../src/server/services/admin-reviews';
import { createTestContext, type TestContext } from '../support/test-app';
import { type TestUser, makeProperty, makeReview, makeUser } from './reviews-fixtures';

/**
 * Each user's count of reviews written, and of anonymous ones (migration 0031, decision 048), kept by
 * triggers on reviews: a review search through its authors' names takes a floor of its total from them,
 * so a count that drifted would cap a total that is not past the cap.
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

const counts = async (userId: string) =>
  (
    await t.deps.db
      .select({ written: users.reviewsWritten, anonymous: users.anonymousReviewsWritten })
      .from(users)
      .where(eq(users.id, userId))
  )[0];

describe("a user's counts of reviews written", () => {
  it('follow inserts (one or many at once), deletes, a change of anonymity and of author', async () => {
    const [a, b] = [await makeUser(t), await makeUser(t)];
    const propertyId = (await makeProperty(t)).id;
    const first = await makeReview(t, { userId: a.id, propertyId, isAnonymous: true });
    await makeReview(t, { userId: a.id, propertyId, status: 'PENDING' });
    expect(await counts(a.id)).toEqual({ written: 2, anonymous: 1 });
    // One statement for both authors.
    const row = (userId: string, isAnonymous: boolean) => ({
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
    await t.deps.db.insert(reviews).values([row(a.id, true), row(b.id, true), row(b.id, false)]);
    expect(await counts(a.id)).toEqual({ written: 3, anonymous: 2 });
    expect(await counts(b.id)).toEqual({ written: 2, anonymous: 1 });
    await t.deps.db.update(reviews).set({ isAnonymous: false }).where(eq(reviews.id, first.id));
    expect(await counts(a.id)).toEqual({ written: 3, anonymous: 1 });
    await t.deps.db.update(reviews).set({ userId: b.id }).where(eq(reviews.id, first.id));
    expect(await counts(a.id)).toEqual({ written: 2, anonymous: 1 });
    expect(await counts(b.id)).toEqual({ written: 3, anonymous: 1 });
    const res = await t.app.request(`/api/v1/admin/delete-review/${first.id}`, {
      method: 'DELETE',
      headers: admin.auth,
    });
    expect(res.status).toBe(200);
    expect(await counts(b.id)).toEqual({ written: 2, anonymous: 1 });
    // A status change is not a count's business.
    await t.deps.db.update(reviews).set({ status: 'REJECTED' }).where(eq(reviews.userId, b.id));
    expect(await counts(b.id)).toEqual({ written: 2, anonymous: 1 });
  });

  it("give a search through authors' names a floor that caps only past the cap", async () => {
    const author = await makeUser(t, { firstName: 'Wqen', lastName: 'Harrow' });
    const propertyId = (await makeProperty(t)).id;
    for (let i = 0; i < 4; i++) await makeReview(t, { userId: author.id, propertyId, isAnonymous: i < 3 });
    const pagination = async (anonymousOnly: boolean, cap: number, search = 'wqen') =>
      (
        await listReviews(
          t.deps.db,
          // Three characters or more: one or two are told by the authors' grams (review-author-grams.test.ts).
          { page: 1, pageSize: 10, search, sortBy: 'createdAt', sortOrder: 'desc' },
          { anonymousOnly },
          cap,
        )
      ).pagination;
    expect(await pagination(true, 3)).toMatchObject({ totalItems: 3, totalItemsCapped: false });
    expect(await pagination(true, 2)).toMatchObject({ totalItems: 2, totalItemsCapped: true });
    expect(await pagination(false, 4)).toMatchObject({ totalItems: 4, totalItemsCapped: false });
    expect(await pagination(false, 3)).toMatchObject({ totalItems: 3, totalItemsCapped: true });
    // For a term the names' words cannot answer (a space), the floor is read from the counts before any
    // review is: drifted past the cap (as no write of the server can make it), it alone caps the total.
    // A term they answer has its floor from the reviews under its words (admin_review_name_words).
    await t.deps.db.update(users).set({ anonymousReviewsWritten: 50 }).where(eq(users.id, author.id));
    expect(await pagination(true, 10, 'wqen harrow')).toMatchObject({ totalItems: 10, totalItemsCapped: true });
    expect(await pagination(true, 10)).toMatchObject({ totalItems: 3, totalItemsCapped: false });
  });
});
