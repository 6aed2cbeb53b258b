import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../src/server/db/schema';
import { listAdminProperties } from '../../src/server/services/admin-properties';
import { addressFloor, condoRow } from '../support/property-rows';
import { createTestContext, type TestContext } from '../support/test-app';

/**
 * A properties search's address floor divides the vocabulary's counts of the words holding the term by
 * the most words an address holds (the largest length of admin_address_lengths, decision 067). The
 * lengths must follow every new, changed and deleted address: too small a bound would count a property
 * with many such words many times (a total past the cap where few properties match), and one left too
 * large by a deleted address would leave terms to the slower postings' floor.
 */

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
  // Three words each ("N vwmkI road"): 'vwmk' is in 40 words of one property each.
  await t.deps.db
    .insert(properties)
    .values(Array.from({ length: 40 }, (_, i) => condoRow(`wm-${i}`, `Estate ${i}`, `${i + 2} vwmk${i} road`)));
}, 120_000);

afterAll(async () => {
  await t.close();
});

const floor = (term: string, cap: number) => addressFloor(t.deps.db, term, cap);

/** The lengths as [words, addresses] pairs, shortest first. */
const lengths = async () =>
  (
    (await t.deps.db.execute(sql`SELECT words, n FROM admin_address_lengths ORDER BY words`)) as unknown as {
      rows: { words: number; n: number }[];
    }
  ).rows.map((r) => [r.words, r.n]);

const search = (term: string, cap: number) =>
  listAdminProperties(t.deps.db, { page: 1, pageSize: 10, search: term, sortBy: 'createdAt', sortOrder: 'desc' }, cap);

/** An address of `n` words, each holding `term`. */
const wordsHolding = (term: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${String.fromCharCode(97 + (i % 26))}${'x'.repeat(Math.floor(i / 26))}${term}`);

describe('the lengths of the addresses', () => {
  it('count a new address, whose words then bound the floor', async () => {
    expect(await lengths()).toEqual([[3, 40]]);
    // 40 postings of addresses of three words: at least 13 properties, past a cap of 5, where the
    // postings' floor stops at 6.
    expect(await floor('vwmk', 5)).toBe(13);

    // One property whose address holds 'qjzt' in 12 words: counted once, not four times.
    await t.deps.db.insert(properties).values(condoRow('wm-long', 'Long Address', wordsHolding('qjzt', 12).join(' ')));
    expect(await lengths()).toEqual([
      [3, 40],
      [12, 1],
    ]);
    expect(await floor('qjzt', 1)).toBe(1);
    expect((await search('qjzt', 1)).pagination).toMatchObject({ totalItems: 1, totalItemsCapped: false });
    // 40 / 12 floors 'vwmk' at 3: the postings' floor tells the rest.
    expect(await floor('vwmk', 5)).toBe(6);
  });

  it('follow a changed address', async () => {
    await t.deps.db
      .update(properties)
      .set({ address: wordsHolding('pkvd', 30).join(', ') })
      .where(eq(properties.slug, 'wm-0'));
    expect(await lengths()).toEqual([
      [3, 39],
      [12, 1],
      [30, 1],
    ]);
    expect(await floor('pkvd', 1)).toBe(1);
    expect((await search('pkvd', 1)).pagination).toMatchObject({ totalItems: 1, totalItemsCapped: false });
    // A change of name alone keeps the address's length.
    await t.deps.db.update(properties).set({ name: 'Renamed Estate' }).where(eq(properties.slug, 'wm-0'));
    expect(await lengths()).toEqual([
      [3, 39],
      [12, 1],
      [30, 1],
    ]);
  });

  it('let the bound fall again once the long addresses are gone', async () => {
    await t.deps.db.update(properties).set({ address: '2 vwmk0 road' }).where(eq(properties.slug, 'wm-0'));
    await t.deps.db.delete(properties).where(eq(properties.slug, 'wm-long'));
    expect(await lengths()).toEqual([[3, 40]]);
    expect(await floor('vwmk', 5)).toBe(13);
    expect((await search('vwmk', 5)).pagination).toMatchObject({ totalItems: 5, totalItemsCapped: true });
  });

  it('are what a rebuild of the read tables computes', async () => {
    await t.deps.db.insert(properties).values(condoRow('wm-four', 'Four Words', '1 vwmk40 long road'));
    const kept = await lengths();
    expect(kept).toEqual([
      [3, 40],
      [4, 1],
    ]);
    await t.deps.db.execute(sql`SELECT rebuild_read_tables()`);
    expect(await lengths()).toEqual(kept);
  });
});
