import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listReports } from '../../src/server/services/admin-reports';
import { listUsers } from '../../src/server/services/admin-users';
import { createTestContext, type TestContext } from '../support/test-app';
import { makeProperty, makeReview, makeUser } from './reviews-fixtures';

/**
 * Whether a search matches another way (an email, a reporter's copy) is asked first among a sample of
 * the table's first rows, then through the way's index (sampledFirst): a match in the sample or past it
 * is found either way, and the total counts it.
 */
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
  // An early user, then 1,200 more: the last user and the reports below sit past the sample's 1,000 rows.
  const early = await makeUser(t, { firstName: 'Early', lastName: 'Bird' });
  await t.deps.db.execute(sql`UPDATE users SET email = 'early-sampleqx@example.test' WHERE id = ${early.id}`);
  await t.deps.db.execute(sql`INSERT INTO users (first_name, last_name, email)
    SELECT 'Filler', 'Person' || g, 'filler' || g || '@example.test' FROM generate_series(1, 1200) g`);
  const late = await makeUser(t, { firstName: 'Late', lastName: 'Comer' });
  await t.deps.db.execute(sql`UPDATE users SET email = 'late-pastqx@example.test' WHERE id = ${late.id}`);
  const review = await makeReview(t, { userId: early.id, propertyId: (await makeProperty(t)).id });
  await t.deps.db.execute(sql`INSERT INTO review_reports (review_id, user_id, reason, status)
    SELECT ${review.id}, u.id, 'Spam', 'RESOLVED_DISMISSED' FROM users u WHERE u.last_name LIKE 'Person%'`);
  await t.deps.db.execute(
    sql`INSERT INTO review_reports (review_id, user_id, reason) VALUES (${review.id}, ${late.id}, 'Spam')`,
  );
}, 120_000);

afterAll(async () => {
  await t.close();
});

const q = { page: 1, pageSize: 10, sortBy: 'createdAt', sortOrder: 'desc' } as const;

describe('a search matching another way only', () => {
  it("finds a user's email in the sample of first rows and past it", async () => {
    for (const [search, email] of [
      ['sampleqx', 'early-sampleqx@example.test'],
      ['pastqx', 'late-pastqx@example.test'],
    ] as const) {
      const { users, pagination } = await listUsers(t.deps.db, { ...q, search });
      expect(
        users.map((u) => u.email),
        search,
      ).toEqual([email]);
      expect(pagination.totalItems, search).toBe(1);
    }
  });

  it("finds a report by its reporter's email past the sample of first rows", async () => {
    const { reports, pagination } = await listReports(t.deps.db, { ...q, search: 'pastqx' });
    expect(reports.map((r) => r.user.email)).toEqual(['late-pastqx@example.test']);
    expect(pagination.totalItems).toBe(1);
  });
});
