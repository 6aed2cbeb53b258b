import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../src/server/db/schema';
import { addressWordsAnswer } from '../../src/server/services/admin-address-words';
import { listAdminProperties } from '../../src/server/services/admin-properties';
import { addressFloor, condoRow } from '../support/property-rows';
import { createTestContext, type TestContext } from '../support/test-app';

/**
 * Whether any address matches a properties search is asked of the first 1,000 properties in table
 * order, then of the trigram index (admin-properties.ts): a term whose only address is past those
 * rows is found all the same, and one among them is counted once. A term in more addresses than the
 * cap is told by the public search's words (its floor), and pages sorted by name, read from the address
 * words (migration 0038) or through a head read ids first from the name index holding the address
 * (migration 0037), equal a direct ILIKE.
 */

let t: TestContext;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestContext();
  const db = t.deps.db;
  // One address among the first rows in table order, then more rows than are looked through first,
  // then one past them.
  const [early] = await db
    .insert(properties)
    .values(condoRow('ax-early', 'Harbour Crest', '9 Vwqx Crescent'))
    .returning({ id: properties.id });
  ids.early = early!.id;
  await db
    .insert(properties)
    .values(Array.from({ length: 1001 }, (_, i) => condoRow(`ax-${i}`, `Filler ${i}`, `${i} plain road`)));
  const [late] = await db
    .insert(properties)
    .values(condoRow('ax-late', 'Lagoon Point', '12 Qwvx Crescent'))
    .returning({ id: properties.id });
  ids.late = late!.id;
}, 120_000);

afterAll(async () => {
  await t.close();
});

const search = (term: string) =>
  listAdminProperties(t.deps.db, { page: 1, pageSize: 10, search: term, sortBy: 'createdAt', sortOrder: 'desc' });

describe('a properties search matching by address alone', () => {
  it('finds an address past the rows looked through first', async () => {
    const found = await search('qwvx');
    expect(found.pagination).toMatchObject({ totalItems: 1, totalItemsCapped: false });
    expect(found.properties.map((p) => p.id)).toEqual([ids.late]);
  });

  it('counts a term in both the first rows and the rest once per property', async () => {
    const found = await search('crescent');
    expect(found.pagination).toMatchObject({ totalItems: 2, totalItemsCapped: false });
    expect(found.properties.map((p) => p.id)).toEqual([ids.late, ids.early]);
    const road = await search('plain road');
    expect(road.pagination).toMatchObject({ totalItems: 1001, totalItemsCapped: false });
  });
});

describe('the floor of an address search, from the public search words and the address words', () => {
  const floor = (term: string, cap: number) => addressFloor(t.deps.db, term, cap);

  it('is the count of the commonest word holding the term, when past the cap', async () => {
    // 'plain' is a word of 1,001 addresses ("N plain road"), 'road' of 1,001 too.
    expect(await floor('plain', 100)).toBe(1001);
    expect(await floor('LAIN', 100)).toBe(1001);
    expect(await floor('road', 1000)).toBe(1001);
    // Within the cap the public words tell nothing, but the address words' postings do (up to one past
    // the cap); a term no word holds (a space, or no such word) floors at 0.
    expect(await floor('plain', 1001)).toBe(1001);
    expect(await floor('plain road', 100)).toBe(0);
    expect(await floor('qwvx', 0)).toBe(1);
    expect(await floor('zzzz', 0)).toBe(0);
  });

  it("is the distinct properties of the address words' postings, for a term in many words", async () => {
    // '100' is in two address words ('100', '1000') of one property each: no public word passes a cap of
    // one, their postings do.
    expect(await floor('100', 1)).toBe(2);
    expect(await floor('100', 5)).toBe(2);
  });

  it('caps the total as counting would', async () => {
    const found = await listAdminProperties(
      t.deps.db,
      { page: 1, pageSize: 10, search: 'plain', sortBy: 'createdAt', sortOrder: 'desc' },
      100,
    );
    expect(found.pagination).toMatchObject({ totalItems: 100, totalItemsCapped: true });
    expect(found.properties).toHaveLength(10);
  });
});

describe('a properties search sorted by name', () => {
  const direct = async (term: string, order: 'asc' | 'desc') =>
    (
      (await t.deps.db
        .execute(sql`SELECT id FROM properties WHERE name ILIKE ${`%${term}%`} OR address ILIKE ${`%${term}%`}
        ORDER BY name ${sql.raw(order)}, id ${sql.raw(order)}`)) as unknown as { rows: { id: string }[] }
    ).rows.map((r) => r.id);

  /** Pages 1-3 by name, in both orders, equal the first 30 rows of a direct ILIKE. */
  const expectPagesAsDirect = async (term: string, opts: { probeRows?: number } = {}) => {
    for (const sortOrder of ['asc', 'desc'] as const) {
      const expected = (await direct(term, sortOrder)).slice(0, 30);
      const seen: string[] = [];
      for (const page of [1, 2, 3]) {
        const found = await listAdminProperties(t.deps.db, {
          page,
          pageSize: 10,
          search: term,
          sortBy: 'name',
          sortOrder,
          ...opts,
        });
        seen.push(...found.properties.map((p) => p.id));
      }
      expect(seen, `'${term}' ${sortOrder}`).toEqual(expected);
    }
  };

  it('reads address matches from the address words for a term of letters and digits in few words', async () => {
    expect(await addressWordsAnswer(t.deps.db, '%crescent%', 30)).toBe(true);
    expect(await addressWordsAnswer(t.deps.db, '%ESCE%', 30)).toBe(true);
    expect(await addressWordsAnswer(t.deps.db, '%12%', 30)).toBe(true);
    // A space or other separator is in no word; '1' is in more words than are read.
    expect(await addressWordsAnswer(t.deps.db, '%plain road%', 30)).toBe(false);
    expect(await addressWordsAnswer(t.deps.db, '%9 v%', 30)).toBe(false);
    expect(await addressWordsAnswer(t.deps.db, '%1%', 30)).toBe(false);
  });

  // '1' and '0' are in more words than skip the head (MAX_TERM_WORDS): a sorted page (no head first,
  // probeRows 0) reads them from the words all the same, up to MAX_SORTED_TERM_WORDS.
  it.each(['1', '0'])("pages '%s' sorted whole as a direct ILIKE does, from the words", async (term) => {
    expect(await addressWordsAnswer(t.deps.db, `%${term}%`, 30)).toBe(false);
    await expectPagesAsDirect(term, { probeRows: 0 });
  });

  it('reads such a term from the words, not from the addresses', async () => {
    // 'Lagoon Point' holds '1' in its address alone, and comes first by name descending: with its
    // address words taken away, a page read from the words no longer finds it.
    const page = () =>
      listAdminProperties(t.deps.db, {
        page: 1,
        pageSize: 10,
        search: '1',
        sortBy: 'name',
        sortOrder: 'desc',
        probeRows: 0,
      });
    expect((await page()).properties[0]?.id).toBe(ids.late);
    await t.deps.db.execute(sql`DELETE FROM admin_address_words WHERE property_id = ${ids.late!}`);
    try {
      expect((await page()).properties.map((p) => p.id)).not.toContain(ids.late);
    } finally {
      await t.deps.db.execute(sql`SELECT rebuild_admin_address_words()`);
    }
  });

  it.each(['crescent', 'filler 10', 'road', '9', '12', 'qwvx'])(
    "pages '%s' as a direct ILIKE does, by name and address",
    (term) => expectPagesAsDirect(term),
  );
});
