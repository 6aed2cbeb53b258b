import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../src/server/db/schema';
import { condoRow } from '../support/property-rows';
import { createTestContext, type TestContext } from '../support/test-app';

/**
 * count_admin_search_values (migration 0043): a term without a space lies within one word of each value
 * holding it, so a term in no word is in no value and its total is 0 without the values read; a term
 * with a space is in no word and is summed from the values. The words taken away show which answered.
 */

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
  await t.deps.db
    .insert(properties)
    .values([condoRow('cw-1', 'Deposit Heights', '1 plain road'), condoRow('cw-2', 'Crest View', '2 plain road')]);
}, 120_000);

afterAll(async () => {
  await t.close();
});

const counted = async (pattern: string) =>
  (
    (await t.deps.db.execute(sql`SELECT total::int AS total, matched, by_words AS "byWords"
      FROM count_admin_search_values('properties', ${pattern}, 10000, 0, 100, 10)`)) as unknown as {
      rows: { total: number; matched: number; byWords: boolean }[];
    }
  ).rows[0]!;

describe("a search's values counted", () => {
  it('answers 0 for a term without a space in no word, and sums the values for one with a space', async () => {
    expect(await counted('%EPOS%')).toEqual({ total: 1, matched: 1, byWords: true });
    expect(await counted('%posit hei%')).toEqual({ total: 1, matched: 1, byWords: false });
    await t.deps.db.execute(sql`DELETE FROM admin_search_words WHERE list = 'properties' AND word LIKE '%epos%'`);
    // The value 'Deposit Heights' is still there: only the words told the total.
    expect(await counted('%EPOS%')).toEqual({ total: 0, matched: 0, byWords: true });
    expect(await counted('%posit hei%')).toEqual({ total: 1, matched: 1, byWords: false });
  });
});
