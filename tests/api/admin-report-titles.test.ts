import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewReports } from '../../src/server/db/schema';
import { listReports } from '../../src/server/services/admin-reports';
import { REPORT_REASONS } from '../../src/shared/enums';
import { rowsOf } from '../support/db-fingerprint';
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

const SORT_KEYS = ['createdAt', 'reason', 'status'] as const;

/** The ids (sorted) and total of the first page of a search, read as every match sorted (no head probed first). */
async function sortedPage(search: string, sortBy: (typeof SORT_KEYS)[number], sortOrder: 'asc' | 'desc' = 'asc') {
  const { reports, pagination } = await listReports(t.deps.db, {
    page: 1,
    pageSize: 10,
    sortBy,
    sortOrder,
    search,
    probeRows: 0,
  });
  return { ids: reports.map((r) => r.id).sort(), total: pagination.totalItems };
}

/** The total the back office shows for `search` at a cap of `cap`: [totalItems, totalItemsCapped]. */
async function total(search: string, cap: number): Promise<[number, boolean]> {
  const { pagination } = await listReports(
    t.deps.db,
    { page: 1, pageSize: 5, sortBy: 'createdAt', sortOrder: 'desc', search },
    cap,
  );
  return [pagination.totalItems, pagination.totalItemsCapped];
}

const bumpTitle = (title: string, by: number) =>
  t.deps.db.execute(
    sql`UPDATE admin_search_values SET n = n + ${by} WHERE list = 'report_titles' AND value = ${title}`,
  );
const bumpWord = (word: string, by: number) =>
  t.deps.db.execute(sql`UPDATE admin_search_words SET n = n + ${by} WHERE list = 'report_titles' AND word = ${word}`);

describe("the reports' title copies as searched values (migration 0046)", () => {
  // A term in the titles alone: its total is the titles' values' count, read without a report, or for
  // a term in one word of the titles that word's count (migration 0047). A count changed by hand shows
  // which read answered.
  it('tell the total of a term matching by title alone, below and past the cap', async () => {
    await reported('Zembrocar mould in the bath');
    await reported('Zembrocar mould in the bath');
    await reported('Zembrocar lift broken');
    expect(await total('zembrocar', 100)).toEqual([3, false]);
    expect(await total('zembrocar', 2)).toEqual([2, true]);
    await bumpTitle('Zembrocar mould in the bath', 5);
    try {
      // A term with a space: the matching titles' counts summed.
      expect(await total('zembrocar mould', 100)).toEqual([7, false]);
      // A term in one word: that word's count, whatever its titles' say.
      expect(await total('zembrocar', 100)).toEqual([3, false]);
      await bumpWord('zembrocar', 5);
      expect(await total('zembrocar', 100)).toEqual([8, false]);
    } finally {
      await bumpTitle('Zembrocar mould in the bath', -5);
      await bumpWord('zembrocar', -5);
    }
    expect(await total('zembrocar', 100)).toEqual([3, false]);
    expect(await total('zembrocar mould', 100)).toEqual([2, false]);
  });

  // With a reason matching too, rows may match twice: the matches are counted, unless the titles alone
  // pass the cap.
  it('cap the total of a term also in a reason once the titles alone pass the cap', async () => {
    // Every report here is filed for REPORT_REASONS[0], which holds 'available'.
    expect(REPORT_REASONS[0]).toContain('available');
    await reported('Unavailable landlord, always');
    const [counted] = await rowsOf<{ n: number }>(
      t.deps.db.execute(sql`SELECT count(*)::int AS n FROM review_reports
        WHERE reason ILIKE '%available%' OR review_title ILIKE '%available%'`),
    );
    const direct = counted!.n;
    expect(await total('available', 1000)).toEqual([direct, false]);
    // The title's value and its word 'unavailable' alike: a term in one word is counted from the word.
    await bumpTitle('Unavailable landlord, always', 2000);
    await bumpWord('unavailable', 2000);
    try {
      expect(await total('available', 1000)).toEqual([1000, true]);
    } finally {
      await bumpTitle('Unavailable landlord, always', -2000);
      await bumpWord('unavailable', -2000);
    }
    expect(await total('available', 1000)).toEqual([direct, false]);
  });

  // A sorted page reads a term with a space from each matching title's first reports, by one descent of
  // (review_title, key, id): a title value renamed by hand leaves the page without those reports (and
  // the total, summed from the values, without them too). A term without a space reads the words' rows
  // (the next describe), and its total is its word's count.
  it("give a sorted page each matching title's first reports, in every order", async () => {
    const first = await reported('Glimmerfax stairs creak');
    const second = await reported('Glimmerfax stairs creak');
    const both = [first.reportId, second.reportId].sort();
    for (const sortBy of SORT_KEYS) {
      expect(await sortedPage('glimmerfax stairs', sortBy), sortBy).toEqual({ ids: both, total: 2 });
    }
    const rename = (from: string, to: string) =>
      t.deps.db.execute(
        sql`UPDATE admin_search_values SET value = ${to} WHERE list = 'report_titles' AND value = ${from}`,
      );
    await rename('Glimmerfax stairs creak', 'Glimmerfax held elsewhere');
    try {
      for (const sortBy of SORT_KEYS) {
        expect(await sortedPage('glimmerfax stairs', sortBy), sortBy).toEqual({ ids: [], total: 0 });
        // The words' rows answer a term without a space.
        expect(await sortedPage('glimmerfax', sortBy), sortBy).toEqual({ ids: both, total: 2 });
      }
    } finally {
      await rename('Glimmerfax held elsewhere', 'Glimmerfax stairs creak');
    }
  });
});

/** admin_report_words as kept by the trigger, next to each report's own title copy and keys, sorted alike. */
async function reportWords() {
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const kept = await rowsOf<{ row: string }>(
    t.deps.db.execute(sql`SELECT concat_ws('|', word, report_id, created_at, reason, status) AS row
      FROM admin_report_words`),
  );
  const direct = await rowsOf<{ row: string }>(
    t.deps.db.execute(sql`SELECT concat_ws('|', w, r.id, r.created_at, r.reason, r.status) AS row
      FROM review_reports r, unnest(admin_search_words_of(r.review_title)) AS w`),
  );
  return { kept: kept.map((r) => r.row).sort(order), direct: direct.map((r) => r.row).sort(order) };
}

describe("the reports under their title copies' words (migration 0047)", () => {
  it('follow every change of a report and of its review', async () => {
    const filed = await reported('Plinthorax noisy neighbours');
    const other = await reported('Plinthorax broken heater');
    let words = await reportWords();
    expect(words.kept).toEqual(words.direct);
    expect(words.kept.filter((row) => row.startsWith('plinthorax|'))).toHaveLength(2);
    // The review's title edited: the copy and its words follow.
    const edited = await send(t, 'PUT', `/reviews/${filed.reviewId}`, {
      user: filed.author,
      body: reviewForm({ ...EDIT_PARTS, title: 'Quorvent noisy neighbours' }),
    });
    expect(edited.status).toBe(200);
    // A report dismissed (its status), and another's review deleted (its status; the title stays).
    const dismissed = await send(t, 'PUT', `/admin/reviews/reported/${filed.reportId}/resolve`, {
      user: admin,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'dismiss' }),
    });
    expect(dismissed.status).toBe(200);
    expect((await send(t, 'DELETE', `/admin/delete-review/${other.reviewId}`, { user: admin })).status).toBe(200);
    words = await reportWords();
    expect(words.kept).toEqual(words.direct);
    expect(words.kept.filter((row) => row.startsWith('plinthorax|'))).toEqual([
      expect.stringContaining(`|${other.reportId}|`),
    ]);
    expect(words.kept).toContainEqual(
      expect.stringMatching(`^quorvent\\|${filed.reportId}\\|.*\\|RESOLVED_DISMISSED$`),
    );
    // A reporter's account deleted takes their reports with it.
    await t.deps.db.execute(
      sql`DELETE FROM users WHERE id = (SELECT user_id FROM review_reports WHERE id = ${other.reportId})`,
    );
    words = await reportWords();
    expect(words.kept).toEqual(words.direct);
    expect(words.kept.filter((row) => row.startsWith('plinthorax|'))).toEqual([]);
  });

  // A term without a space reads each matching word's first reports in the page's order: a report's rows
  // deleted by hand leave it out of every sorted page (the total is the word's count, as it was), and the
  // rebuild brings it back.
  it('give a sorted page its first reports in every order', async () => {
    const filed = await Promise.all([0, 1, 2].map(() => reported('Fennimoth cold water only')));
    const ids = filed.map((f) => f.reportId);
    await t.deps.db
      .update(reviewReports)
      .set({ reason: REPORT_REASONS[1]!, status: 'RESOLVED_DISMISSED' })
      .where(eq(reviewReports.id, ids[1]!));
    for (const sortBy of SORT_KEYS) {
      for (const sortOrder of ['asc', 'desc'] as const) {
        const expected = await rowsOf<{ id: string }>(
          t.deps.db.execute(sql`SELECT id FROM review_reports WHERE review_title ILIKE '%fennimoth%'
            ORDER BY ${sql.raw(sortBy === 'createdAt' ? 'created_at' : sortBy)} ${sql.raw(sortOrder)}, id ${sql.raw(sortOrder)}`),
        );
        const { reports } = await listReports(t.deps.db, {
          page: 1,
          pageSize: 10,
          sortBy,
          sortOrder,
          search: 'fennimoth',
          probeRows: 0,
        });
        expect(
          reports.map((r) => r.id),
          `${sortBy} ${sortOrder}`,
        ).toEqual(expected.map((r) => r.id));
      }
    }
    await t.deps.db.execute(sql`DELETE FROM admin_report_words WHERE report_id = ${ids[0]!}`);
    try {
      for (const sortBy of SORT_KEYS) {
        const page = await sortedPage('fennimoth', sortBy);
        expect(page, sortBy).toEqual({ ids: [ids[1]!, ids[2]!].sort(), total: 3 });
      }
    } finally {
      await t.deps.db.execute(sql`SELECT rebuild_admin_report_words()`);
    }
    expect(await sortedPage('fennimoth', 'reason')).toEqual({ ids: [...ids].sort(), total: 3 });
  });
});
