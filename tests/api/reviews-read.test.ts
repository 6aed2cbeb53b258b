import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewLikes } from '../../src/server/db/schema';
import { type ApiPath, readJson } from '../support/api-client';
import { documentedFields } from '../support/openapi-fields';
import { createTestContext, type TestContext } from '../support/test-app';
import { type TestUser, makeProperty, makeReview, makeUser, minutesAgo } from './reviews-fixtures';

let t: TestContext;
let author: TestUser;
let reader: TestUser;
let condo: Awaited<ReturnType<typeof makeProperty>>;
let hdb: Awaited<ReturnType<typeof makeProperty>>;
let hidden: Awaited<ReturnType<typeof makeProperty>>;
/** Approved condo reviews, newest first. */
const condoReviews: string[] = [];
let hdbReview: string;
let likedReview: string;

beforeAll(async () => {
  t = await createTestContext();
  author = await makeUser(t, { firstName: 'Priya', lastName: 'Nair', profileImageUrl: '/uploads/avatars/priya.webp' });
  reader = await makeUser(t);
  condo = await makeProperty(t, { name: 'Harbour Condo' });
  hdb = await makeProperty(t, { name: 'Block Seven', type: 'HDB' });
  hidden = await makeProperty(t, { name: 'Closed Condo', isActive: false });
  // Eight approved condo reviews, one minute apart: index 0 is the newest.
  for (let i = 0; i < 8; i++) {
    const r = await makeReview(t, {
      userId: author.id,
      propertyId: condo.id,
      createdAt: minutesAgo(10 + i),
      title: `Condo review ${i}`,
      images: i === 0 ? 2 : 0,
    });
    condoReviews.push(r.id);
  }
  hdbReview = (await makeReview(t, { userId: author.id, propertyId: hdb.id, createdAt: minutesAgo(5) })).id;
  // Never public: pending, rejected, or on an inactive property.
  await makeReview(t, { userId: author.id, propertyId: condo.id, status: 'PENDING', createdAt: minutesAgo(1) });
  await makeReview(t, { userId: author.id, propertyId: hdb.id, status: 'REJECTED', createdAt: minutesAgo(1) });
  await makeReview(t, { userId: author.id, propertyId: hidden.id, createdAt: minutesAgo(1) });
  likedReview = condoReviews[1]!;
  await t.deps.db.insert(reviewLikes).values({ reviewId: likedReview, userId: reader.id });
});
afterAll(async () => {
  await t.close();
});

type Review = { id: string; title: string; likedByUser: boolean; property: { id: string }; [k: string]: unknown };

/** A reviews read; answers are typed as a home section's unless `P` names the operation. */
async function get<P extends ApiPath = '/reviews/most-recent-reviews'>(
  path: string,
  headers: Record<string, string> = {},
) {
  const res = await t.app.request(`/api/v1/reviews${path}`, { headers });
  return { status: res.status, body: await readJson<P>(res) };
}

describe('home sections', () => {
  it('most-recent-reviews: 6 public reviews, newest first, with the total', async () => {
    const { status, body } = await get('/most-recent-reviews');
    expect(status).toBe(200);
    const ids = body.data.reviews.map((r: Review) => r.id);
    expect(ids).toEqual([hdbReview, ...condoReviews.slice(0, 5)]);
    expect(body.data.summary).toEqual({ totalReviews: 9 });
  });

  it('takes a limit up to 24', async () => {
    expect((await get('/most-recent-reviews?limit=2')).body.data.reviews).toHaveLength(2);
    expect((await get('/most-recent-reviews?limit=24')).body.data.reviews).toHaveLength(9);
    for (const [q, message] of [
      ['limit=25', 'Limit must be 24 or less'],
      ['limit=0', 'Limit must be 1 or more'],
      ['limit=x', 'Limit must be a whole number'],
    ]) {
      const res = await get(`/most-recent-reviews?${q}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('condo and HDB sections hold only their type', async () => {
    const condoSection = (await get('/get-condo-reviews/condo')).body.data;
    expect(condoSection.reviews.map((r: Review) => r.id)).toEqual(condoReviews.slice(0, 6));
    expect(condoSection.summary.totalReviews).toBe(8);
    const hdbSection = (await get('/get-hdb-reviews/hdb')).body.data;
    expect(hdbSection.reviews.map((r: Review) => r.id)).toEqual([hdbReview]);
    expect(hdbSection.summary.totalReviews).toBe(1);
  });

  it('carries the full PublicReview shape', async () => {
    const review = (await get('/get-condo-reviews/condo')).body.data.reviews[0]!;
    expect(review).toEqual({
      id: condoReviews[0],
      status: 'APPROVED',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      title: 'Condo review 0',
      body: expect.any(String),
      overallRating: 4,
      isAnonymous: false,
      stayStartDate: '2024-01-01',
      stayEndDate: '2025-01-01',
      stayedWith: 'SOLO',
      responsivenessRating: null,
      depositFairnessRating: null,
      agentHonestyRating: null,
      agentHelpfulnessRating: null,
      agentProfessionalismRating: null,
      conditionOnMoveInRating: null,
      cleanlinessRating: null,
      privacyRating: null,
      noiseLevel: null,
      pestIssue: null,
      repairsDone: null,
      likesCount: 0,
      verifiedTenant: false,
      likedByUser: false,
      images: [
        { id: expect.any(String), imageUrl: '/uploads/test/r0.webp', thumbUrl: '/uploads/test/r0-480.webp' },
        { id: expect.any(String), imageUrl: '/uploads/test/r1.webp', thumbUrl: '/uploads/test/r1-480.webp' },
      ],
      property: {
        id: condo.id,
        slug: condo.slug,
        name: 'Harbour Condo',
        address: condo.address,
        propertyType: 'CONDO',
        image: null,
      },
      author: { firstName: 'Priya', lastName: 'Nair', profileImageUrl: '/uploads/avatars/priya.webp' },
    });
    expect(new Date(review.createdAt).toISOString()).toBe(review.createdAt);
  });
});

describe('review shapes', () => {
  const documented = (component: string) => documentedFields(t, component);

  it('answers every review with exactly its documented fields, nothing of the row beside them', async () => {
    const publicFields = await documented('PublicReview');
    const answers = [
      (await get('/most-recent-reviews?limit=24')).body.data.reviews,
      (await get('/get-condo-reviews/condo')).body.data.reviews,
      (await get(`/property/${condo.id}?pageSize=50`)).body.data.reviews,
      (await get(`/property/${condo.id}?pageSize=50`, reader.auth)).body.data.reviews,
    ] as Review[][];
    for (const reviews of answers) {
      expect(reviews.length).toBeGreaterThan(0);
      for (const review of reviews) expect(Object.keys(review).sort()).toEqual(publicFields);
    }
    const propertyFields = Object.keys(answers[0]![0]!.property).sort();
    expect(propertyFields).toEqual(await documented('ReviewProperty'));

    const own = (await get<'/reviews/my-reviews'>('/my-reviews', author.auth)).body.data.reviews as Review[];
    expect(own.length).toBeGreaterThan(0);
    const ownFields = await documented('OwnReview');
    const ownPropertyFields = await documented('OwnReviewProperty');
    for (const review of own) {
      expect(Object.keys(review).sort()).toEqual(ownFields);
      expect(Object.keys(review.property).sort()).toEqual(ownPropertyFields);
    }
  });
});

describe('GET /reviews/property/{propertyId}', () => {
  it("pages a property's public reviews, newest first", async () => {
    const first = await get<'/reviews/property/{propertyId}'>(`/property/${condo.id}?pageSize=3`);
    expect(first.status).toBe(200);
    expect(first.body.data.reviews.map((r: Review) => r.id)).toEqual(condoReviews.slice(0, 3));
    expect(first.body.data.pagination).toEqual({ currentPage: 1, pageSize: 3, totalPages: 3, totalItems: 8 });
    expect(first.body.data.summary).toEqual({ totalReviews: 8 });
    const last = await get(`/property/${condo.id}?pageSize=3&page=3`);
    expect(last.body.data.reviews.map((r: Review) => r.id)).toEqual(condoReviews.slice(6));
    const beyond = await get(`/property/${condo.id}?pageSize=3&page=9`);
    expect(beyond.body.data.reviews).toEqual([]);
  });

  it('defaults to 10 per page', async () => {
    const { body } = await get<'/reviews/property/{propertyId}'>(`/property/${condo.id}`);
    expect(body.data.pagination).toEqual({ currentPage: 1, pageSize: 10, totalPages: 1, totalItems: 8 });
  });

  it('fills likedByUser from the bearer token only', async () => {
    const signedOut = (await get(`/property/${condo.id}`)).body.data.reviews as Review[];
    expect(signedOut.every((r) => !r.likedByUser)).toBe(true);

    const mine = (await get(`/property/${condo.id}`, reader.auth)).body.data.reviews as Review[];
    expect(mine.filter((r) => r.likedByUser).map((r) => r.id)).toEqual([likedReview]);

    // A userId in the query is never trusted: not without a token, not against another token.
    const spoofed = (await get(`/property/${condo.id}?userId=${reader.id}`)).body.data.reviews as Review[];
    expect(spoofed.every((r) => !r.likedByUser)).toBe(true);
    const other = (await get(`/property/${condo.id}?userId=${reader.id}`, author.auth)).body.data.reviews as Review[];
    expect(other.every((r) => !r.likedByUser)).toBe(true);
  });

  it('treats a dead token as signed out', async () => {
    const res = await get(`/property/${condo.id}`, { authorization: 'Bearer not-a-token' });
    expect(res.status).toBe(200);
  });

  it('home sections fill likedByUser too when a token comes along', async () => {
    const section = (await get('/get-condo-reviews/condo', reader.auth)).body.data.reviews as Review[];
    expect(section.find((r) => r.id === likedReview)?.likedByUser).toBe(true);
  });

  it('answers 404 for unknown or inactive properties, 400 for malformed ids and paging', async () => {
    const unknown = await get('/property/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Property not found.');
    expect((await get(`/property/${hidden.id}`)).status).toBe(404);
    expect((await get('/property/abc')).status).toBe(400);
    const page0 = await get(`/property/${condo.id}?page=0`);
    expect(page0.status).toBe(400);
    expect(page0.body.message).toBe('Page must be 1 or more');
    const huge = await get(`/property/${condo.id}?pageSize=1000`);
    expect(huge.status).toBe(400);
    expect(huge.body.message).toBe('Page size must be 100 or less');
  });
});
