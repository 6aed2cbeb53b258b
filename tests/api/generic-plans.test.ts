import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../src/server/db/client';
import { listReports } from '../../src/server/services/admin-reports';
import { listUsers } from '../../src/server/services/admin-users';
import { listProperties } from '../../src/server/services/properties';
import { searchProperties } from '../../src/server/services/search';
import { suggestProperties } from '../../src/server/services/suggestions';
import { createTestContext, type TestContext } from '../support/test-app';
import { REPORT_REASONS } from '../../src/shared/enums';
import { send } from './review-write-fixtures';
import { makeProperty, makeReview, makeUser } from './reviews-fixtures';

/**
 * The prepared reads whose values are kept from the planner (decision 032) run on PostgreSQL's
 * generic plan once a connection has executed them five times, instead of being planned again for
 * every request (a millisecond each at 1M rows, longer than most of their executions). Reads the
 * plan counters of pg_prepared_statements inside one transaction, so on one connection; measures no
 * time. PostgreSQL only: the embedded PGlite driver sends no named statements.
 *
 * With their values visible to the planner, the word match and both name statements stay planned per
 * execution even on this small data (these cases fail on the code before decision 032). The listing
 * and the pincode search went generic here either way (their bound LIMIT only priced the generic plan
 * out at 1M rows): for them this pins that they stay named and reused, and bench/plan-cache.ts shows
 * the choice at scale.
 */
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
  for (let i = 0; i < 12; i++) {
    await makeProperty(t, { name: `Plan Residences ${i}`, type: i % 2 ? 'HDB' : 'CONDO', pincode: `5600${10 + i}` });
  }
  for (const firstName of ['Planner', 'Plane', 'Otto']) await makeUser(t, { firstName });
  // A review whose title holds a word of no user's name, reported for two reasons.
  const review = await makeReview(t, {
    userId: (await makeUser(t)).id,
    propertyId: (await makeProperty(t)).id,
    title: 'Planwick damp in every room',
  });
  for (const reason of REPORT_REASONS.slice(0, 2)) {
    const res = await send(t, 'POST', `/reviews/${review.id}/flag`, {
      user: await makeUser(t),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reason }),
    });
    expect(res.status).toBe(201);
  }
});
afterAll(async () => {
  await t.close();
});

const reads: [statement: string, read: (db: DbOrTx) => Promise<unknown>][] = [
  ['listing_all', (db) => listProperties(db, { page: 1, pageSize: 5 })],
  ['listing_hdb', (db) => listProperties(db, { page: 2, pageSize: 2, type: 'HDB' })],
  ['search_match_words', (db) => searchProperties(db, { query: 'plan residences', page: 1, pageSize: 5 })],
  ['search_name_matches_2_all', (db) => searchProperties(db, { query: 'plan residences', page: 1, pageSize: 5 })],
  ['search_pincode_all', (db) => searchProperties(db, { query: '5600', page: 1, pageSize: 5 })],
  ['suggest_by_names_2', (db) => suggestProperties(db, 'plna residences')],
  [
    'admin_users_firstName_desc_search',
    (db) => listUsers(db, { page: 1, pageSize: 5, search: 'plan', sortBy: 'firstName', sortOrder: 'desc' }),
  ],
  // A longer term sorted by reason, in title words and no reporter's name (decision 061).
  ...(['asc', 'desc'] as const).map((sortOrder): (typeof reads)[number] => [
    `report_reason_words_${sortOrder}_none`,
    (db) => listReports(db, { page: 1, pageSize: 5, search: 'planwick', sortBy: 'reason', sortOrder }),
  ]),
];

describe.skipIf(!process.env.DATABASE_URL)('prepared reads on their generic plans (decision 032)', () => {
  it.each(reads)('%s is planned once, then reused', async (statement, read) => {
    const counters = await t.deps.db.transaction(async (tx) => {
      for (let i = 0; i < 8; i++) await read(tx);
      const result = await tx.execute(
        sql`SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE name = ${statement}`,
      );
      return (result as unknown as { rows: { generic: number; custom: number }[] }).rows[0];
    });
    expect(counters).toBeDefined();
    expect(counters!.generic).toBeGreaterThan(0);
    expect(counters!.custom).toBeLessThanOrEqual(5);
  });
});
