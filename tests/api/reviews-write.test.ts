import { existsSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_FORM_MESSAGES as M } from '../../src/shared/review-form-text';
import { properties, reviews } from '../../src/server/db/schema';
import { createTestContext, type TestContext } from '../support/test-app';
import { type TestUser, makeProperty, makeReview, makeUser, minutesAgo } from './reviews-fixtures';
import { EDIT_PARTS, REVIEW_PARTS, fileOf, jpeg, reviewForm, send, storedFiles } from './review-write-fixtures';

let t: TestContext;
let renter: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  renter = await makeUser(t);
});
afterAll(async () => {
  await t.close();
});

const reviewCount = async () => (await t.deps.db.select({ n: count() }).from(reviews))[0]!.n;
const propertyRow = async (id: string) => (await t.deps.db.select().from(properties).where(eq(properties.id, id)))[0]!;

describe('POST /reviews/property/{propertyId}', () => {
  it('creates a PENDING review with its photos and answers the my-reviews shape', async () => {
    const property = await makeProperty(t);
    const res = await send(t, 'POST', `/reviews/property/${property.id}`, {
      user: renter,
      body: reviewForm(REVIEW_PARTS, [
        { bytes: await jpeg('#123'), name: 'a.jpg' },
        { bytes: await jpeg('#456'), name: 'b.jpg' },
      ]),
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(M.submitted);
    const review = res.body.data;
    expect(review).toMatchObject({
      status: 'PENDING',
      title: REVIEW_PARTS.title,
      overallRating: 4,
      stayedWith: 'PARTNER',
      stayStartDate: '2023-02-01',
      stayEndDate: '2024-08-01',
      cleanlinessRating: 4,
      repairsDone: 'PROMPT_AND_EFFECTIVE',
      unitNumber: '12-03',
      towerOrBlock: 'Tower 2',
      ownerName: 'K. Lim',
      ownerId: null,
      isAnonymous: false,
      userId: renter.id,
      property: { id: property.id, slug: property.slug, name: property.name, address: property.address },
    });
    expect(review.images).toHaveLength(2);
    for (const image of review.images) {
      expect(image.id).toEqual(expect.any(String));
      expect(image.imageUrl).toMatch(/^\/uploads\/reviews\/.+\.webp$/);
      expect(image.thumbUrl).toMatch(/-480\.webp$/);
      expect(existsSync(fileOf(t, image.imageUrl))).toBe(true);
      expect(existsSync(fileOf(t, image.thumbUrl))).toBe(true);
    }
    // A PENDING review does not count in the property's rating.
    expect((await propertyRow(property.id)).reviewCount).toBe(0);

    const mine = await send(t, 'GET', '/reviews/my-reviews', { user: renter });
    expect(mine.body.data.reviews.find((r: { id: string }) => r.id === review.id)).toEqual(review);
  });

  it('ignores property fields sent along: the property is the one in the path', async () => {
    const property = await makeProperty(t);
    const res = await send(t, 'POST', `/reviews/property/${property.id}`, {
      user: renter,
      body: reviewForm({ ...REVIEW_PARTS, apartmentName: 'Somewhere Else', pincode: '999999' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.data.property.id).toBe(property.id);
  });

  it('404 for an unknown or inactive property, and nothing is stored', async () => {
    const inactive = await makeProperty(t, { isActive: false });
    const before = await reviewCount();
    const filesBefore = storedFiles(t);
    for (const id of [inactive.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await send(t, 'POST', `/reviews/property/${id}`, {
        user: renter,
        body: reviewForm(REVIEW_PARTS, [{ bytes: await jpeg(), name: 'a.jpg' }]),
      });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Property not found.');
    }
    expect(await reviewCount()).toBe(before);
    expect(storedFiles(t)).toEqual(filesBefore);
  });

  it('only verified renters publish: 401 without a token, 403 for an admin or an unverified account', async () => {
    const property = await makeProperty(t);
    const path = `/reviews/property/${property.id}`;
    expect((await send(t, 'POST', path, { body: reviewForm(REVIEW_PARTS) })).status).toBe(401);
    const admin = await makeUser(t, { role: 'ADMIN' });
    expect((await send(t, 'POST', path, { user: admin, body: reviewForm(REVIEW_PARTS) })).status).toBe(403);
    const unverified = await makeUser(t, { verified: false });
    expect((await send(t, 'POST', path, { user: unverified, body: reviewForm(REVIEW_PARTS) })).status).toBe(403);
  });
});

describe('POST /reviews/create-anonymoous-review-property', () => {
  const path = '/reviews/create-anonymoous-review-property';

  it('creates the property once and reuses it for the same place (case, spaces, punctuation ignored)', async () => {
    const parts = { ...REVIEW_PARTS, apartmentName: 'The Sail @ Marina Bay', pincode: '018987', isAnonymous: 'true' };
    const first = await send(t, 'POST', path, { user: renter, body: reviewForm({ ...parts, userId: 'ignored' }) });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ status: 'PENDING', isAnonymous: true, userId: renter.id });
    const created = await propertyRow(first.body.data.property.id);
    expect(created).toMatchObject({ name: 'The Sail @ Marina Bay', pincode: '018987', country: 'Singapore' });
    expect(created.createdBy).toBe(renter.id);

    const second = await send(t, 'POST', path, {
      user: renter,
      body: reviewForm({ ...parts, apartmentName: 'the sail marina-bay', title: 'Second stay' }),
    });
    expect(second.status).toBe(201);
    expect(second.body.data.property.id).toBe(created.id);
  });

  it('concurrent first reviews of a new place create exactly one property', async () => {
    const parts = { ...REVIEW_PARTS, apartmentName: 'Parallel Towers', pincode: '555111' };
    const others = await Promise.all([makeUser(t), makeUser(t), makeUser(t)]);
    const answers = await Promise.all(others.map((user) => send(t, 'POST', path, { user, body: reviewForm(parts) })));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.data.property.id)).size).toBe(1);
    const rows = await t.deps.db.select().from(properties).where(eq(properties.pincode, '555111'));
    expect(rows).toHaveLength(1);
  });

  describe('every validation message of the form (400, errors on the path, nothing stored)', () => {
    const long = (n: number) => 'x'.repeat(n);
    const cases: [string, Record<string, string | undefined>, string, string][] = [
      ['overall rating missing', { overallRating: undefined }, 'overallRating', M.overallRatingRequired],
      ['overall rating 0', { overallRating: '0' }, 'overallRating', M.overallRatingRequired],
      ['overall rating 6', { overallRating: '6' }, 'overallRating', M.overallRatingRequired],
      ['property type', { propertyType: 'CASTLE' }, 'propertyType', M.propertyTypeRequired],
      ['stayed with', { stayedWith: '' }, 'stayedWith', M.stayedWithRequired],
      ['start date', { stayStartDate: '' }, 'stayStartDate', M.stayStartRequired],
      ['end date', { stayEndDate: '2024-13' }, 'stayEndDate', M.stayEndRequired],
      ['end before start', { stayStartDate: '2024-05', stayEndDate: '2024-04' }, 'stayEndDate', M.stayEndBeforeStart],
      ['responsiveness', { responsivenessRating: '' }, 'responsivenessRating', M.ratingRequired],
      ['deposit fairness', { depositFairnessRating: '0' }, 'depositFairnessRating', M.ratingRequired],
      ['agent honesty', { agentHonestyRating: 'x' }, 'agentHonestyRating', M.ratingRequired],
      ['helpfulness', { agentHelpfulnessRating: '2.5' }, 'agentHelpfulnessRating', M.ratingRequired],
      ['professionalism', { agentProfessionalismRating: '' }, 'agentProfessionalismRating', M.ratingRequired],
      ['condition', { conditionOnMoveInRating: '' }, 'conditionOnMoveInRating', M.ratingRequired],
      ['cleanliness', { cleanlinessRating: '' }, 'cleanlinessRating', M.ratingRequired],
      ['privacy', { privacyRating: 'MAYBE' }, 'privacyRating', M.selectionRequired],
      ['noise', { noiseLevel: '' }, 'noiseLevel', M.selectionRequired],
      ['pests', { pestIssue: '' }, 'pestIssue', M.selectionRequired],
      ['repairs', { repairsDone: '' }, 'repairsDone', M.selectionRequired],
      ['apartment name missing', { apartmentName: '  ' }, 'apartmentName', M.apartmentNameRequired],
      ['apartment name long', { apartmentName: long(51) }, 'apartmentName', M.apartmentNameMax],
      ['unit number long', { unitNumber: long(26) }, 'unitNumber', M.unitNumberMax],
      ['unit number format', { unitNumber: '12/03' }, 'unitNumber', M.unitNumberFormat],
      ['tower long', { towerOrBlock: long(31) }, 'towerOrBlock', M.towerOrBlockMax],
      ['street missing', { streetName: '' }, 'streetName', M.streetNameRequired],
      ['street long', { streetName: long(61) }, 'streetName', M.streetNameMax],
      ['pincode missing', { pincode: '' }, 'pincode', M.pincodeRequired],
      ['pincode short', { pincode: '12345' }, 'pincode', M.pincodeLength],
      ['country', { country: 'France' }, 'country', M.countryRequired],
      ['owner name', { ownerName: long(31) }, 'ownerName', M.ownerNameMax],
      ['owner id', { ownerId: long(16) }, 'ownerId', M.ownerIdMax],
      ['agent name', { agentName: long(31) }, 'agentName', M.agentNameMax],
      ['agent id', { agentId: long(16) }, 'agentId', M.agentIdMax],
      ['title missing', { title: '' }, 'title', M.titleRequired],
      ['title long', { title: long(51) }, 'title', M.titleMax],
      ['body missing', { body: ' ' }, 'body', M.bodyRequired],
      ['body long', { body: long(1501) }, 'body', M.bodyMax],
    ];

    it.each(cases)('%s', async (_name, change, path, message) => {
      const before = await reviewCount();
      // An undefined value leaves the part out altogether.
      const parts = Object.fromEntries(
        Object.entries({ ...REVIEW_PARTS, ...change }).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
      const res = await send(t, 'POST', '/reviews/create-anonymoous-review-property', {
        user: renter,
        body: reviewForm(parts),
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({ path, message });
      expect(await reviewCount()).toBe(before);
    });
  });
});

describe('GET /reviews/my-reviews and /reviews/user/{userId}/stats', () => {
  it('lists every status of mine, newest first, anonymous ones included; stats count them', async () => {
    const author = await makeUser(t);
    const other = await makeUser(t);
    const property = await makeProperty(t);
    const old = await makeReview(t, { userId: author.id, propertyId: property.id, createdAt: minutesAgo(30) });
    const rejected = await makeReview(t, {
      userId: author.id,
      propertyId: property.id,
      status: 'REJECTED',
      createdAt: minutesAgo(20),
    });
    const anonymous = await makeReview(t, {
      userId: author.id,
      propertyId: property.id,
      status: 'PENDING',
      isAnonymous: true,
      createdAt: minutesAgo(10),
      images: 2,
    });
    await makeReview(t, { userId: other.id, propertyId: property.id });
    await t.deps.db.update(reviews).set({ likesCount: 3 }).where(eq(reviews.id, old.id));
    await t.deps.db.update(reviews).set({ likesCount: 2 }).where(eq(reviews.id, anonymous.id));

    const res = await send(t, 'GET', '/reviews/my-reviews', { user: author });
    expect(res.status).toBe(200);
    expect(res.body.data.summary).toEqual({ totalReviews: 3 });
    expect(res.body.data.reviews.map((r: { id: string }) => r.id)).toEqual([anonymous.id, rejected.id, old.id]);
    expect(res.body.data.reviews[0]).toMatchObject({ isAnonymous: true, status: 'PENDING', userId: author.id });
    expect(res.body.data.reviews[0].images).toHaveLength(2);

    const stats = await send(t, 'GET', `/reviews/user/${author.id}/stats`, { user: author });
    expect(stats.status).toBe(200);
    expect(stats.body.data).toEqual({
      totalReviews: 3,
      totalLikes: 5,
      statusCounts: { PENDING: 1, APPROVED: 1, REJECTED: 1 },
    });
  });

  it('401 without a token', async () => {
    expect((await send(t, 'GET', '/reviews/my-reviews')).status).toBe(401);
    expect((await send(t, 'GET', `/reviews/user/${renter.id}/stats`)).status).toBe(401);
  });
});

describe('PUT /reviews/{id}', () => {
  it('an edit of an APPROVED review returns it to PENDING and moves the aggregates exactly', async () => {
    const author = await makeUser(t);
    const property = await makeProperty(t);
    const mine = await makeReview(t, { userId: author.id, propertyId: property.id, rating: 5 });
    await makeReview(t, { userId: renter.id, propertyId: property.id, rating: 2 });
    expect(await propertyRow(property.id)).toMatchObject({
      reviewCount: 2,
      ratingSum: 7,
      overallRating: 3.5,
      rating5Count: 1,
      rating2Count: 1,
    });

    const res = await send(t, 'PUT', `/reviews/${mine.id}`, {
      user: author,
      body: reviewForm({ ...EDIT_PARTS, title: 'Edited after a year', overallRating: '3' }, [
        { bytes: await jpeg('#789'), name: 'new.jpg' },
      ]),
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.updated);
    expect(res.body.data).toMatchObject({
      id: mine.id,
      status: 'PENDING',
      title: 'Edited after a year',
      overallRating: 3,
    });
    expect(res.body.data.images).toHaveLength(1);
    // Only the other APPROVED review (2 stars) still counts.
    expect(await propertyRow(property.id)).toMatchObject({
      reviewCount: 1,
      ratingSum: 2,
      overallRating: 2,
      rating5Count: 0,
      rating3Count: 0,
      rating2Count: 1,
    });
  });

  it('refuses the locked fields by name (400 on their paths) and changes nothing', async () => {
    const property = await makeProperty(t);
    const mine = await makeReview(t, { userId: renter.id, propertyId: property.id });
    const res = await send(t, 'PUT', `/reviews/${mine.id}`, {
      user: renter,
      body: reviewForm({ ...EDIT_PARTS, pincode: '111111', propertyType: 'HDB' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'pincode', message: M.lockedField },
        { path: 'propertyType', message: M.lockedField },
      ]),
    );
    for (const field of ['apartmentName', 'streetName', 'country']) {
      const one = await send(t, 'PUT', `/reviews/${mine.id}`, {
        user: renter,
        body: reviewForm({ ...EDIT_PARTS, [field]: 'x' }),
      });
      expect(one.body.errors).toEqual([{ path: field, message: M.lockedField }]);
    }
    const [row] = await t.deps.db.select().from(reviews).where(eq(reviews.id, mine.id));
    expect(row!.status).toBe('APPROVED');
  });

  it('validates with the edit schema, and only APPROVED reviews can be edited (409)', async () => {
    const property = await makeProperty(t);
    const approved = await makeReview(t, { userId: renter.id, propertyId: property.id });
    const invalid = await send(t, 'PUT', `/reviews/${approved.id}`, {
      user: renter,
      body: reviewForm({ ...EDIT_PARTS, title: '' }),
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual([{ path: 'title', message: M.titleRequired }]);

    for (const status of ['PENDING', 'REJECTED'] as const) {
      const review = await makeReview(t, { userId: renter.id, propertyId: property.id, status });
      const res = await send(t, 'PUT', `/reviews/${review.id}`, { user: renter, body: reviewForm(EDIT_PARTS) });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(M.onlyApprovedEditable);
      const del = await send(t, 'DELETE', `/reviews/${review.id}`, { user: renter });
      expect(del.status).toBe(409);
    }
  });

  it('caps the photos of a review at 10 in all, storing nothing when over', async () => {
    const property = await makeProperty(t);
    const review = await makeReview(t, { userId: renter.id, propertyId: property.id, images: 9 });
    const filesBefore = storedFiles(t);
    const photo = { bytes: await jpeg(), name: 'p.jpg' };
    const over = await send(t, 'PUT', `/reviews/${review.id}`, {
      user: renter,
      body: reviewForm(EDIT_PARTS, [photo, photo]),
    });
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual([{ path: 'images', message: M.imagesMax }]);
    expect(storedFiles(t)).toEqual(filesBefore);
    const fits = await send(t, 'PUT', `/reviews/${review.id}`, { user: renter, body: reviewForm(EDIT_PARTS, [photo]) });
    expect(fits.status).toBe(200);
    expect(fits.body.data.images).toHaveLength(10);
  });
});
