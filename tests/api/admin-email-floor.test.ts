import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listReports } from '../../src/server/services/admin-reports';
import { listUsers } from '../../src/server/services/admin-users';
import { createTestContext, type TestContext } from '../support/test-app';
import { makeProperty, makeReview, makeUser } from './reviews-fixtures';

/**
 * The emails or domains starting with a term floor the email way's total (emailFloor, migration 0049):
 * past the cap the total is capped without counting the matches; within it the total is still exact,
 * the floor counting only some of them.
 */
let t: TestContext;
let statements: string[] = [];
/** The capped counts a search ran: none when a floor passed the cap. */
const counts = () => statements.filter((s) => s.startsWith('select count(*) from (')).length;

beforeAll(async () => {
  t = await createTestContext({}, { logQuery: (s) => void statements.push(s) });
  // Seven emails starting with 'floorqx' at the domain 'domainqz.example', and one holding both terms
  // elsewhere ('a-floorqx@mail.domainqz.example'): a match neither floor counts.
  await t.deps.db.execute(sql`INSERT INTO users (first_name, last_name, email)
    SELECT 'Plain', 'Person' || g, 'floorqx' || g || '@domainqz.example' FROM generate_series(1, 7) g`);
  await t.deps.db.execute(sql`INSERT INTO users (first_name, last_name, email)
    VALUES ('Plain', 'Inside', 'a-floorqx@mail.domainqz.example')`);
  const author = await makeUser(t);
  const review = await makeReview(t, { userId: author.id, propertyId: (await makeProperty(t)).id });
  await t.deps.db.execute(sql`INSERT INTO review_reports (review_id, user_id, reason, status)
    SELECT ${review.id}, u.id, 'Spam', 'RESOLVED_DISMISSED' FROM users u WHERE u.first_name = 'Plain'`);
}, 120_000);

afterAll(async () => {
  await t.close();
});

const q = { page: 1, pageSize: 10, sortBy: 'createdAt', sortOrder: 'desc' } as const;

describe('a search in many emails', () => {
  it('is capped from the emails or domains starting with it, without counting', async () => {
    for (const search of ['floorqx', 'FLOORQX', 'domainqz', '@domainqz.example']) {
      statements = [];
      const { users, pagination } = await listUsers(t.deps.db, { ...q, search }, 5);
      expect(pagination, search).toMatchObject({ totalItems: 5, totalItemsCapped: true });
      expect(users, search).toHaveLength(5);
      expect(counts(), search).toBe(0);
    }
  });

  it("caps a report search from its reporters' emails the same way", async () => {
    for (const search of ['floorqx', 'domainqz']) {
      statements = [];
      const { reports, pagination } = await listReports(t.deps.db, { ...q, search }, 5);
      expect(pagination, search).toMatchObject({ totalItems: 5, totalItemsCapped: true });
      expect(reports, search).toHaveLength(5);
      expect(counts(), search).toBe(0);
    }
  });

  it('counts every match within the cap, those inside an email too', async () => {
    for (const search of ['floorqx', 'domainqz', '@domainqz', 'domainqz.example']) {
      const expected = search === '@domainqz' ? 7 : 8;
      const { users, pagination } = await listUsers(t.deps.db, { ...q, search }, 20);
      expect(pagination, search).toMatchObject({ totalItems: expected, totalItemsCapped: false });
      expect(users, search).toHaveLength(expected);
      const { pagination: reported } = await listReports(t.deps.db, { ...q, search }, 20);
      expect(reported, search).toMatchObject({ totalItems: expected, totalItemsCapped: false });
    }
  });
});
