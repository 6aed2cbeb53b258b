import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewReports, reviews, users } from '../../src/server/db/schema';
import { listReports, reportStatusGrams } from '../../src/server/services/admin-reports';
import { firstStatusHolding } from '../../src/server/services/admin-status-head';
import { listReviews } from '../../src/server/services/admin-reviews';
import { createTestContext, type TestContext } from '../support/test-app';
import { type TestUser, makeProperty, makeReview, makeUser } from './reviews-fixtures';

/**
 * The grams of the anonymous reviews' authors and of the reports' reporters, kept per status (migration
 * 0035, decision 050): a search of one or two characters sorted by status starts its head at the first
 * status they say holds a match, so a count that drifted from the rows would skip a status's matches.
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

// Both drivers answer { rows }.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Per status, the kept count of a gram under `<list>@<status>` beside the rows counted directly; per
 * reason (`by` '#', migration 0048), under `<list>#<reason>`.
 */
async function keptAndDirect(list: string, gram: string, direct: ReturnType<typeof sql>, by: '@' | '#' = '@') {
  const kept = rowsOf<{ status: string; n: number }>(
    await t.deps.db.execute(sql`SELECT split_part(list, ${by}, 2) AS status, sum(n)::int AS n FROM admin_search_grams
      WHERE list LIKE ${`${list}${by}%`} AND gram = ${gram} GROUP BY 1 HAVING sum(n) <> 0`),
  );
  const counted = rowsOf<{ status: string; n: number }>(await t.deps.db.execute(direct));
  const byStatus = (rows: { status: string; n: number }[]) =>
    Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  return { kept: byStatus(kept), counted: byStatus(counted) };
}

const expectAuthors = async (gram: string, expected: Record<string, number>) =>
  expect(
    await keptAndDirect(
      'anonymous.author_name',
      gram,
      sql`SELECT r.status, count(*)::int AS n FROM reviews r JOIN users u ON u.id = r.user_id
        WHERE r.is_anonymous AND position(${gram} IN lower(u.first_name || ' ' || u.last_name)) > 0 GROUP BY 1`,
    ),
    `authors '${gram}'`,
  ).toEqual({ kept: expected, counted: expected });

/** The reports' copies' grams kept per status, or per reason (`by` '#', migration 0048), beside the reports counted. */
const expectReporters = async (
  column: 'reporter_name' | 'reporter_email',
  gram: string,
  expected: Record<string, number>,
  by: '@' | '#' = '@',
) =>
  expect(
    await keptAndDirect(
      `review_reports.${column}`,
      gram,
      sql`SELECT ${sql.raw(by === '@' ? 'status' : 'reason')} AS status, count(*)::int AS n FROM review_reports
        WHERE position(${gram} IN lower(${sql.raw(column)})) > 0 GROUP BY 1`,
      by,
    ),
    `${column} '${gram}' ${by === '@' ? 'per status' : 'per reason'}`,
  ).toEqual({ kept: expected, counted: expected });

const expectReporterReasons = (
  column: 'reporter_name' | 'reporter_email',
  gram: string,
  expected: Record<string, number>,
) => expectReporters(column, gram, expected, '#');

const anonymous = (userId: string, status: 'APPROVED' | 'PENDING' | 'REJECTED') => ({
  userId,
  propertyId,
  status,
  title: 'Bulk',
  body: 'Inserted with others in one statement.',
  overallRating: 3,
  isAnonymous: true,
  stayStartDate: '2024-01-01',
  stayEndDate: '2025-01-01',
  stayedWith: 'SOLO' as const,
});

describe('the grams kept per status', () => {
  it("follow the anonymous reviews' statuses, authors and anonymity, and authors renamed and deleted", async () => {
    const a = await makeUser(t, { firstName: 'Kxa', lastName: 'Dunmore' });
    const b = await makeUser(t, { firstName: 'Jxb', lastName: 'Dunmore' });
    const first = await makeReview(t, { userId: a.id, propertyId, isAnonymous: true, status: 'PENDING' });
    await makeReview(t, { userId: a.id, propertyId, status: 'REJECTED' });
    await expectAuthors('kx', { PENDING: 1 });
    // One statement for both authors and two statuses.
    await t.deps.db
      .insert(reviews)
      .values([anonymous(a.id, 'REJECTED'), anonymous(b.id, 'PENDING'), anonymous(b.id, 'PENDING')]);
    await expectAuthors('kx', { PENDING: 1, REJECTED: 1 });
    await expectAuthors('dn', {});
    await expectAuthors('du', { PENDING: 3, REJECTED: 1 });
    // Moderated, moved to another author, made public.
    await t.deps.db.update(reviews).set({ status: 'APPROVED' }).where(eq(reviews.id, first.id));
    await expectAuthors('kx', { APPROVED: 1, REJECTED: 1 });
    await t.deps.db.update(reviews).set({ userId: b.id, status: 'PENDING' }).where(eq(reviews.id, first.id));
    await expectAuthors('kx', { REJECTED: 1 });
    await expectAuthors('jx', { PENDING: 3 });
    await t.deps.db.update(reviews).set({ isAnonymous: false }).where(eq(reviews.id, first.id));
    await expectAuthors('jx', { PENDING: 2 });
    await t.deps.db.update(reviews).set({ isAnonymous: true }).where(eq(reviews.userId, a.id));
    await expectAuthors('kx', { REJECTED: 2 });
    const res = await t.app.request(`/api/v1/admin/delete-review/${first.id}`, {
      method: 'DELETE',
      headers: admin.auth,
    });
    expect(res.status).toBe(200);
    await expectAuthors('du', { PENDING: 2, REJECTED: 2 });
    // A rename moves the counts to the new name's grams; an author deleted takes them away.
    await t.deps.db.update(users).set({ firstName: 'Qxb' }).where(eq(users.id, b.id));
    await expectAuthors('jx', {});
    await expectAuthors('qx', { PENDING: 2 });
    await expectAuthors('du', { PENDING: 2, REJECTED: 2 });
    await t.deps.db.delete(users).where(eq(users.id, b.id));
    await expectAuthors('qx', {});
    await expectAuthors('du', { REJECTED: 2 });
  });

  it("follow the reports' statuses and their reporters' copies", async () => {
    const reporter = await makeUser(t, { firstName: 'Vxc', lastName: 'Holloway' });
    await t.deps.db.update(users).set({ email: 'vxc.holloway@example.com' }).where(eq(users.id, reporter.id));
    const other = await makeUser(t, { firstName: 'Wxd', lastName: 'Holloway' });
    const reviewIds = [];
    for (let i = 0; i < 3; i++) reviewIds.push((await makeReview(t, { userId: admin.id, propertyId })).id);
    const [one] = await t.deps.db
      .insert(reviewReports)
      .values([
        { reviewId: reviewIds[0]!, userId: reporter.id, reason: 'Spam' },
        { reviewId: reviewIds[1]!, userId: reporter.id, reason: 'Spam' },
        { reviewId: reviewIds[2]!, userId: other.id, reason: 'Duplicate or incorrect listing' },
      ])
      .returning({ id: reviewReports.id });
    await expectReporters('reporter_name', 'vx', { PENDING: 2 });
    await expectReporterReasons('reporter_name', 'ho', { Spam: 2, 'Duplicate or incorrect listing': 1 });
    await expectReporterReasons('reporter_email', 'vx', { Spam: 2 });
    // A report moved to another reason (no write of the server does, but the counts must follow any).
    await t.deps.db
      .update(reviewReports)
      .set({ reason: 'Other (please specify)' })
      .where(eq(reviewReports.id, one!.id));
    await expectReporterReasons('reporter_name', 'vx', { Spam: 1, 'Other (please specify)': 1 });
    await expectReporters('reporter_name', 'ho', { PENDING: 3 });
    await expectReporters('reporter_email', 'vx', { PENDING: 2 });
    const res = await t.app.request(`/api/v1/admin/reviews/reported/${one!.id}/resolve`, {
      method: 'PUT',
      headers: { ...admin.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'dismiss' }),
    });
    expect(res.status).toBe(200);
    await expectReporters('reporter_name', 'vx', { PENDING: 1, RESOLVED_DISMISSED: 1 });
    await expectReporters('reporter_email', 'vx', { PENDING: 1, RESOLVED_DISMISSED: 1 });
    // The copies follow a rename of the reporter (migration 0029), and the grams follow the copies.
    await t.deps.db.update(users).set({ firstName: 'Zxc' }).where(eq(users.id, reporter.id));
    await expectReporters('reporter_name', 'vx', {});
    await expectReporters('reporter_name', 'zx', { PENDING: 1, RESOLVED_DISMISSED: 1 });
    await expectReporterReasons('reporter_name', 'zx', { Spam: 1, 'Other (please specify)': 1 });
    await expectReporters('reporter_email', 'vx', { PENDING: 1, RESOLVED_DISMISSED: 1 });
    await t.deps.db.delete(reviewReports).where(eq(reviewReports.userId, reporter.id));
    await expectReporters('reporter_name', 'ho', { PENDING: 1 });
    await expectReporters('reporter_email', 'vx', {});
    await expectReporterReasons('reporter_name', 'ho', { 'Duplicate or incorrect listing': 1 });
    await expectReporterReasons('reporter_email', 'vx', {});
    // What the triggers kept is what a rebuild writes (report_reason_grams, through status_grams).
    const perReason = (from: ReturnType<typeof sql>) =>
      t.deps.db
        .execute(
          sql`SELECT list, gram, sum(n)::int AS n FROM ${from} WHERE list LIKE 'review_reports.%#%'
          GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2`,
        )
        .then((result) => rowsOf<{ list: string; gram: string; n: number }>(result));
    const kept = await perReason(sql`admin_search_grams`);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(await perReason(sql`status_grams()`));
  });

  it('start a search sorted by status at the first status holding a match', async () => {
    const author = await makeUser(t, { firstName: 'Pxe', lastName: 'Ormsby' });
    const someone = await makeUser(t, { firstName: 'Plain', lastName: 'Tenant' });
    // At the head of the order by status descending: REJECTED anonymous reviews matching nothing.
    await t.deps.db.insert(reviews).values(Array.from({ length: 6 }, () => anonymous(someone.id, 'REJECTED')));
    const written = await t.deps.db
      .insert(reviews)
      .values([
        ...Array.from({ length: 3 }, () => anonymous(author.id, 'PENDING')),
        ...Array.from({ length: 3 }, () => anonymous(author.id, 'APPROVED')),
      ])
      .returning({ id: reviews.id, status: reviews.status });
    const ids = (status: string) =>
      written
        .filter((r) => r.status === status)
        .map((r) => r.id)
        .sort();
    const search = async (sortOrder: 'asc' | 'desc', term = 'px') =>
      (
        await listReviews(
          t.deps.db,
          { page: 1, pageSize: 3, search: term, sortBy: 'status', sortOrder, probeRows: 4 },
          { anonymousOnly: true },
        )
      ).reviews.map((r) => r.id);
    expect(await search('desc')).toEqual(ids('PENDING').reverse());
    expect(await search('asc')).toEqual(ids('APPROVED'));
    // A longer term: a row matching it holds each of its grams, so their smallest count bounds it.
    expect(await search('desc', 'pxe orm')).toEqual(ids('PENDING').reverse());
    // Told (as no write of the server can make them) that PENDING holds none, the head starts at
    // APPROVED and fills there: the page follows the grams, so they are what skips the REJECTED reviews.
    // A term with a space reads the head; one without is read from the authors' name words (migration
    // 0040), in the list's order, with no head.
    await t.deps.db.execute(
      sql`UPDATE admin_search_grams SET n = 0 WHERE list = 'anonymous.author_name@PENDING' AND gram = 'px'`,
    );
    expect(await search('desc', 'pxe orm')).toEqual(ids('APPROVED').reverse());
    expect(await search('desc')).toEqual(ids('PENDING').reverse());
    // A title matching too may be in any status: nothing is skipped, the REJECTED match comes first.
    const titled = await makeReview(t, {
      userId: someone.id,
      propertyId,
      isAnonymous: true,
      status: 'REJECTED',
      title: 'Pxe mould',
    });
    expect((await search('desc'))[0]).toBe(titled.id);
  });

  it('start a report search sorted by status at the first status holding a match', async () => {
    const reporter = await makeUser(t, { firstName: 'Nxf', lastName: 'Carrow' });
    const someone = await makeUser(t, { firstName: 'Plain', lastName: 'Reporter' });
    const reviewIds = [];
    for (let i = 0; i < 8; i++) reviewIds.push((await makeReview(t, { userId: admin.id, propertyId })).id);
    // At the head by status descending: dismissed reports matching nothing; the matches are all open.
    await t.deps.db.insert(reviewReports).values(
      reviewIds.slice(0, 5).map((reviewId) => ({
        reviewId,
        userId: someone.id,
        reason: 'Spam',
        status: 'RESOLVED_DISMISSED' as const,
      })),
    );
    const open = await t.deps.db
      .insert(reviewReports)
      .values(reviewIds.slice(5).map((reviewId) => ({ reviewId, userId: reporter.id, reason: 'Spam' })))
      .returning({ id: reviewReports.id });
    const search = async (term: string) =>
      (
        await listReports(t.deps.db, {
          page: 1,
          pageSize: 2,
          search: term,
          sortBy: 'status',
          sortOrder: 'desc',
          probeRows: 3,
        })
      ).reports.map((r) => r.id);
    const expected = open
      .map((r) => r.id)
      .sort()
      .reverse()
      .slice(0, 2);
    expect(await search('nx')).toEqual(expected);
    const first = (term: string) => firstStatusHolding(t.deps.db, `%${term}%`, 'desc', reportStatusGrams);
    expect(await first('nx')).toBe('PENDING');
    // A longer term is bounded by its grams; a reason matching, or a title copied from a deleted
    // review: no status is known.
    expect(await first('nxf car')).toBe('PENDING');
    expect(await first('sp')).toBeNull();
    // A dismissed report of a review retitled, then deleted: its report keeps the title (migration 0045),
    // which the title copies' grams count (migration 0046).
    await t.deps.db.update(reviews).set({ title: 'Nx was here' }).where(eq(reviews.id, reviewIds[0]!));
    await t.deps.db.delete(reviews).where(eq(reviews.id, reviewIds[0]!));
    expect(await first('nx')).toBeNull();
    const [kept] = await t.deps.db
      .select({ id: reviewReports.id })
      .from(reviewReports)
      .where(eq(reviewReports.reviewTitle, 'Nx was here'));
    expect(await search('nx')).toEqual([kept!.id, expected[0]]);
  });
  it("start a report search sorted by status at the first status whose title words' rows hold a match", async () => {
    const someone = await makeUser(t, { firstName: 'Plain', lastName: 'Filer' });
    const titled = async (title: string, status: 'PENDING' | 'RESOLVED_DISMISSED') => {
      const review = await makeReview(t, { userId: admin.id, propertyId, title });
      const [report] = await t.deps.db
        .insert(reviewReports)
        .values({ reviewId: review.id, userId: someone.id, reason: 'Spam', status })
        .returning({ id: reviewReports.id });
      return report!.id;
    };
    // Dismissed reports at the head by status descending, none holding the term; the matches all open.
    for (let i = 0; i < 4; i++) await titled('Plain flat', 'RESOLVED_DISMISSED');
    const open = [await titled('Qoxlantic lift', 'PENDING'), await titled('Qoxlantic stairs', 'PENDING')];
    const first = (term: string) => firstStatusHolding(t.deps.db, `%${term}%`, 'desc', reportStatusGrams);
    // The title copies' grams hold it in any status; their words' rows tell the open reports alone.
    expect(await first('qoxlant')).toBe('PENDING');
    const page = await listReports(t.deps.db, {
      page: 1,
      pageSize: 2,
      search: 'qoxlant',
      sortBy: 'status',
      sortOrder: 'desc',
      probeRows: 3,
    });
    expect(page.reports.map((r) => r.id)).toEqual([...open].sort().reverse());
    // A term with a space is not answered by the words: no status is known.
    expect(await first('qoxlantic lift')).toBeNull();
    // One match dismissed: its rows' status follows, and the head starts there.
    await t.deps.db.update(reviewReports).set({ status: 'RESOLVED_DISMISSED' }).where(eq(reviewReports.id, open[0]!));
    expect(await first('qoxlant')).toBe('RESOLVED_DISMISSED');
  });
});
