import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewReports } from '../../src/server/db/schema';
import { REPORT_REASONS } from '../../src/shared/enums';
import { createTestContext, type TestContext } from '../support/test-app';
import { EDIT_PARTS, reviewForm, send } from './review-write-fixtures';
import { type TestUser, makeProperty, makeReview, makeUser } from './reviews-fixtures';

/**
 * A report keeps its review's title (migration 0045, decision 057), which the report search reads
 * instead of a review per report: the copy must follow every edit of the title, refuse a write of its
 * own, and stay as it was once the review is deleted.
 */

let t: TestContext;
let admin: TestUser;
let propertyId: string;

beforeAll(async () => {
  t = await createTestContext();
  admin = await makeUser(t, { role: 'ADMIN' });
  propertyId = (await makeProperty(t)).id;
});
afterAll(async () => {
  await t.close();
});

/** The reports the back office finds for `search`, sorted by `sortBy` ascending: [id, reviewTitle, review deleted]. */
async function found(search: string, sortBy = 'createdAt'): Promise<[string, string, boolean][]> {
  const query = `pageSize=100&sortBy=${sortBy}&sortOrder=asc&search=${encodeURIComponent(search)}`;
  const res = await send(t, 'GET', `/admin/reviews/reported?${query}`, { user: admin });
  expect(res.status).toBe(200);
  return (res.body.data.reports as { id: string; reviewTitle: string; review: unknown }[]).map((r) => [
    r.id,
    r.reviewTitle,
    r.review === null,
  ]);
}

const copied = async (reportId: string) =>
  (
    await t.deps.db
      .select({ title: reviewReports.reviewTitle })
      .from(reviewReports)
      .where(eq(reviewReports.id, reportId))
  )[0]?.title;

/** An author's approved review, reported through the API by a renter: the review's author and both ids. */
async function reported(title: string) {
  const author = await makeUser(t);
  const review = await makeReview(t, { userId: author.id, propertyId, title });
  const reporter = await makeUser(t);
  const res = await send(t, 'POST', `/reviews/${review.id}/flag`, {
    user: reporter,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reason: REPORT_REASONS[0] }),
  });
  expect(res.status).toBe(201);
  const [row] = await t.deps.db
    .select({ id: reviewReports.id })
    .from(reviewReports)
    .where(eq(reviewReports.reviewId, review.id));
  return { author, reviewId: review.id, reportId: row!.id };
}

describe("a report's copy of its review's title", () => {
  it('is set when the report is filed and follows an edit of the title', async () => {
    const { author, reviewId, reportId } = await reported('Vorzimat leaks at night');
    expect(await copied(reportId)).toBe('Vorzimat leaks at night');
    expect(await found('vorzimat')).toEqual([[reportId, 'Vorzimat leaks at night', false]]);
    const edited = await send(t, 'PUT', `/reviews/${reviewId}`, {
      user: author,
      body: reviewForm({ ...EDIT_PARTS, title: 'Quillbest draughts in the hall' }),
    });
    expect(edited.status).toBe(200);
    expect(await copied(reportId)).toBe('Quillbest draughts in the hall');
    expect(await found('quillbest')).toEqual([[reportId, 'Quillbest draughts in the hall', false]]);
    expect(await found('vorzimat')).toEqual([]);
    // A term of two characters, sorted by reason: read at the head of the order from the copy.
    expect(await found('qu', 'reason')).toContainEqual([reportId, 'Quillbest draughts in the hall', false]);
  });

  it('cannot be written apart from the live title', async () => {
    const { reportId } = await reported('Brindlecot damp walls');
    await t.deps.db.update(reviewReports).set({ reviewTitle: 'Elsewhere' }).where(eq(reviewReports.id, reportId));
    expect(await copied(reportId)).toBe('Brindlecot damp walls');
    expect(await found('elsewhere')).toEqual([]);
  });

  it('keeps the last title once the review is deleted, for a term in no live title too', async () => {
    const { reviewId, reportId } = await reported('Wxoddly tilted floors');
    const deleted = await send(t, 'DELETE', `/admin/delete-review/${reviewId}`, { user: admin });
    expect(deleted.status).toBe(200);
    expect(await copied(reportId)).toBe('Wxoddly tilted floors');
    expect(await found('wxoddly')).toEqual([[reportId, 'Wxoddly tilted floors', true]]);
    // No live title holds 'wx' now: the deleted reviews' titles are still searched.
    expect(await found('wx', 'reason')).toEqual([[reportId, 'Wxoddly tilted floors', true]]);
    expect(await found('wx', 'status')).toEqual([[reportId, 'Wxoddly tilted floors', true]]);
  });
});
