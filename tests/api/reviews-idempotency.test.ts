import { and, count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_FORM_MESSAGES as M } from '../../src/shared/review-form-text';
import { idempotencyKeys, reviews } from '../../src/server/db/schema';
import { createTestContext, type TestContext } from '../support/test-app';
import { type TestUser, makeProperty, makeUser } from './reviews-fixtures';
import { REVIEW_PARTS, type Photo, encodeForm, jpeg, reviewForm, send, storedFiles } from './review-write-fixtures';

let t: TestContext;
let renter: TestUser;
let photos: Photo[];

beforeAll(async () => {
  t = await createTestContext();
  renter = await makeUser(t);
  photos = [
    { bytes: await jpeg('#a11'), name: 'one.jpg' },
    { bytes: await jpeg('#1a1'), name: 'two.jpg' },
  ];
});
afterAll(async () => {
  await t.close();
});

const keyState = async (userId: string, key: string) =>
  (
    await t.deps.db
      .select({ state: idempotencyKeys.state })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
  )[0]?.state;

let keyCounter = 0;
const freshKey = () => `draft-${Date.now().toString(36)}-${keyCounter++}`;

const reviewsOf = async (userId: string) =>
  (await t.deps.db.select({ n: count() }).from(reviews).where(eq(reviews.userId, userId)))[0]!.n;

async function publish(
  user: TestUser,
  key: string | undefined,
  parts: Record<string, string> = REVIEW_PARTS,
  images: Photo[] = photos,
) {
  return send(t, 'POST', '/reviews/create-anonymoous-review-property', {
    user,
    body: reviewForm(parts, images),
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
  });
}

describe('Idempotency-Key on publish', () => {
  it('the same key and payload, sent twice with different multipart boundaries, gives the identical first answer', async () => {
    const user = await makeUser(t);
    const key = freshKey();
    const sends = [
      await encodeForm(reviewForm(REVIEW_PARTS, photos)),
      await encodeForm(reviewForm(REVIEW_PARTS, photos)),
    ];
    expect(sends[0]!.contentType).not.toBe(sends[1]!.contentType);
    const answers = [];
    for (const [i, wire] of sends.entries()) {
      answers.push(
        await send(t, 'POST', '/reviews/create-anonymoous-review-property', {
          user,
          body: wire.bytes,
          // The second send uses the draft's structured-field form of the key.
          headers: { 'content-type': wire.contentType, 'Idempotency-Key': i === 0 ? key : `"${key}"` },
        }),
      );
    }
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(answers[1]!.text).toBe(answers[0]!.text);
    expect(answers[1]!.headers.get('idempotent-replayed')).toBe('true');
    expect(answers[0]!.body.data.images).toHaveLength(2);
    expect(await reviewsOf(user.id)).toBe(1);
  });

  it('the same key with another payload is a 422 and creates nothing', async () => {
    const user = await makeUser(t);
    const key = freshKey();
    expect((await publish(user, key)).status).toBe(201);
    const changedTitle = await publish(user, key, { ...REVIEW_PARTS, title: 'A different heading' });
    expect(changedTitle.status).toBe(422);
    expect(changedTitle.body.message).toBe(M.idempotencyKeyReused);
    const changedPhoto = await publish(user, key, REVIEW_PARTS, [photos[1]!, photos[0]!]);
    expect(changedPhoto.status).toBe(422);
    expect(await reviewsOf(user.id)).toBe(1);
  });

  it('two concurrent sends of one key: one 201, one 409 with Retry-After, one review', async () => {
    const user = await makeUser(t);
    const key = freshKey();
    // Large noisy photos keep the first request busy re-encoding for a while after it claimed the key.
    const heavy = await Promise.all(
      [1, 2].map(async (seed) => ({
        bytes: await sharp({
          create: {
            width: 1600,
            height: 1200,
            channels: 3,
            background: '#888',
            noise: { type: 'gaussian', mean: 100 + seed, sigma: 40 },
          },
        })
          .jpeg()
          .toBuffer(),
        name: `${seed}.jpg`,
      })),
    );
    const first = publish(user, key, REVIEW_PARTS, heavy);
    // Send the second once the first holds the key, so they overlap on every machine and database.
    await expect
      .poll(async () => (await keyState(user.id, key)) ?? 'none', { timeout: 20_000, interval: 5 })
      .not.toBe('none');
    const second = await publish(user, key, REVIEW_PARTS, heavy);
    const answers = [await first, second];
    expect(answers.map((a) => a.status)).toEqual([201, 409]);
    expect(second.body.message).toBe(M.idempotencyInFlight);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await reviewsOf(user.id)).toBe(1);
    // Once the first is done, a retry gets its answer.
    const retry = await publish(user, key, REVIEW_PARTS, heavy);
    expect(retry.text).toBe(answers[0]!.text);
  }, 90_000);

  it('is scoped to the user: another renter with the same key gets a review of their own', async () => {
    const [a, b] = await Promise.all([makeUser(t), makeUser(t)]);
    const key = freshKey();
    const first = await publish(a, key);
    const second = await publish(b, key);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.data.id).not.toBe(first.body.data.id);
    expect(second.body.data.userId).toBe(b.id);
  });

  it('without a key nothing is deduplicated', async () => {
    const user = await makeUser(t);
    expect((await publish(user, undefined)).status).toBe(201);
    expect((await publish(user, undefined)).status).toBe(201);
    expect(await reviewsOf(user.id)).toBe(2);
  });

  it('refuses a malformed key', async () => {
    for (const key of ['', 'x'.repeat(101), 'has space']) {
      const res = await publish(renter, key);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(M.idempotencyKeyInvalid);
    }
  });

  it('a failed request is not stored: a corrected retry with the same key publishes', async () => {
    const user = await makeUser(t);
    const key = freshKey();
    const invalid = await publish(user, key, { ...REVIEW_PARTS, title: '' });
    expect(invalid.status).toBe(400);
    const fixed = await publish(user, key);
    expect(fixed.status).toBe(201);
    expect(await reviewsOf(user.id)).toBe(1);
  });

  it('keeps a key for 24 hours; after expiry the key is free again', async () => {
    const user = await makeUser(t);
    const key = freshKey();
    const first = await publish(user, key);
    const [row] = await t.deps.db
      .select({ hours: sql<number>`extract(epoch from (${idempotencyKeys.expiresAt} - now())) / 3600` })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key)));
    expect(Number(row!.hours)).toBeGreaterThan(23.9);

    await t.deps.db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.userId, user.id));
    const later = await publish(user, key);
    expect(later.status).toBe(201);
    expect(later.body.data.id).not.toBe(first.body.data.id);
  });

  it('a claim left IN_FLIGHT by a request that died is taken over after its lease', async () => {
    const user = await makeUser(t);
    const key = freshKey();
    await t.deps.db.insert(idempotencyKeys).values({
      userId: user.id,
      key,
      fingerprint: 'whatever the dead request sent',
      state: 'IN_FLIGHT',
      lockedAt: new Date(Date.now() - 10 * 60_000),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const res = await publish(user, key);
    expect(res.status).toBe(201);
    expect(await reviewsOf(user.id)).toBe(1);
  });

  it('a known-property publish dedupes the same way', async () => {
    const user = await makeUser(t);
    const property = await makeProperty(t);
    const key = freshKey();
    const path = `/reviews/property/${property.id}`;
    const headers = { 'Idempotency-Key': key };
    const first = await send(t, 'POST', path, { user, body: reviewForm(REVIEW_PARTS, photos), headers });
    const filesAfterFirst = storedFiles(t);
    const second = await send(t, 'POST', path, { user, body: reviewForm(REVIEW_PARTS, photos), headers });
    expect(second.text).toBe(first.text);
    // The replay stores no second set of files.
    expect(storedFiles(t)).toEqual(filesAfterFirst);
    const other = await makeProperty(t);
    const elsewhere = await send(t, 'POST', `/reviews/property/${other.id}`, {
      user,
      body: reviewForm(REVIEW_PARTS, photos),
      headers,
    });
    expect(elsewhere.status).toBe(422);
  });
});
