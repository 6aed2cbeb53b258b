import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_FORM_MESSAGES as M } from '../../src/shared/review-form-text';
import { properties, reviews } from '../../src/server/db/schema';
import { refreshPropertyAggregates } from '../../src/server/services/aggregates';
import { createTestContext, type TestContext } from '../support/test-app';
import { type TestUser, makeProperty, makeReview, makeUser } from './reviews-fixtures';
import { EDIT_PARTS, fileOf, jpeg, reviewForm, send } from './review-write-fixtures';

/** A renter deletes their own approved review, or one of its photos (split from reviews-write.test.ts). */

let t: TestContext;
let renter: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  renter = await makeUser(t);
});
afterAll(async () => {
  await t.close();
});

const propertyRow = async (id: string) => (await t.deps.db.select().from(properties).where(eq(properties.id, id)))[0]!;

describe('DELETE /reviews/{id} and /reviews/review-img/{imageId}', () => {
  it('deletes my APPROVED review, its files and its share of the aggregates', async () => {
    const author = await makeUser(t);
    const property = await makeProperty(t);
    await makeReview(t, { userId: renter.id, propertyId: property.id, rating: 4 });
    const mine = await makeReview(t, { userId: author.id, propertyId: property.id, rating: 1 });
    // Give it real files through an edit, then approve it again as a moderator would.
    const edited = await send(t, 'PUT', `/reviews/${mine.id}`, {
      user: author,
      body: reviewForm(EDIT_PARTS, [{ bytes: await jpeg('#abc'), name: 'x.jpg' }]),
    });
    const urls: string[] = edited.body.data.images.flatMap((i: { imageUrl: string; thumbUrl: string }) => [
      i.imageUrl,
      i.thumbUrl,
    ]);
    await t.deps.db.update(reviews).set({ status: 'APPROVED' }).where(eq(reviews.id, mine.id));
    await refreshPropertyAggregates(t.deps.db, property.id);
    expect((await propertyRow(property.id)).reviewCount).toBe(2);

    const res = await send(t, 'DELETE', `/reviews/${mine.id}`, { user: author });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.deleted);
    expect(await t.deps.db.select().from(reviews).where(eq(reviews.id, mine.id))).toHaveLength(0);
    for (const url of urls) expect(existsSync(fileOf(t, url))).toBe(false);
    expect(await propertyRow(property.id)).toMatchObject({ reviewCount: 1, ratingSum: 4, overallRating: 4 });
  });

  it('deletes one photo of my APPROVED review with its files', async () => {
    const property = await makeProperty(t);
    const review = await makeReview(t, { userId: renter.id, propertyId: property.id });
    const edited = await send(t, 'PUT', `/reviews/${review.id}`, {
      user: renter,
      body: reviewForm(EDIT_PARTS, [
        { bytes: await jpeg('#111'), name: '1.jpg' },
        { bytes: await jpeg('#222'), name: '2.jpg' },
      ]),
    });
    await t.deps.db.update(reviews).set({ status: 'APPROVED' }).where(eq(reviews.id, review.id));
    const [gone, stays] = edited.body.data.images;
    const res = await send(t, 'DELETE', `/reviews/review-img/${gone.id}`, { user: renter });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: M.imageDeleted,
      data: { imageId: gone.id, reviewId: review.id },
    });
    expect(existsSync(fileOf(t, gone.imageUrl))).toBe(false);
    expect(existsSync(fileOf(t, gone.thumbUrl))).toBe(false);
    expect(existsSync(fileOf(t, stays.imageUrl))).toBe(true);
    const after = await send(t, 'GET', `/reviews/${review.id}`, { user: renter });
    expect(after.body.data.images.map((i: { id: string }) => i.id)).toEqual([stays.id]);
    expect(after.body.data.status).toBe('APPROVED');

    const again = await send(t, 'DELETE', `/reviews/review-img/${gone.id}`, { user: renter });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(M.imageNotFound);
  });
});
