import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, reviewImages, reviewReports, reviews } from '../../src/server/db/schema';
import { documentedFields } from '../support/openapi-fields';
import { readOutbox } from '../support/outbox';
import { readLooseJson as json } from '../support/api-client';
import { createTestContext, type TestContext } from '../support/test-app';
import { type TestUser, makeProperty, makeReview, makeUser } from './reviews-fixtures';

let t: TestContext;
let admin: TestUser;
let author: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  admin = await makeUser(t, { role: 'ADMIN' });
  author = await makeUser(t);
});
afterAll(async () => {
  await t.close();
});

const send = async (method: string, path: string, body?: unknown) => {
  const res = await t.app.request(`/api/v1${path}`, {
    method,
    headers: { ...admin.auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await json(res) };
};

const aggregates = async (propertyId: string) => {
  const [p] = await t.deps.db.select().from(properties).where(eq(properties.id, propertyId));
  return {
    reviewCount: p!.reviewCount,
    overallRating: p!.overallRating,
    counts: [p!.rating1Count, p!.rating2Count, p!.rating3Count, p!.rating4Count, p!.rating5Count],
  };
};

/** A review with two real image files in storage. */
async function reviewWithFiles(propertyId: string, opts: { status?: 'PENDING' | 'APPROVED'; rating?: number } = {}) {
  const review = await makeReview(t, { userId: author.id, propertyId, status: opts.status, rating: opts.rating });
  const urls: string[] = [];
  for (const n of [0, 1]) {
    const imageUrl = await t.deps.storage.put(`reviews/${review.id}-${n}.webp`, Buffer.from('x'), 'image/webp');
    const thumbUrl = await t.deps.storage.put(`reviews/${review.id}-${n}-480.webp`, Buffer.from('x'), 'image/webp');
    await t.deps.db.insert(reviewImages).values({ reviewId: review.id, imageUrl, thumbUrl, position: n });
    urls.push(imageUrl, thumbUrl);
  }
  return { review, files: urls.map((u) => path.join(t.deps.storage.localRoot!, u.replace('/uploads/', ''))) };
}

describe('back-office shapes', () => {
  it('answers admin reviews and properties with exactly their documented fields', async () => {
    const property = await makeProperty(t);
    await makeReview(t, { userId: author.id, propertyId: property.id });
    await makeReview(t, { userId: author.id, propertyId: property.id, isAnonymous: true });
    const reviewFields = await documentedFields(t, 'AdminReview');
    for (const list of ['/admin/admin-get-all-reviews', '/admin/admin-get-all-anonymous-reviews']) {
      const res = await send('GET', `${list}?pageSize=50`);
      expect(res.status).toBe(200);
      const items = res.body.data.reviews as Record<string, unknown>[];
      expect(items.length).toBeGreaterThan(0);
      for (const review of items) expect(Object.keys(review).sort()).toEqual(reviewFields);
    }
    const propertyFields = await documentedFields(t, 'AdminProperty');
    const listed = await send('GET', '/admin/admin-get-all-properties?pageSize=50');
    expect(listed.body.data.properties.length).toBeGreaterThan(0);
    for (const item of listed.body.data.properties as Record<string, unknown>[]) {
      // A list leaves out images (one property's own answer carries them); `recent` is the public page's.
      expect(Object.keys(item).sort()).toEqual(propertyFields.filter((f) => f !== 'images' && f !== 'recent'));
    }
    const one = await send('GET', `/admin/properties/${property.id}`);
    expect(Object.keys(one.body.data).sort()).toEqual(propertyFields.filter((f) => f !== 'recent'));
  });
});

describe('review moderation', () => {
  it('approving and rejecting move the property aggregates exactly, and mail the author', async () => {
    const property = await makeProperty(t);
    await makeReview(t, { userId: author.id, propertyId: property.id, rating: 5 });
    await makeReview(t, { userId: author.id, propertyId: property.id, rating: 4 });
    const pending = await makeReview(t, {
      userId: author.id,
      propertyId: property.id,
      status: 'PENDING',
      rating: 2,
      title: 'Damp in winter',
    });
    expect(await aggregates(property.id)).toEqual({ reviewCount: 2, overallRating: 4.5, counts: [0, 0, 0, 1, 1] });

    const approved = await send('PUT', `/admin/admin-update-reviews/${pending.id}/status`, { status: 'APPROVED' });
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe('Review status updated to APPROVED.');
    expect(approved.body.data).toMatchObject({ id: pending.id, status: 'APPROVED' });
    expect(await aggregates(property.id)).toEqual({ reviewCount: 3, overallRating: 3.7, counts: [0, 1, 0, 1, 1] });
    const publicList = await json(await t.app.request(`/api/v1/reviews/property/${property.id}`));
    expect(publicList.data.reviews.map((r: { id: string }) => r.id)).toContain(pending.id);
    const mail = readOutbox(t.config.dataDir)
      .filter((m) => m.to === author.email)
      .at(-1);
    expect(mail?.subject).toBe('Your HomeTruths review is published');
    expect(mail?.text).toContain('Damp in winter');

    const again = await send('PUT', `/admin/admin-update-reviews/${pending.id}/status`, { status: 'APPROVED' });
    expect(again.status).toBe(409);

    const rejected = await send('PUT', `/admin/admin-update-reviews/${pending.id}/status`, {
      status: 'REJECTED',
      reason: 'SPAM',
    });
    expect(rejected.status).toBe(200);
    expect(await aggregates(property.id)).toEqual({ reviewCount: 2, overallRating: 4.5, counts: [0, 0, 0, 1, 1] });
    expect(
      readOutbox(t.config.dataDir)
        .filter((m) => m.to === author.email)
        .at(-1)?.subject,
    ).toBe('Your HomeTruths review was not approved');
    const after = await json(await t.app.request(`/api/v1/reviews/property/${property.id}`));
    expect(after.data.reviews.map((r: { id: string }) => r.id)).not.toContain(pending.id);
  });

  it('rejects a bad status with 400 and an unknown review with 404', async () => {
    const property = await makeProperty(t);
    const review = await makeReview(t, { userId: author.id, propertyId: property.id, status: 'PENDING' });
    expect((await send('PUT', `/admin/admin-update-reviews/${review.id}/status`, { status: 'DONE' })).status).toBe(400);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await send('PUT', `/admin/admin-update-reviews/${missing}/status`, { status: 'APPROVED' })).status).toBe(
      404,
    );
    expect((await send('PUT', `/admin/admin-update-reviews/not-a-uuid/status`, { status: 'APPROVED' })).status).toBe(
      400,
    );
    const [row] = await t.deps.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row!.status).toBe('PENDING');
  });

  it('processes anonymous reviews only', async () => {
    const property = await makeProperty(t);
    const anonymous = await makeReview(t, {
      userId: author.id,
      propertyId: property.id,
      status: 'PENDING',
      isAnonymous: true,
      rating: 3,
    });
    const named = await makeReview(t, { userId: author.id, propertyId: property.id, status: 'PENDING' });
    const res = await send('PUT', `/admin/reviews/anonymous/${anonymous.id}/process`, { action: 'approve' });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('APPROVED');
    expect(await aggregates(property.id)).toMatchObject({ reviewCount: 1, overallRating: 3 });
    expect((await send('PUT', `/admin/reviews/anonymous/${named.id}/process`, { action: 'approve' })).status).toBe(404);
    expect((await send('PUT', `/admin/reviews/anonymous/${anonymous.id}/process`, { action: 'maybe' })).status).toBe(
      400,
    );
    const rejected = await send('PUT', `/admin/reviews/anonymous/${anonymous.id}/process`, {
      action: 'reject',
      reason: 'DUPLICATE',
    });
    expect(rejected.body.data.status).toBe('REJECTED');
    expect(await aggregates(property.id)).toMatchObject({ reviewCount: 0, overallRating: 0 });
  });

  it('deletes a review with its image files and updates the aggregates', async () => {
    const property = await makeProperty(t);
    const { review, files } = await reviewWithFiles(property.id, { status: 'APPROVED', rating: 1 });
    expect(await aggregates(property.id)).toMatchObject({ reviewCount: 1 });
    expect(files.every((f) => existsSync(f))).toBe(true);
    const res = await send('DELETE', `/admin/delete-review/${review.id}`);
    expect(res.status).toBe(200);
    expect(await t.deps.db.select().from(reviews).where(eq(reviews.id, review.id))).toEqual([]);
    expect(await t.deps.db.select().from(reviewImages).where(eq(reviewImages.reviewId, review.id))).toEqual([]);
    expect(files.some((f) => existsSync(f))).toBe(false);
    expect(await aggregates(property.id)).toEqual({ reviewCount: 0, overallRating: 0, counts: [0, 0, 0, 0, 0] });
    expect((await send('DELETE', `/admin/delete-review/${review.id}`)).status).toBe(404);
  });
});

describe('reported reviews', () => {
  const report = async (reviewId: string) => {
    const reporter = await makeUser(t);
    const [row] = await t.deps.db
      .insert(reviewReports)
      .values({ reviewId, userId: reporter.id, reason: 'Duplicate or incorrect listing' })
      .returning();
    return row!;
  };

  it('lists reports with the reporter, the review and its author', async () => {
    const property = await makeProperty(t);
    const review = await makeReview(t, { userId: author.id, propertyId: property.id, title: 'Reported one' });
    const filed = await report(review.id);
    const res = await send('GET', '/admin/reviews/reported?search=Reported%20one');
    expect(res.status).toBe(200);
    expect(res.body.data.reports).toHaveLength(1);
    expect(res.body.data.reports[0]).toMatchObject({
      id: filed.id,
      status: 'PENDING',
      reason: 'Duplicate or incorrect listing',
      reviewTitle: 'Reported one',
      review: { id: review.id, title: 'Reported one', user: { id: author.id }, property: { id: property.id } },
    });
  });

  it('dismissing keeps the review; a resolved report cannot be resolved again', async () => {
    const property = await makeProperty(t);
    const review = await makeReview(t, { userId: author.id, propertyId: property.id });
    const filed = await report(review.id);
    const res = await send('PUT', `/admin/reviews/reported/${filed.id}/resolve`, { action: 'dismiss' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Report resolved successfully!');
    expect(res.body.data.status).toBe('RESOLVED_DISMISSED');
    const [row] = await t.deps.db.select().from(reviewReports).where(eq(reviewReports.id, filed.id));
    expect(row).toMatchObject({ status: 'RESOLVED_DISMISSED', resolvedBy: admin.id });
    expect(await t.deps.db.select().from(reviews).where(eq(reviews.id, review.id))).toHaveLength(1);
    expect((await send('PUT', `/admin/reviews/reported/${filed.id}/resolve`, { action: 'delete' })).status).toBe(409);
    expect(await t.deps.db.select().from(reviews).where(eq(reviews.id, review.id))).toHaveLength(1);
  });

  it('resolving by delete removes the review, its images and files, and updates the aggregates', async () => {
    const property = await makeProperty(t);
    await makeReview(t, { userId: author.id, propertyId: property.id, rating: 5 });
    const { review, files } = await reviewWithFiles(property.id, { status: 'APPROVED', rating: 1 });
    const filed = await report(review.id);
    expect(await aggregates(property.id)).toMatchObject({ reviewCount: 2, overallRating: 3 });
    const res = await send('PUT', `/admin/reviews/reported/${filed.id}/resolve`, { action: 'delete' });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('RESOLVED_REVIEW_DELETED');
    expect(await t.deps.db.select().from(reviews).where(eq(reviews.id, review.id))).toEqual([]);
    expect(await t.deps.db.select().from(reviewImages).where(eq(reviewImages.reviewId, review.id))).toEqual([]);
    expect(files.some((f) => existsSync(f))).toBe(false);
    expect(await aggregates(property.id)).toEqual({ reviewCount: 1, overallRating: 5, counts: [0, 0, 0, 0, 1] });
    // The report stays as history: resolved, by this admin, its review gone but its title kept.
    expect(res.body.data).toMatchObject({ id: filed.id, review: null, reviewTitle: review.title });
    const [row] = await t.deps.db.select().from(reviewReports).where(eq(reviewReports.id, filed.id));
    expect(row).toMatchObject({ status: 'RESOLVED_REVIEW_DELETED', resolvedBy: admin.id, reviewId: null });
    expect((await send('PUT', `/admin/reviews/reported/${filed.id}/resolve`, { action: 'dismiss' })).status).toBe(409);
  });

  it('keeps every report of a deleted review, listed with its status, the open ones closed', async () => {
    const property = await makeProperty(t);
    const review = await makeReview(t, { userId: author.id, propertyId: property.id, title: 'Gone review' });
    const dismissed = await report(review.id);
    await send('PUT', `/admin/reviews/reported/${dismissed.id}/resolve`, { action: 'dismiss' });
    const resolvedByDelete = await report(review.id);
    const stillOpen = await report(review.id);
    const res = await send('PUT', `/admin/reviews/reported/${resolvedByDelete.id}/resolve`, { action: 'delete' });
    expect(res.status).toBe(200);

    const list = await send('GET', '/admin/reviews/reported?search=Gone%20review&sortBy=createdAt&sortOrder=asc');
    expect(list.status).toBe(200);
    expect(list.body.data.pagination).toMatchObject({ totalItems: 3, totalItemsCapped: false });
    const byId = new Map(
      (list.body.data.reports as { id: string; status: string; review: unknown; reviewTitle: string }[]).map((r) => [
        r.id,
        r,
      ]),
    );
    expect(byId.get(dismissed.id)).toMatchObject({
      status: 'RESOLVED_DISMISSED',
      review: null,
      reviewTitle: 'Gone review',
    });
    expect(byId.get(resolvedByDelete.id)).toMatchObject({ status: 'RESOLVED_REVIEW_DELETED', review: null });
    expect(byId.get(stillOpen.id)).toMatchObject({ status: 'RESOLVED_REVIEW_DELETED', review: null });
    const [closed] = await t.deps.db.select().from(reviewReports).where(eq(reviewReports.id, stillOpen.id));
    expect(closed!.resolvedAt).toBeInstanceOf(Date);
    // Closed when the review went, so it cannot be resolved again.
    expect((await send('PUT', `/admin/reviews/reported/${stillOpen.id}/resolve`, { action: 'dismiss' })).status).toBe(
      409,
    );
  });

  it('keeps the reports when a review is deleted another way (admin delete-review)', async () => {
    const property = await makeProperty(t);
    const review = await makeReview(t, { userId: author.id, propertyId: property.id, title: 'Deleted directly' });
    const filed = await report(review.id);
    expect((await send('DELETE', `/admin/delete-review/${review.id}`)).status).toBe(200);
    const list = await send('GET', '/admin/reviews/reported?search=Deleted%20directly');
    expect(list.body.data.reports).toEqual([
      expect.objectContaining({
        id: filed.id,
        status: 'RESOLVED_REVIEW_DELETED',
        review: null,
        reviewTitle: 'Deleted directly',
      }),
    ]);
  });

  it('needs dismiss or delete', async () => {
    const property = await makeProperty(t);
    const review = await makeReview(t, { userId: author.id, propertyId: property.id });
    const filed = await report(review.id);
    expect((await send('PUT', `/admin/reviews/reported/${filed.id}/resolve`, { action: 'ignore' })).status).toBe(400);
    const [row] = await t.deps.db.select().from(reviewReports).where(eq(reviewReports.id, filed.id));
    expect(row!.status).toBe('PENDING');
  });
});
