import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewReports, users } from '../../src/server/db/schema';
import { listReports } from '../../src/server/services/admin-reports';
import { REPORT_REASONS } from '../../src/shared/enums';
import { readLooseJson as json } from '../support/api-client';
import { createTestContext, type TestContext } from '../support/test-app';
import { type TestUser, makeProperty, makeReview, makeUser } from './reviews-fixtures';

/**
 * A report keeps copies of its reporter's "first last" and email (migration 0029, decision 047), which
 * the report search reads instead of joining every report to the users: they must follow the reporter
 * whatever changes, or the back office would find a report by a name its reporter no longer has.
 */

let t: TestContext;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  admin = await makeUser(t, { role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
});

const call = async (method: string, path: string, user: TestUser, body?: unknown) => {
  const res = await t.app.request(`/api/v1${path}`, {
    method,
    headers: { ...user.auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await json(res) };
};

/** The ids of the reports the back office finds for `search` (every page's worth: a handful here). */
const found = async (search: string): Promise<string[]> => {
  const res = await call('GET', `/admin/reviews/reported?pageSize=100&search=${encodeURIComponent(search)}`, admin);
  expect(res.status).toBe(200);
  return (res.body.data.reports as { id: string }[]).map((r) => r.id);
};

const copies = async (reportId: string) =>
  (
    await t.deps.db
      .select({ name: reviewReports.reporterName, email: reviewReports.reporterEmail })
      .from(reviewReports)
      .where(eq(reviewReports.id, reportId))
  )[0];

/** A renter files a report through the API; the report's id. */
async function fileReport(reporter: TestUser): Promise<string> {
  const author = await makeUser(t);
  const review = await makeReview(t, { userId: author.id, propertyId: (await makeProperty(t)).id });
  const res = await call('POST', `/reviews/${review.id}/flag`, reporter, { reason: REPORT_REASONS[0] });
  expect(res.status).toBe(201);
  const [row] = await t.deps.db
    .select({ id: reviewReports.id })
    .from(reviewReports)
    .where(eq(reviewReports.reviewId, review.id));
  return row!.id;
}

describe("a report's copies of its reporter", () => {
  it('are set when the report is filed, and found by name and email', async () => {
    const reporter = await makeUser(t, { firstName: 'Xiadani', lastName: 'Qorvell' });
    const id = await fileReport(reporter);
    expect(await copies(id)).toEqual({ name: 'Xiadani Qorvell', email: reporter.email });
    expect(await found('xiadani qor')).toEqual([id]);
    expect(await found(reporter.email.slice(0, 10))).toEqual([id]);
  });

  it('follow a rename, of a term of one or two characters too', async () => {
    const reporter = await makeUser(t, { firstName: 'Brondwyth', lastName: 'Alvesk' });
    const ids = [await fileReport(reporter), await fileReport(reporter)];
    const renamed = await call('PUT', `/profile/update-details/${reporter.id}`, reporter, {
      firstName: 'Jzorane',
      lastName: 'Alvesk',
    });
    expect(renamed.status).toBe(200);
    for (const id of ids) expect(await copies(id)).toEqual({ name: 'Jzorane Alvesk', email: reporter.email });
    expect(await found('jzorane')).toEqual(expect.arrayContaining(ids));
    expect(await found('jzorane')).toHaveLength(2);
    // 'jz' only in the new name: read through the grams of the copies.
    expect((await found('jz')).sort()).toEqual([...ids].sort());
    expect(await found('brondwyth')).toEqual([]);
  });

  it('follow an email change, and take the real reporter whatever an update writes', async () => {
    const reporter = await makeUser(t, { firstName: 'Ysolde', lastName: 'Mervane' });
    const id = await fileReport(reporter);
    await t.deps.db.update(users).set({ email: 'ysolde.new@qzmail.test' }).where(eq(users.id, reporter.id));
    expect(await copies(id)).toEqual({ name: 'Ysolde Mervane', email: 'ysolde.new@qzmail.test' });
    expect(await found('qzmail')).toEqual([id]);
    expect(await found(reporter.email)).toEqual([]);
    // The copies are not the report's to change: a write of them is put right again.
    await t.deps.db.update(reviewReports).set({ reporterName: 'Someone Else' }).where(eq(reviewReports.id, id));
    expect(await copies(id)).toEqual({ name: 'Ysolde Mervane', email: 'ysolde.new@qzmail.test' });
  });

  it("keep their grams' counts, which tell a capped total, and never count a report twice", async () => {
    const gramCount = async (column: 'reporter_name' | 'reporter_email', gram: string) => {
      const result = (await t.deps.db.execute(
        sql`SELECT coalesce(sum(n), 0)::int AS n FROM admin_search_grams
             WHERE list = ${`review_reports.${column}`} AND gram = ${gram}`,
      )) as unknown as { rows: { n: number }[] };
      return result.rows[0]!.n;
    };
    const reporter = await makeUser(t, { firstName: 'Vqelle', lastName: 'Dunmore' });
    await t.deps.db.update(users).set({ email: 'vq.dunmore@example.test' }).where(eq(users.id, reporter.id));
    const ids = [await fileReport(reporter), await fileReport(reporter)];
    expect(await gramCount('reporter_name', 'vq')).toBe(2);
    expect(await gramCount('reporter_email', 'vq')).toBe(2);
    const total = async (cap: number) =>
      (
        await listReports(
          t.deps.db,
          { page: 1, pageSize: 10, search: 'vq', sortBy: 'createdAt', sortOrder: 'desc' },
          cap,
        )
      ).pagination;
    // Each report holds 'vq' in its name and its email: two reports, not four, under a cap of three.
    expect(await total(3)).toMatchObject({ totalItems: 2, totalItemsCapped: false });
    // One copy's gram alone passes a cap of one.
    expect(await total(1)).toMatchObject({ totalItems: 1, totalItemsCapped: true });
    // A rename and a deleted report move the counts with them.
    await call('PUT', `/profile/update-details/${reporter.id}`, reporter, { firstName: 'Elle', lastName: 'Dunmore' });
    expect(await gramCount('reporter_name', 'vq')).toBe(0);
    await t.deps.db.delete(reviewReports).where(eq(reviewReports.id, ids[0]!));
    expect(await gramCount('reporter_email', 'vq')).toBe(1);
    expect(await total(3)).toMatchObject({ totalItems: 1, totalItemsCapped: false });
  });

  it('are read through the grams and trigram indexes of the copies', async () => {
    const plan = async (where: string) =>
      t.deps.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        const rows = (await tx.execute(sql.raw(`EXPLAIN SELECT id FROM review_reports WHERE ${where}`))) as unknown as {
          rows: { 'QUERY PLAN': string }[];
        };
        return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    expect(await plan(`admin_search_grams_of(reporter_name) @> ARRAY['jz']`)).toContain(
      'review_reports_reporter_name_grams_idx',
    );
    expect(await plan(`admin_search_grams_of(reporter_email) @> ARRAY['qz']`)).toContain(
      'review_reports_reporter_email_grams_idx',
    );
    expect(await plan(`reporter_name ILIKE '%jzorane%'`)).toContain('review_reports_reporter_name_trgm_idx');
    expect(await plan(`reporter_email ILIKE '%qzmail%'`)).toContain('review_reports_reporter_email_trgm_idx');
  });
});
