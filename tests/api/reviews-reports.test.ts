import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewReports } from '../../src/server/db/schema';
import { REPORT_REASONS } from '../../src/shared/enums';
import { readJson } from '../support/api-client';
import { createTestContext, type TestContext } from '../support/test-app';
import { type TestUser, makeProperty, makeReview, makeUser } from './reviews-fixtures';

let t: TestContext;
let author: TestUser;
let reporter: TestUser;
let propertyId: string;

beforeAll(async () => {
  t = await createTestContext();
  author = await makeUser(t);
  reporter = await makeUser(t);
  propertyId = (await makeProperty(t)).id;
});
afterAll(async () => {
  await t.close();
});

const flag = (reviewId: string, body: unknown, headers: Record<string, string> = reporter.auth) =>
  t.app.request(`/api/v1/reviews/${reviewId}/flag`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const reportsOf = (reviewId: string) =>
  t.deps.db.select().from(reviewReports).where(eq(reviewReports.reviewId, reviewId));

describe('POST /reviews/{id}/flag', () => {
  it('files a report with the success message', async () => {
    const review = await makeReview(t, { userId: author.id, propertyId });
    const res = await flag(review.id, { reason: REPORT_REASONS[0] });
    expect(res.status).toBe(201);
    expect(await readJson(res)).toEqual({ success: true, message: 'Your request has been submitted successfully.' });
    const [stored] = await reportsOf(review.id);
    expect(stored).toMatchObject({ userId: reporter.id, reason: REPORT_REASONS[0], details: null, status: 'PENDING' });
  });

  it('needs a reason', async () => {
    const review = await makeReview(t, { userId: author.id, propertyId });
    for (const body of [{}, { reason: '' }, { reason: 'I just do not like it' }, { details: 'no reason given' }]) {
      const res = await flag(review.id, body);
      expect(res.status).toBe(400);
      const answer = await readJson(res);
      expect(answer.message).toBe('Please select a reason for your request.');
      expect(answer.errors).toContainEqual({ path: 'reason', message: 'Please select a reason for your request.' });
    }
    // No body at all is the same as no reason.
    const empty = await t.app.request(`/api/v1/reviews/${review.id}/flag`, { method: 'POST', headers: reporter.auth });
    expect(empty.status).toBe(400);
    expect((await readJson(empty)).message).toBe('Please select a reason for your request.');
    expect(await reportsOf(review.id)).toEqual([]);
  });

  it("needs details for 'Other (please specify)'", async () => {
    const review = await makeReview(t, { userId: author.id, propertyId });
    for (const body of [{ reason: 'Other (please specify)' }, { reason: 'Other (please specify)', details: '   ' }]) {
      const res = await flag(review.id, body);
      expect(res.status).toBe(400);
      expect(await readJson(res)).toMatchObject({
        message: 'Please provide details for your request.',
        errors: [{ path: 'details', message: 'Please provide details for your request.' }],
      });
    }
    const ok = await flag(review.id, { reason: 'Other (please specify)', details: '  Names a neighbour.  ' });
    expect(ok.status).toBe(201);
    expect((await reportsOf(review.id))[0]).toMatchObject({ details: 'Names a neighbour.' });
  });

  it('limits details to 500 characters', async () => {
    const review = await makeReview(t, { userId: author.id, propertyId });
    const res = await flag(review.id, { reason: 'Other (please specify)', details: 'x'.repeat(501) });
    expect(res.status).toBe(400);
  });

  it('allows one open report per user and review', async () => {
    const review = await makeReview(t, { userId: author.id, propertyId });
    expect((await flag(review.id, { reason: REPORT_REASONS[1] })).status).toBe(201);
    const again = await flag(review.id, { reason: REPORT_REASONS[2] });
    expect(again.status).toBe(409);
    expect((await readJson(again)).message).toBe('You have already reported this review.');
    // Another user may still report it; and once resolved, the first user may report again.
    const other = await makeUser(t);
    expect((await flag(review.id, { reason: REPORT_REASONS[3] }, other.auth)).status).toBe(201);
    await t.deps.db
      .update(reviewReports)
      .set({ status: 'RESOLVED_DISMISSED' })
      .where(eq(reviewReports.userId, reporter.id));
    expect((await flag(review.id, { reason: REPORT_REASONS[2] })).status).toBe(201);
  });

  it('keeps one open report when the same user submits twice at once', async () => {
    const review = await makeReview(t, { userId: author.id, propertyId });
    const results = await Promise.all([0, 1, 2].map(() => flag(review.id, { reason: REPORT_REASONS[0] })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await reportsOf(review.id)).toHaveLength(1);
  });

  it('answers 404 for reviews that are not public', async () => {
    const pending = await makeReview(t, { userId: author.id, propertyId, status: 'PENDING' });
    const res = await flag(pending.id, { reason: REPORT_REASONS[0] });
    expect(res.status).toBe(404);
    expect((await flag('00000000-0000-4000-8000-000000000000', { reason: REPORT_REASONS[0] })).status).toBe(404);
    expect(await reportsOf(pending.id)).toEqual([]);
  });

  it('needs a signed-in USER', async () => {
    const review = await makeReview(t, { userId: author.id, propertyId });
    expect((await flag(review.id, { reason: REPORT_REASONS[0] }, {})).status).toBe(401);
    const admin = await makeUser(t, { role: 'ADMIN' });
    expect((await flag(review.id, { reason: REPORT_REASONS[0] }, admin.auth)).status).toBe(403);
    expect(await reportsOf(review.id)).toEqual([]);
  });
});
