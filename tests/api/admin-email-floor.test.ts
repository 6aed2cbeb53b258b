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

/** One page of the users or the reports searched for `search`, with a cap: how many rows, and the pagination. */
const searched = async (list: 'users' | 'reports', search: string, cap: number) => {
  const found =
    list === 'users'
      ? await listUsers(t.deps.db, { ...q, search }, cap).then((r) => ({ rows: r.users, pagination: r.pagination }))
      : await listReports(t.deps.db, { ...q, search }, cap).then((r) => ({
          rows: r.reports,
          pagination: r.pagination,
        }));
  return { rows: found.rows.length, pagination: found.pagination };
};

describe('a search in many emails', () => {
  it.each([
    ['users', ['floorqx', 'FLOORQX', 'domainqz', '@domainqz.example']],
    ['reports', ['floorqx', 'domainqz']],
  ] as const)('%s: capped from the emails or domains starting with it, without counting', async (list, terms) => {
    for (const search of terms) {
      statements = [];
      const { rows, pagination } = await searched(list, search, 5);
      expect(pagination, search).toMatchObject({ totalItems: 5, totalItemsCapped: true });
      expect(rows, search).toBe(5);
      expect(counts(), search).toBe(0);
    }
  });

  it('counts every match within the cap, those inside an email too', async () => {
    for (const search of ['floorqx', 'domainqz', '@domainqz', 'domainqz.example']) {
      const expected = search === '@domainqz' ? 7 : 8;
      for (const list of ['users', 'reports'] as const) {
        const { rows, pagination } = await searched(list, search, 20);
        expect(pagination, `${list} ${search}`).toMatchObject({ totalItems: expected, totalItemsCapped: false });
        expect(rows, `${list} ${search}`).toBe(expected);
      }
    }
  });
});
