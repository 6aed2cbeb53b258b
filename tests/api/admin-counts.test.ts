import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewReports } from '../../src/server/db/schema';
import { readLooseJson as json } from '../support/api-client';
import { createTestContext, type TestContext } from '../support/test-app';
import { type TestUser, makeProperty, makeReview, makeUser } from './reviews-fixtures';

let t: TestContext;
let admin: TestUser;
let renter: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  admin = await makeUser(t, { role: 'ADMIN' });
  renter = await makeUser(t);
});
afterAll(async () => {
  await t.close();
});

const call = async (method: string, path: string, headers: Record<string, string> = admin.auth, body?: unknown) => {
  const res = await t.app.request(`/api/v1${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await json(res) };
};
const counts = async () => (await call('GET', '/admin/overview-counts')).body.data;

describe('GET /admin/overview-counts', () => {
  it('is for admins only', async () => {
    expect((await call('GET', '/admin/overview-counts', {})).status).toBe(401);
    expect((await call('GET', '/admin/overview-counts', renter.auth)).status).toBe(403);
  });

  it('counts PENDING reviews and open reports, and moves after approve and resolve', async () => {
    expect(await counts()).toEqual({ pendingReviews: 0, openReports: 0 });

    const property = await makeProperty(t);
    const pending = await makeReview(t, { userId: renter.id, propertyId: property.id, status: 'PENDING' });
    await makeReview(t, { userId: renter.id, propertyId: property.id, status: 'PENDING', isAnonymous: true });
    const approved = await makeReview(t, { userId: renter.id, propertyId: property.id, status: 'APPROVED' });
    await makeReview(t, { userId: renter.id, propertyId: property.id, status: 'REJECTED' });
    const reports = await t.deps.db
      .insert(reviewReports)
      .values([
        { reviewId: approved.id, userId: renter.id, reason: 'rude' },
        { reviewId: approved.id, userId: admin.id, reason: 'spam' },
        { reviewId: approved.id, userId: admin.id, reason: 'old', status: 'RESOLVED_DISMISSED' },
      ])
      .returning();

    const first = await call('GET', '/admin/overview-counts');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, data: { pendingReviews: 2, openReports: 2 } });

    expect(
      (await call('PUT', `/admin/admin-update-reviews/${pending.id}/status`, admin.auth, { status: 'APPROVED' }))
        .status,
    ).toBe(200);
    expect(await counts()).toEqual({ pendingReviews: 1, openReports: 2 });

    expect(
      (await call('PUT', `/admin/reviews/reported/${reports[0]!.id}/resolve`, admin.auth, { action: 'dismiss' }))
        .status,
    ).toBe(200);
    expect(await counts()).toEqual({ pendingReviews: 1, openReports: 1 });
  });
});
