import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../src/server/db/schema';
import { listAdminProperties } from '../../src/server/services/admin-properties';
import { activeFrom } from '../../src/server/services/admin-property-ways';
import { condoRow } from '../support/property-rows';
import { createTestContext, type TestContext } from '../support/test-app';

/**
 * A properties search sorted by activity ascending (decision 056): the inactive properties come first,
 * and once a head falls short, later heads start at the active ones when no inactive property holds the
 * term (activeFrom, through the inactive properties' trigram indexes of migration 0044). Pages equal a
 * direct ILIKE in (is_active, id) order either way.
 */

let t: TestContext;
let statements: string[] = [];
const asked = () => statements.filter((s) => s.includes('WITH m AS MATERIALIZED')).length;

beforeAll(async () => {
  t = await createTestContext({}, { logQuery: (s) => void statements.push(s) });
  const inactive = (row: typeof properties.$inferInsert) => ({ ...row, isActive: false });
  await t.deps.db
    .insert(properties)
    .values([
      ...Array.from({ length: 30 }, (_, i) => inactive(condoRow(`dormant-${i}`, `Dormant ${i}`, `${i} quiet lane`))),
      inactive(condoRow('dormant-lagoon', 'Dormant Lagoon', '99 quiet lane')),
      ...Array.from({ length: 40 }, (_, i) => condoRow(`bright-${i}`, `Bright ${i}`, `${i} orchid way`)),
      ...Array.from({ length: 5 }, (_, i) => condoRow(`sunny-${i}`, `Sunny ${i}`, `${i} kestrel close`)),
      condoRow('bright-lagoon', 'Lagoon Bright', '7 orchid way'),
    ]);
}, 120_000);

afterAll(async () => {
  await t.close();
});

const direct = async (term: string) =>
  (
    (await t.deps.db
      .execute(sql`SELECT id FROM properties WHERE name ILIKE ${`%${term}%`} OR address ILIKE ${`%${term}%`}
      ORDER BY is_active, id`)) as unknown as { rows: { id: string }[] }
  ).rows.map((r) => r.id);

const pages = async (term: string, cap?: number) => {
  const seen: string[] = [];
  for (const page of [1, 2, 3, 4, 5]) {
    const found = await listAdminProperties(
      t.deps.db,
      { page, pageSize: 10, search: term, sortBy: 'isActive', sortOrder: 'asc' },
      cap,
    );
    seen.push(...found.properties.map((p) => p.id));
  }
  return seen;
};

describe('a properties search sorted by activity ascending', () => {
  it('tells whether an inactive property holds a term of three characters or more', async () => {
    expect(await activeFrom(t.deps.db, '%kestrel%')).toBe('true');
    expect(await activeFrom(t.deps.db, '%ORCHID%')).toBe('true');
    // In an inactive name, in inactive addresses; a term of two characters is not asked.
    expect(await activeFrom(t.deps.db, '%lagoon%')).toBeNull();
    expect(await activeFrom(t.deps.db, '%quiet%')).toBeNull();
    expect(await activeFrom(t.deps.db, '%ke%')).toBeNull();
    // Two characters, one of them escaped ('k%'): not asked either.
    expect(await activeFrom(t.deps.db, '%k\\%%')).toBeNull();
  });

  it.each(['kestrel', 'lagoon', 'orchid', 'quiet', 'dormant', 'o'])('pages %s as a direct ILIKE does', async (term) => {
    expect(await pages(term)).toEqual((await direct(term)).slice(0, 50));
  });

  it('asks once a head fell short, and its later heads still page as a direct ILIKE does', async () => {
    // The public words' count of 'kestrel' raised past the cap (the floor of its address matches): dense
    // enough for longer heads, where the usual head holds 5 of the page's 10.
    const [{ n } = { n: 0 }] = (
      (await t.deps.db.execute(sql`SELECT total_count AS n FROM search_words WHERE word = 'kestrel'`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    await t.deps.db.execute(sql`UPDATE search_words SET total_count = 200000 WHERE word = 'kestrel'`);
    try {
      statements = [];
      const first = await listAdminProperties(
        t.deps.db,
        { page: 1, pageSize: 10, search: 'kestrel', sortBy: 'isActive', sortOrder: 'asc' },
        20,
      );
      expect(first.properties.map((p) => p.id)).toEqual((await direct('kestrel')).slice(0, 10));
      expect(asked()).toBe(1);
      // Descending, the active properties come first: never asked.
      statements = [];
      await listAdminProperties(
        t.deps.db,
        { page: 1, pageSize: 10, search: 'kestrel', sortBy: 'isActive', sortOrder: 'desc' },
        20,
      );
      expect(asked()).toBe(0);
    } finally {
      await t.deps.db.execute(sql`UPDATE search_words SET total_count = ${n} WHERE word = 'kestrel'`);
    }
    // A head that fills the page: not asked.
    statements = [];
    await listAdminProperties(t.deps.db, {
      page: 1,
      pageSize: 10,
      search: 'orchid',
      sortBy: 'isActive',
      sortOrder: 'asc',
    });
    expect(asked()).toBe(0);
  });
});
