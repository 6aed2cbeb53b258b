import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewReports, reviews } from '../../src/server/db/schema';
import { listReports } from '../../src/server/services/admin-reports';
import type { SortOrder } from '../../src/shared/admin-tables';
import { createTestContext, type TestContext } from '../support/test-app';
import { type TestUser, makeProperty, makeReview, makeUser } from './reviews-fixtures';

/**
 * A report search sorted by reason (decision 057): once a head falls short, later heads start at the
 * first reason holding a match (firstReasonHolding), read from the ways' own indexes: the reasons, the
 * reviews' titles as the reports keep them (deleted ones too) and the reporters' copies. Pages equal a
 * direct ILIKE in (reason, id) order either way: a way left out of the question would skip its reason.
 */

let t: TestContext;
let statements: string[] = [];
const asked = () => statements.filter((s) => s.includes('AS m(k)')).length;
let historyReview: string;

beforeAll(async () => {
  t = await createTestContext({}, { logQuery: (s) => void statements.push(s) });
  const propertyId = (await makeProperty(t)).id;
  const plain = await makeUser(t, { firstName: 'Plain', lastName: 'Person' });
  const [qzara, qzin] = [
    await makeUser(t, { firstName: 'Qzara', lastName: 'Teo' }),
    await makeUser(t, { firstName: 'Qzin', lastName: 'Lim' }),
  ];
  const report = async (reason: string, reporter: TestUser, title = 'Fine flat') => {
    const review = await makeReview(t, { userId: plain.id, propertyId, title });
    await t.deps.db.insert(reviewReports).values({ reviewId: review.id, userId: reporter.id, reason });
    return review.id;
  };
  // Longer than the first head (1,000 rows) at either end of the order, with no match: dismissed reports
  // of one review.
  const bulk = await makeReview(t, { userId: plain.id, propertyId });
  for (const reason of ['Alpha listing', 'Zulu listing']) {
    await t.deps.db.execute(sql`INSERT INTO review_reports (review_id, user_id, reason, status)
      SELECT ${bulk.id}, ${plain.id}, ${reason}, 'RESOLVED_DISMISSED' FROM generate_series(1, 1000)`);
  }
  historyReview = await report('Beta listing', plain, 'Qzeta history');
  for (let i = 0; i < 3; i++) await report('Delta listing', qzara);
  for (let i = 0; i < 2; i++) await report('Gamma listing', qzin);
  // Told that 'qz' is in many reporters' names (as no write of the server can make it here): the count is
  // capped from that gram, and the page reads heads of the order, each longer than the last.
  await t.deps.db.execute(
    sql`UPDATE admin_search_grams SET n = 50000 WHERE list IN ('users', 'review_reports.reporter_name') AND gram = 'qz'`,
  );
}, 120_000);

afterAll(async () => {
  await t.close();
});

const direct = async (term: string, order: SortOrder) => {
  const dir = sql.raw(order === 'desc' ? 'DESC' : 'ASC');
  const p = `%${term}%`;
  const { rows } = (await t.deps.db.execute(
    sql`SELECT rr.id FROM review_reports rr LEFT JOIN reviews r ON r.id = rr.review_id
      WHERE rr.reason ILIKE ${p} OR coalesce(r.title, rr.review_title) ILIKE ${p} OR rr.reporter_name ILIKE ${p}
        OR rr.reporter_email ILIKE ${p}
      ORDER BY rr.reason ${dir}, rr.id ${dir} LIMIT 1`,
  )) as unknown as { rows: { id: string }[] };
  return rows.map((r) => r.id);
};

const page = async (term: string, order: SortOrder) => {
  statements = [];
  const found = await listReports(
    t.deps.db,
    { page: 1, pageSize: 1, search: term, sortBy: 'reason', sortOrder: order },
    20,
  );
  return found.reports.map((r) => r.id);
};

describe('a report search sorted by reason', () => {
  it('is not asked for a term of two characters in a live title (every report would be read)', async () => {
    expect(await page('qz', 'asc')).toEqual(await direct('qz', 'asc'));
    expect(asked()).toBe(0);
  });

  it('starts later heads at the first reason holding a match, a deleted review title counted', async () => {
    await t.deps.db.delete(reviews).where(eq(reviews.id, historyReview));
    // The first head, 1,000 reports of Alpha (Zulu, descending), holds none: a later head, which asks
    // once and starts at Beta (Gamma, descending).
    const [beta] = await direct('qz', 'asc');
    const [gamma] = await direct('qz', 'desc');
    expect(await page('qz', 'asc')).toEqual([beta]);
    expect(asked()).toBe(1);
    expect(await page('qz', 'desc')).toEqual([gamma]);
    expect(asked()).toBe(1);
    // A reason holding the term itself, and a term in no report.
    for (const term of ['ga', 'zv']) {
      expect(await page(term, 'asc')).toEqual(await direct(term, 'asc'));
    }
  });

  it('is not asked when the first head fills the page', async () => {
    expect(await page('li', 'asc')).toEqual(await direct('li', 'asc'));
    expect(asked()).toBe(0);
  });
});
