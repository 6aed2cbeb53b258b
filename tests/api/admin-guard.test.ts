import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, propertyImages, reviewImages, reviewReports, reviews, users } from '../../src/server/db/schema';
import { readLooseJson as json } from '../support/api-client';
import { createTestContext, type TestContext } from '../support/test-app';
import { type TestUser, makeProperty, makeReview, makeUser } from './reviews-fixtures';

/**
 * Every /admin route of the API document (sign-in aside) refuses a request without a token (401) and
 * a renter's (403), and changes nothing. The routes come from the OpenAPI document, so a route
 * added later is covered without touching this file.
 */
let t: TestContext;
let renter: TestUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestContext();
  renter = await makeUser(t);
  const author = await makeUser(t);
  const property = await makeProperty(t, { images: 2 });
  const review = await makeReview(t, { userId: author.id, propertyId: property.id, status: 'PENDING', images: 1 });
  const [report] = await t.deps.db
    .insert(reviewReports)
    .values({ reviewId: review.id, userId: renter.id, reason: 'rude' })
    .returning();
  Object.assign(ids, { user: author.id, property: property.id, review: review.id, report: report!.id });
});
afterAll(async () => {
  await t.close();
});

async function snapshot() {
  const db = t.deps.db;
  const tables = [users, properties, propertyImages, reviews, reviewImages, reviewReports] as const;
  return JSON.stringify(await Promise.all(tables.map((table) => db.select().from(table))));
}

/** The id a path parameter most plausibly takes, so a missing guard would really act on a row. */
function fill(path: string): string {
  const id = /user/.test(path)
    ? ids.user
    : /reported/.test(path)
      ? ids.report
      : /review/.test(path)
        ? ids.review
        : ids.property;
  return path.replace(/\{[^}]+\}/g, id!);
}

describe('the admin guard', () => {
  it('answers 401 without a token and 403 for a renter on every /admin route, changing nothing', async () => {
    const doc = await json(await t.app.request('/api/v1/openapi.json'));
    const paths = (doc as unknown as { paths: Record<string, Record<string, unknown>> }).paths;
    const routes = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/v1/admin/') || path.startsWith('/admin/'))
      .filter(([path]) => !/\/admin\/(login|verify-otp)$/.test(path))
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => ({ path: path.replace(/^\/api\/v1/, ''), method })));
    expect(routes.length).toBeGreaterThanOrEqual(18);

    const before = await snapshot();
    const body = JSON.stringify({ status: 'APPROVED', action: 'delete', isActive: false, firstName: 'Changed' });
    for (const { path, method } of routes) {
      for (const [headers, expected] of [
        [{}, 401],
        [renter.auth, 403],
      ] as const) {
        const res = await t.app.request(`/api/v1${fill(path)}`, {
          method: method.toUpperCase(),
          headers: { ...headers, ...(method === 'get' ? {} : { 'content-type': 'application/json' }) },
          body: method === 'get' ? undefined : body,
        });
        expect(res.status, `${method} ${path}`).toBe(expected);
        expect((await json(res)).success).toBe(false);
      }
    }
    expect(await snapshot()).toBe(before);
  });
});
