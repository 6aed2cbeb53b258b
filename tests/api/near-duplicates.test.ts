import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewDuplicateFlags, reviews } from '../../src/server/db/schema';
import { NEAR_DUPLICATE_SIMILARITY } from '../../src/server/services/near-duplicates';
import { createTestContext, type TestContext } from '../support/test-app';
import { type TestUser, makeProperty, makeReview, makeUser } from './reviews-fixtures';
import { EDIT_PARTS, REVIEW_PARTS, reviewForm, send } from './review-write-fixtures';

let t: TestContext;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  admin = await makeUser(t, { role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
});

const ORIGINAL = {
  title: 'Leaky taps and a slow landlord',
  body:
    'The flat is a short walk from Tampines MRT and the hawker centre downstairs is excellent. ' +
    'Mr Tan took three weeks to fix the leaking kitchen tap even after several reminders. ' +
    'We paid a deposit of 2400 dollars and only got part of it back after a long argument.',
};
// The same review lightly edited: another name, another number, one sentence reordered.
const NEAR_COPY = {
  title: 'Leaky taps and a slow landlord!',
  body:
    'The flat is a short walk from Tampines MRT and the hawker centre downstairs is excellent. ' +
    'We paid a deposit of 2600 dollars and only got part of it back after a long argument. ' +
    'Mrs Lim took three weeks to fix the leaking kitchen tap even after several reminders.',
};
// Same property, same subject matter, written by someone else.
const DIFFERENT = {
  title: 'Quiet and bright, fair deposit',
  body:
    'Our unit faced away from the road so nights were quiet. The landlord replaced the mattress ' +
    'before we moved in and returned the whole deposit within a week of handing back the keys.',
};

async function publish(user: TestUser, propertyId: string, text: { title: string; body: string }) {
  const res = await send(t, 'POST', `/reviews/property/${propertyId}`, {
    user,
    body: reviewForm({ ...REVIEW_PARTS, ...text }),
  });
  expect(res.status).toBe(201);
  return res;
}

async function flagsOf(reviewId: string) {
  return t.deps.db.select().from(reviewDuplicateFlags).where(eq(reviewDuplicateFlags.reviewId, reviewId));
}

async function adminRow(reviewId: string) {
  const res = await send(t, 'GET', `/admin/admin-get-all-reviews?search=${encodeURIComponent('')}&pageSize=100`, {
    user: admin,
  });
  expect(res.status).toBe(200);
  return (res.body.data.reviews as { id: string; possibleCopies: Record<string, unknown>[] }[]).find(
    (r) => r.id === reviewId,
  )!;
}

describe('copy-paste flag', () => {
  it('flags a near-copy of another review of the same property, and shows both texts to admins', async () => {
    const property = await makeProperty(t);
    const first = await makeUser(t);
    const second = await makeUser(t, { firstName: 'Copy', lastName: 'Cat' });
    const original = await makeReview(t, { userId: first.id, propertyId: property.id, ...ORIGINAL });
    const copy = await publish(second, property.id, NEAR_COPY);

    const flags = await flagsOf(copy.body.data.id);
    expect(flags).toHaveLength(1);
    expect(flags[0]!.matchedReviewId).toBe(original.id);
    expect(flags[0]!.similarity).toBeGreaterThanOrEqual(NEAR_DUPLICATE_SIMILARITY);

    const row = await adminRow(copy.body.data.id);
    expect(row.possibleCopies).toEqual([
      expect.objectContaining({
        reviewId: original.id,
        title: ORIGINAL.title,
        body: ORIGINAL.body,
        sameProperty: true,
        sameAuthor: false,
        authorName: `${first.firstName} ${first.lastName}`,
      }),
    ]);
    // The original is not the copy: it carries no flag of its own.
    expect((await adminRow(original.id)).possibleCopies).toEqual([]);
  });

  it('flags a near-copy of the same author’s review of another property', async () => {
    const author = await makeUser(t);
    const [a, b] = [await makeProperty(t), await makeProperty(t)];
    const original = await makeReview(t, { userId: author.id, propertyId: a.id, ...ORIGINAL });
    const copy = await publish(author, b.id, NEAR_COPY);
    const row = await adminRow(copy.body.data.id);
    expect(row.possibleCopies).toEqual([
      expect.objectContaining({ reviewId: original.id, sameAuthor: true, sameProperty: false }),
    ]);
  });

  it('does not flag a different review of the same property, nor a copy of another author on another property', async () => {
    const property = await makeProperty(t);
    await makeReview(t, { userId: (await makeUser(t)).id, propertyId: property.id, ...ORIGINAL });
    const different = await publish(await makeUser(t), property.id, DIFFERENT);
    expect(await flagsOf(different.body.data.id)).toEqual([]);

    // Near-identical text, but neither the property nor the author is shared: outside the comparison.
    const elsewhere = await publish(await makeUser(t), (await makeProperty(t)).id, NEAR_COPY);
    expect(await flagsOf(elsewhere.body.data.id)).toEqual([]);
  });

  it('tells the author nothing different: the same answer shape with or without a flag', async () => {
    const property = await makeProperty(t);
    await makeReview(t, { userId: (await makeUser(t)).id, propertyId: property.id, ...ORIGINAL });
    const flagged = await publish(await makeUser(t), property.id, NEAR_COPY);
    const clean = await publish(await makeUser(t), property.id, DIFFERENT);
    expect(await flagsOf(flagged.body.data.id)).toHaveLength(1);
    expect(flagged.body.message).toBe(clean.body.message);
    expect(Object.keys(flagged.body.data).sort()).toEqual(Object.keys(clean.body.data).sort());
    expect(JSON.stringify(flagged.body)).not.toMatch(/cop(y|ies)|duplicate|similar/i);
  });

  it('an edit into different text clears the flag; an edit into a copy sets it', async () => {
    const property = await makeProperty(t);
    await makeReview(t, { userId: (await makeUser(t)).id, propertyId: property.id, ...ORIGINAL });
    const author = await makeUser(t);
    const mine = await makeReview(t, { userId: author.id, propertyId: property.id, ...NEAR_COPY });
    // Reviews made by the fixture skip the write path: flag it as a publish would have.
    await t.deps.db.transaction((tx) =>
      import('../../src/server/services/near-duplicates').then((m) => m.flagNearDuplicates(tx, mine.id)),
    );
    expect(await flagsOf(mine.id)).toHaveLength(1);

    const edited = await send(t, 'PUT', `/reviews/${mine.id}`, {
      user: author,
      body: reviewForm({ ...EDIT_PARTS, ...DIFFERENT }),
    });
    expect(edited.status).toBe(200);
    expect(await flagsOf(mine.id)).toEqual([]);

    await t.deps.db.update(reviews).set({ status: 'APPROVED' }).where(eq(reviews.id, mine.id));
    const back = await send(t, 'PUT', `/reviews/${mine.id}`, {
      user: author,
      body: reviewForm({ ...EDIT_PARTS, ...NEAR_COPY }),
    });
    expect(back.status).toBe(200);
    expect(await flagsOf(mine.id)).toHaveLength(1);
  });

  it('a flag goes with either review when it is deleted', async () => {
    const property = await makeProperty(t);
    const original = await makeReview(t, { userId: (await makeUser(t)).id, propertyId: property.id, ...ORIGINAL });
    const copy = await publish(await makeUser(t), property.id, NEAR_COPY);
    expect(await flagsOf(copy.body.data.id)).toHaveLength(1);
    await t.deps.db.delete(reviews).where(eq(reviews.id, original.id));
    expect(await flagsOf(copy.body.data.id)).toEqual([]);
  });

  it('compares with a bounded number of candidates however busy the property is', async () => {
    const property = await makeProperty(t);
    const author = await makeUser(t);
    // The original is older than the 100 newest reviews of the property: outside the comparison.
    await makeReview(t, {
      userId: (await makeUser(t)).id,
      propertyId: property.id,
      ...ORIGINAL,
      createdAt: new Date('2020-01-01'),
    });
    await t.deps.db.execute(sql`
      INSERT INTO reviews (user_id, property_id, status, title, body, overall_rating)
      SELECT ${author.id}::uuid, ${property.id}::uuid, 'APPROVED', 'Filler ' || g, 'Nothing alike ' || md5(g::text), 3
      FROM generate_series(1, 120) g`);
    const copy = await publish(await makeUser(t), property.id, NEAR_COPY);
    expect(await flagsOf(copy.body.data.id)).toEqual([]);
  });
});
