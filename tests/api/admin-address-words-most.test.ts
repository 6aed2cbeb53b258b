import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../src/server/db/schema';
import { listAdminProperties } from '../../src/server/services/admin-properties';
import { addressFloor, condoRow } from '../support/property-rows';
import { createTestContext, type TestContext } from '../support/test-app';

/**
 * A properties search's address floor divides the vocabulary's counts of the words holding the term by
 * the most words one address holds (admin_address_words_most, decision 067). The bound must follow every
 * new and changed address, or a property with many such words would be counted many times: a total past
 * the cap where few properties match.
 */

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
  // Three words each ("N vwmk road"): 'vwmk' is one word of 40 properties.
  await t.deps.db
    .insert(properties)
    .values(Array.from({ length: 40 }, (_, i) => condoRow(`wm-${i}`, `Estate ${i}`, `${i + 2} vwmk${i} road`)));
}, 120_000);

afterAll(async () => {
  await t.close();
});

const floor = (term: string, cap: number) => addressFloor(t.deps.db, term, cap);

const most = async () =>
  (
    (await t.deps.db.execute(sql`SELECT most FROM admin_address_words_most`)) as unknown as {
      rows: { most: number }[];
    }
  ).rows.map((r) => r.most);

const search = (term: string, cap: number) =>
  listAdminProperties(t.deps.db, { page: 1, pageSize: 10, search: term, sortBy: 'createdAt', sortOrder: 'desc' }, cap);

/** An address of `n` words, each holding `term`. */
const wordsHolding = (term: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${String.fromCharCode(97 + (i % 26))}${'x'.repeat(Math.floor(i / 26))}${term}`);

describe('the most words one address holds', () => {
  it('is kept in one row, raised by a new address with more words', async () => {
    expect(await most()).toEqual([3]);
    // 40 words holding 'vwmk' in 40 addresses of three words: at least 13 properties, past a cap of 5,
    // where the postings' floor stops at 6.
    expect(await floor('vwmk', 5)).toBe(13);

    // One property whose address holds 'qjzt' in 12 words: counted once, not four times.
    await t.deps.db.insert(properties).values(condoRow('wm-long', 'Long Address', wordsHolding('qjzt', 12).join(' ')));
    expect(await most()).toEqual([12]);
    expect(await floor('qjzt', 1)).toBe(1);
    expect((await search('qjzt', 1)).pagination).toMatchObject({ totalItems: 1, totalItemsCapped: false });
    // The bound is looser now: 40 / 12 floors 'vwmk' at 3, and the postings' floor tells the rest.
    expect(await floor('vwmk', 5)).toBe(6);
  });

  it('is raised by a changed address, never lowered by a shorter one', async () => {
    const [row] = await t.deps.db
      .update(properties)
      .set({ address: wordsHolding('pkvd', 30).join(', ') })
      .where(eq(properties.slug, 'wm-0'))
      .returning({ id: properties.id });
    expect(row).toBeDefined();
    expect(await most()).toEqual([30]);
    expect(await floor('pkvd', 1)).toBe(1);
    expect((await search('pkvd', 1)).pagination).toMatchObject({ totalItems: 1, totalItemsCapped: false });

    // A shorter address and a deleted property leave the bound as it is: it stays a bound.
    await t.deps.db.update(properties).set({ address: '2 vwmk0 road' }).where(eq(properties.slug, 'wm-0'));
    await t.deps.db.delete(properties).where(eq(properties.slug, 'wm-long'));
    expect(await most()).toEqual([30]);
    expect((await search('pkvd', 2)).pagination).toMatchObject({ totalItems: 0, totalItemsCapped: false });
  });

  it('is recomputed by a rebuild of the read tables', async () => {
    await t.deps.db.execute(sql`SELECT rebuild_read_tables()`);
    expect(await most()).toEqual([3]);
    expect(await floor('vwmk', 5)).toBe(13);
    expect((await search('vwmk', 5)).pagination).toMatchObject({ totalItems: 5, totalItemsCapped: true });
  });
});
