import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewReports, reviews, users } from '../../src/server/db/schema';
import { listReports } from '../../src/server/services/admin-reports';
import { firstReasonHolding } from '../../src/server/services/admin-report-reason-head';
import type { SortOrder } from '../../src/shared/admin-tables';
import { createTestContext, type TestContext } from '../support/test-app';
import { type TestUser, makeProperty, makeReview, makeUser } from './reviews-fixtures';

/**
 * A report search of one or two characters sorted by reason (decisions 057 and 060): its head starts at
 * the first reason holding a match (firstReasonHolding), told by the reasons, the reporters' grams kept
 * per reason and the deleted reviews' titles as their reports keep them. Pages equal a direct ILIKE in
 * (reason, id) order either way: a way left out of the question would skip its reason.
 */

let t: TestContext;
let statements: string[] = [];
/** The page statements a search ran: one when its head starts where the matches are. */
const heads = () => statements.filter((s) => s.startsWith('select "review_reports"."id"')).length;
/** The page statements that sorted every match (firstMatchesPage) rather than read a head. */
const sortedReads = () =>
  statements.filter((s) => s.startsWith('select "review_reports"."id"') && s.includes('SELECT DISTINCT k, id')).length;
const from = (term: string, order: SortOrder) => firstReasonHolding(t.deps.db, `%${term}%`, order);
let historyReview: string;
let qzara: TestUser;
let qzin: TestUser;

beforeAll(async () => {
  t = await createTestContext({}, { logQuery: (s) => void statements.push(s) });
  const propertyId = (await makeProperty(t)).id;
  const plain = await makeUser(t, { firstName: 'Plain', lastName: 'Person' });
  qzara = await makeUser(t, { firstName: 'Qzara', lastName: 'Teo' });
  qzin = await makeUser(t, { firstName: 'Qzin', lastName: 'Lim' });
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
  it('starts at the first row for a term in a live title, which is kept under no reason', async () => {
    expect(await from('qz', 'asc')).toBeNull();
    expect(await page('qz', 'asc')).toEqual(await direct('qz', 'asc'));
    expect(await page('qz', 'desc')).toEqual(await direct('qz', 'desc'));
  });

  it('starts its first head at the first reason holding a match, a deleted review title counted', async () => {
    await t.deps.db.delete(reviews).where(eq(reviews.id, historyReview));
    // Alpha's 1,000 reports (Zulu's, descending) hold none: the head starts at Beta, whose deleted review's
    // title holds the term (Gamma, a reporter's name, descending), and fills there.
    expect(await from('qz', 'asc')).toBe('Beta listing');
    expect(await from('qz', 'desc')).toBe('Gamma listing');
    const [beta] = await direct('qz', 'asc');
    const [gamma] = await direct('qz', 'desc');
    expect(await page('qz', 'asc')).toEqual([beta]);
    expect(heads()).toBe(1);
    expect(await page('qz', 'desc')).toEqual([gamma]);
    expect(heads()).toBe(1);
    // A reason holding the term itself; a term in no report.
    expect(await from('ga', 'asc')).toBe('Gamma listing');
    expect(await from('zv', 'asc')).toBeNull();
    for (const term of ['ga', 'zv']) {
      expect(await page(term, 'asc'), term).toEqual(await direct(term, 'asc'));
    }
  });

  it("follows a report moved to another reason and a reporter's new email", async () => {
    const move = (to: string) =>
      t.deps.db.execute(sql`UPDATE review_reports SET reason = ${to}
        WHERE id = (SELECT id FROM review_reports WHERE user_id = ${qzin.id} ORDER BY id LIMIT 1)`);
    await move('Aardvark listing');
    expect(await from('qz', 'asc')).toBe('Aardvark listing');
    expect(await page('qz', 'asc')).toEqual(await direct('qz', 'asc'));
    await move('Gamma listing');
    expect(await from('qz', 'asc')).toBe('Beta listing');
    // The reports' copies follow the reporter's email (migration 0029), and their grams per reason the copies.
    await t.deps.db.update(users).set({ email: 'qvx.teo@example.test' }).where(eq(users.id, qzara.id));
    expect(await from('qv', 'asc')).toBe('Delta listing');
    expect(await page('qv', 'desc')).toEqual(await direct('qv', 'desc'));
  });

  it('is not asked for a longer term, whose page sorts its matches without a head', async () => {
    expect(await from('qzin', 'asc')).toBeNull();
    expect(await page('qzin', 'asc')).toEqual(await direct('qzin', 'asc'));
    expect(sortedReads()).toBe(1);
    // 'qz' is in no reporter's email: the sorted page reads no email.
    expect(statements.some((s) => s.includes('"reporter_email" ilike'))).toBe(false);
  });

  it('reads the head first for a longer term its reporters may hold in more reports than a sort should read', async () => {
    // Every reporter's email holds 'example' (2,006 reports): few enough to sort.
    for (const order of ['asc', 'desc'] as const) {
      expect(await page('example', order), order).toEqual(await direct('example', order));
      expect(sortedReads(), order).toBe(1);
    }
    // Told its grams are in 20,000 more reporters' emails: the head of the order holds the page.
    const bump = (by: number) =>
      t.deps.db.execute(sql`UPDATE admin_search_grams SET n = n + ${by}
        WHERE list = 'review_reports.reporter_email' AND gram = ANY(admin_search_grams_of('example'))`);
    await bump(20_000);
    try {
      for (const order of ['asc', 'desc'] as const) {
        expect(await page('example', order), order).toEqual(await direct('example', order));
        expect(sortedReads(), order).toBe(0);
        expect(heads(), order).toBe(1);
      }
    } finally {
      await bump(-20_000);
    }
  });
});
