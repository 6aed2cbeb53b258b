import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../support/api-client';
import { createTestContext, type TestContext } from '../support/test-app';
import { makeProperty, makeReview, makeUser, minutesAgo } from './reviews-fixtures';

let t: TestContext;
const api = (path: string) => t.app.request(`/api/v1/properties${path}`);

let condoA: Awaited<ReturnType<typeof makeProperty>>;
let hdb: Awaited<ReturnType<typeof makeProperty>>;
let inactive: Awaited<ReturnType<typeof makeProperty>>;

beforeAll(async () => {
  t = await createTestContext();
  const renter = await makeUser(t);
  condoA = await makeProperty(t, { name: 'Alpha Condo', createdAt: minutesAgo(30), images: 2 });
  await makeProperty(t, { name: 'Beta Condo', createdAt: minutesAgo(20) });
  hdb = await makeProperty(t, { name: 'Gamma Block', type: 'HDB', createdAt: minutesAgo(10) });
  inactive = await makeProperty(t, { name: 'Hidden Place', isActive: false, createdAt: minutesAgo(5) });
  // Alpha: ratings 5, 4, 4 approved (mean 4.333 -> 4.3) plus pending and rejected ones that must not count.
  for (const rating of [5, 4, 4]) await makeReview(t, { userId: renter.id, propertyId: condoA.id, rating });
  await makeReview(t, { userId: renter.id, propertyId: condoA.id, rating: 1, status: 'PENDING' });
  await makeReview(t, { userId: renter.id, propertyId: condoA.id, rating: 1, status: 'REJECTED' });
});
afterAll(async () => {
  await t.close();
});

describe('GET /properties/get-all-properties', () => {
  it('lists active properties newest first with pagination', async () => {
    const res = await api('/get-all-properties');
    expect(res.status).toBe(200);
    const body = await readJson<'/properties/get-all-properties'>(res);
    expect(body.success).toBe(true);
    expect(body.data.properties.map((p: { name: string }) => p.name)).toEqual([
      'Gamma Block',
      'Beta Condo',
      'Alpha Condo',
    ]);
    expect(body.data.pagination).toEqual({ currentPage: 1, pageSize: 10, totalPages: 1, totalItems: 3 });
  });

  it('pages', async () => {
    const body = await readJson<'/properties/get-all-properties'>(await api('/get-all-properties?page=2&pageSize=2'));
    expect(body.data.properties.map((p: { name: string }) => p.name)).toEqual(['Alpha Condo']);
    expect(body.data.pagination).toEqual({ currentPage: 2, pageSize: 2, totalPages: 2, totalItems: 3 });
  });

  it('filters by type', async () => {
    const body = await readJson<'/properties/get-all-properties'>(await api('/get-all-properties?type=HDB'));
    expect(body.data.properties.map((p: { id: string }) => p.id)).toEqual([hdb.id]);
  });

  it('reads aggregates from the stored columns: APPROVED only, one decimal, distribution 5..1', async () => {
    const body = await readJson<'/properties/get-all-properties'>(await api('/get-all-properties?type=CONDO'));
    const alpha = body.data.properties.find((p: { id: string }) => p.id === condoA.id);
    expect(alpha).toMatchObject({
      overallRating: 4.3,
      reviewCount: 3,
      ratingsDistribution: [
        { stars: 5, percentage: 33 },
        { stars: 4, percentage: 67 },
        { stars: 3, percentage: 0 },
        { stars: 2, percentage: 0 },
        { stars: 1, percentage: 0 },
      ],
    });
  });

  it.each([
    ['page=0', 'Page must be 1 or more'],
    ['page=-3', 'Page must be 1 or more'],
    ['page=abc', 'Page must be a whole number'],
    ['page=1.5', 'Page must be a whole number'],
    ['pageSize=0', 'Page size must be 1 or more'],
    ['pageSize=101', 'Page size must be 100 or less'],
    ['pageSize=100000', 'Page size must be 100 or less'],
    ['type=VILLA', 'Invalid property type'],
    ['type=condo', 'Invalid property type'],
  ])('rejects %s with 400 %s', async (query, message) => {
    const res = await api(`/get-all-properties?${query}`);
    expect(res.status).toBe(400);
    const body = await readJson(res);
    expect(body).toMatchObject({ success: false, message });
    expect(body.errors?.[0]?.message).toBe(message);
  });

  it('accepts the largest page size', async () => {
    expect((await api('/get-all-properties?pageSize=100')).status).toBe(200);
  });
});

describe('GET /properties/get-properties-by-slug/{slug}', () => {
  it('answers the property with its gallery in order', async () => {
    const res = await api(`/get-properties-by-slug/${condoA.slug}`);
    expect(res.status).toBe(200);
    const body = await readJson<'/properties/get-properties-by-slug/{slug}'>(res);
    expect(body.data).toMatchObject({
      id: condoA.id,
      slug: 'alpha-condo',
      name: 'Alpha Condo',
      image: '/uploads/test/p0.webp',
      propertyType: 'CONDO',
      pincode: '123456',
      state_region: 'Singapore',
      isActive: true,
      reviewCount: 3,
    });
    expect(body.data.images!.map((i: { imageUrl: string }) => i.imageUrl)).toEqual([
      '/uploads/test/p0.webp',
      '/uploads/test/p1.webp',
    ]);
    expect(body.data.images![0]).toEqual({
      id: expect.any(String),
      imageUrl: '/uploads/test/p0.webp',
      thumbUrl: '/uploads/test/p0-480.webp',
    });
  });

  it('shows null for a property without image', async () => {
    const body = await readJson<'/properties/get-properties-by-slug/{slug}'>(
      await api('/get-properties-by-slug/beta-condo'),
    );
    expect(body.data.image).toBeNull();
    expect(body.data.images).toEqual([]);
    expect(body.data.overallRating).toBe(0);
    expect(body.data.reviewCount).toBe(0);
  });

  it('answers 404 for an unknown slug', async () => {
    const res = await api('/get-properties-by-slug/no-such-place');
    expect(res.status).toBe(404);
    expect(await readJson(res)).toEqual({ success: false, message: 'Property not found.' });
  });

  it('answers 404 for an inactive property', async () => {
    expect((await api(`/get-properties-by-slug/${inactive.slug}`)).status).toBe(404);
  });
});

describe('GET /properties/get-suggestions-detail/{id}', () => {
  it('answers the property', async () => {
    const body = await readJson(await api(`/get-suggestions-detail/${hdb.id}`));
    expect(body.data).toMatchObject({ id: hdb.id, name: 'Gamma Block', propertyType: 'HDB', images: [] });
  });

  it('answers 404 for unknown and inactive ids, 400 for a malformed one', async () => {
    const unknown = await api('/get-suggestions-detail/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect((await readJson(unknown)).message).toBe('Property not found.');
    expect((await api(`/get-suggestions-detail/${inactive.id}`)).status).toBe(404);
    const bad = await api('/get-suggestions-detail/not-a-uuid');
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).message).toBe('Invalid property id.');
  });
});
