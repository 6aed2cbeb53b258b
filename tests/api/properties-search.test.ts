import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/db/seed';
import { readJson } from '../support/api-client';
import { createTestContext, type TestContext } from '../support/test-app';

/** Search and suggestions, tuned and checked on the demo data set (42 properties). */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await seedDemo(t.deps.db, t.deps.storage);
});
afterAll(async () => {
  await t.close();
});

type Listed = { name: string; pincode: string; propertyType: string; isActive: boolean };

async function search(params: Record<string, string>) {
  return searchIn(t, params);
}
async function searchIn(ctx: TestContext, params: Record<string, string>) {
  const res = await ctx.app.request(`/api/v1/properties/search-properties?${new URLSearchParams(params)}`);
  expect(res.status).toBe(200);
  const body = await readJson(res);
  return body.data as { properties: Listed[]; pagination: { totalItems: number } };
}
const names = async (query: string) => (await search({ query })).properties.map((p) => p.name);

async function suggest(q: string) {
  const res = await t.app.request(`/api/v1/properties/get-suggestions?${new URLSearchParams({ q })}`);
  expect(res.status).toBe(200);
  return (await readJson(res)).data as { id: string; name: string; address: string; type: string }[];
}

describe('GET /properties/search-properties', () => {
  it("finds 'Marina Bay Suites' for 'marina bay' and for the misspelt 'marnia bay', ranked first", async () => {
    expect((await names('marina bay'))[0]).toBe('Marina Bay Suites');
    expect(await names('marina bay')).toContain('The Sail @ Marina Bay');
    expect((await names('marnia bay'))[0]).toBe('Marina Bay Suites');
    expect((await names('Marina Bay Suites'))[0]).toBe('Marina Bay Suites');
  });

  it.each([
    ['tampnes', 'Tampines'],
    ['kepel', 'Reflections at Keppel Bay'],
    ['orchad', 'Orchard'],
    ['pungol', 'Punggol Waterway Terraces'],
    ['interlace', 'The Interlace'],
    ['koramangala', 'Koramangala'],
    ['depot road', 'The Interlace'],
    ['bengaluru', ''],
  ])('finds sensible matches for %s', async (query, expected) => {
    const found = await names(query);
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]).toContain(expected);
  });

  it('finds only Bengaluru properties for "bengaluru" (address match)', async () => {
    const found = await search({ query: 'bengaluru', pageSize: '100' });
    const [row] = await t.deps.db.select().from(properties).where(eq(properties.name, found.properties[0]!.name));
    expect(row!.city).toBe('Bengaluru');
  });

  it.each(['xyzzy qwerty', 'banana', 'pizza', 'hello world', 'asdf', 'zz', 'condo'])(
    'finds nothing for nonsense %j',
    async (query) => {
      const found = await search({ query });
      expect(found.properties).toEqual([]);
      expect(found.pagination.totalItems).toBe(0);
    },
  );

  it('finds the properties of a 6-digit pincode, and by pincode prefix', async () => {
    expect((await search({ query: '018972' })).properties.map((p) => p.name)).toEqual(['Marina Bay Suites']);
    const prefix = await search({ query: '0189', pageSize: '100' });
    expect(prefix.properties.length).toBeGreaterThanOrEqual(3);
    expect(prefix.properties.every((p) => p.pincode.startsWith('0189'))).toBe(true);
    expect((await search({ query: '999999' })).properties).toEqual([]);
  });

  it('pages a pincode prefix in pincode order with its total, by type too, and past the end', async () => {
    const active = (await t.deps.db.select().from(properties).where(eq(properties.isActive, true))).filter((p) =>
      p.pincode?.startsWith('5'),
    );
    expect(active.length).toBeGreaterThan(2);
    const byPincode = (a: Listed, b: Listed) => (a.pincode < b.pincode ? -1 : a.pincode > b.pincode ? 1 : 0);
    const walked: Listed[] = [];
    for (let page = 1; page <= active.length; page++) {
      const found = await search({ query: '5', pageSize: '1', page: String(page) });
      expect(found.pagination.totalItems).toBe(active.length);
      walked.push(...found.properties);
    }
    expect(walked.map((p) => p.pincode)).toEqual(active.map((p) => p.pincode!).sort());
    expect([...walked].sort(byPincode)).toEqual(walked);
    const past = await search({ query: '5', pageSize: '1', page: String(active.length + 1) });
    expect(past.properties).toEqual([]);
    expect(past.pagination.totalItems).toBe(active.length);
    const type = active[0]!.propertyType;
    const typed = await search({ query: '5', type, pageSize: '100' });
    expect(typed.properties.map((p) => p.pincode).sort()).toEqual(
      active
        .filter((p) => p.propertyType === type)
        .map((p) => p.pincode!)
        .sort(),
    );
    expect(typed.pagination.totalItems).toBe(typed.properties.length);
  });

  it('treats LIKE wildcards in the text literally', async () => {
    expect((await search({ query: '%%%' })).properties).toEqual([]);
    expect((await search({ query: '___' })).properties).toEqual([]);
  });

  it('filters by type', async () => {
    const found = await search({ query: 'dawson', type: 'HDB' });
    expect(found.properties.length).toBeGreaterThan(0);
    expect(found.properties.every((p) => p.propertyType === 'HDB')).toBe(true);
    expect((await search({ query: 'marina bay', type: 'HDB' })).properties).toEqual([]);
  });

  it('lists everything (newest first) for a blank query, like get-all-properties', async () => {
    const blank = await search({ query: '   ', pageSize: '5' });
    const all = await readJson(await t.app.request('/api/v1/properties/get-all-properties?pageSize=5'));
    expect(blank).toEqual(all.data);
    expect(blank.pagination.totalItems).toBe(42);
    expect((await search({})).pagination.totalItems).toBe(42);
  });

  it('pages the results and accepts prtype', async () => {
    const first = await search({ query: 'tampines', pageSize: '2', prtype: 'review-property' });
    const second = await search({ query: 'tampines', pageSize: '2', page: '2' });
    expect(first.pagination.totalItems).toBe(3);
    expect(first.properties).toHaveLength(2);
    expect(second.properties).toHaveLength(1);
    expect(second.properties[0]!.name).not.toBe(first.properties[0]!.name);
  });

  it('pages name and address matches in one stable order, with exact totals and types', async () => {
    const all = await search({ query: 'singapore', pageSize: '100' });
    expect(all.properties.length).toBeGreaterThan(20);
    expect(all.pagination.totalItems).toBe(all.properties.length);
    const paged: Listed[] = [];
    for (let page = 1; paged.length < all.properties.length; page++) {
      const found = await search({ query: 'singapore', pageSize: '7', page: String(page) });
      expect(found.pagination.totalItems).toBe(all.properties.length);
      paged.push(...found.properties);
    }
    expect(paged.map((p) => p.name)).toEqual(all.properties.map((p) => p.name));

    const hdb = await search({ query: 'singapore', type: 'HDB', pageSize: '3' });
    const expected = all.properties.filter((p) => p.propertyType === 'HDB');
    expect(hdb.pagination.totalItems).toBe(expected.length);
    expect(hdb.properties.map((p) => p.name)).toEqual(expected.slice(0, 3).map((p) => p.name));
  });

  it('ranks properties named by the text before those with it only in their address', async () => {
    const found = await search({ query: 'bay', pageSize: '100' });
    const named = found.properties.map((p) => /\bbay\b/i.test(p.name));
    expect(named[0]).toBe(true);
    expect(named.indexOf(false) === -1 || !named.slice(named.indexOf(false)).includes(true)).toBe(true);
  });

  it('answers a page past the last match with no rows and the total', async () => {
    const past = await search({ query: 'tampines', pageSize: '2', page: '5' });
    expect(past.properties).toEqual([]);
    expect(past.pagination.totalItems).toBe(3);
  });

  it('rejects bad input with 400', async () => {
    for (const [query, message] of [
      ['query=x&type=FLAT', 'Invalid property type'],
      ['query=x&page=0', 'Page must be 1 or more'],
      ['query=x&pageSize=500', 'Page size must be 100 or less'],
      [`query=${'a'.repeat(101)}`, 'Search text must be 100 characters or less'],
    ] as const) {
      const res = await t.app.request(`/api/v1/properties/search-properties?${query}`);
      expect(res.status).toBe(400);
      expect((await readJson(res)).message).toBe(message);
    }
  });

  it('never lists an inactive property', async () => {
    await t.deps.db.update(properties).set({ isActive: false }).where(eq(properties.name, 'Marina Bay Suites'));
    try {
      expect(await names('marina bay suites')).not.toContain('Marina Bay Suites');
      expect((await search({ query: '018972' })).properties).toEqual([]);
      expect((await suggest('marina bay')).map((s) => s.name)).not.toContain('Marina Bay Suites');
    } finally {
      await t.deps.db.update(properties).set({ isActive: true }).where(eq(properties.name, 'Marina Bay Suites'));
    }
  });
});

describe('GET /properties/get-suggestions', () => {
  it("suggests Marina properties while 'marn' is typed, best first, as {id, name, address, type}", async () => {
    const found = await suggest('marn');
    expect(found[0]).toEqual({
      id: expect.any(String),
      name: 'Marina Bay Suites',
      address: '3 Central Boulevard, Singapore, 018972',
      type: 'CONDO',
    });
    expect(found.slice(0, 3).every((s) => s.name.includes('Marina'))).toBe(true);
  });

  it('answers at most 8', async () => {
    expect((await suggest('singapore')).length).toBe(8);
  });

  it('answers an empty list for fewer than 2 characters (after trimming)', async () => {
    expect(await suggest('')).toEqual([]);
    expect(await suggest('m')).toEqual([]);
    expect(await suggest('  m  ')).toEqual([]);
    expect((await t.app.request('/api/v1/properties/get-suggestions')).status).toBe(200);
  });

  it('suggests by pincode prefix', async () => {
    expect((await suggest('0189')).every((s) => s.address.includes('0189'))).toBe(true);
  });

  it('finds nothing for nonsense', async () => {
    expect(await suggest('qwxz')).toEqual([]);
  });

  it('leads to the property through get-suggestions-detail', async () => {
    const [first] = await suggest('interlace');
    const res = await t.app.request(`/api/v1/properties/get-suggestions-detail/${first!.id}`);
    expect((await readJson(res)).data).toMatchObject({ name: 'The Interlace', slug: 'the-interlace' });
  });
});

/** Totals past the demo data's size: a database of their own, so the demo's counts stay put. */
describe('GET /properties/search-properties totals', () => {
  let own: TestContext;
  beforeAll(async () => {
    own = await createTestContext();
  });
  afterAll(async () => {
    await own.close();
  });

  // 1,220 properties go through their triggers (the read tables, the admin search values and grams):
  // about 8 s on PGlite here, several times that on a loaded machine.
  it('counts name and address matches together, exactly below the cap and capped at it', async () => {
    // 'zyxwood' names 300 properties and is in the address of 900 more (1,200 in all, past the cap);
    // 'qorvale' names 4 and is in the address of 16 (20, below it). Inserted in one statement each.
    const rows = (word: string, named: number, inAddress: number) =>
      Array.from({ length: named + inAddress }, (_, i) => {
        const name = i < named ? `${word} Court ${i}` : `Plain Tower ${word.length}-${i}`;
        return {
          slug: `${word}-${i}`,
          name,
          address: i < named ? `${i} Elm Road` : `${i} ${word} Avenue`,
          apartmentName: name,
          normalizedName: name.toLowerCase(),
          streetName: 'Elm Road',
          pincode: '770001',
          country: 'Singapore',
          propertyType: i % 2 ? ('HDB' as const) : ('CONDO' as const),
        };
      });
    await own.deps.db.insert(properties).values(rows('zyxwood', 300, 900));
    await own.deps.db.insert(properties).values(rows('qorvale', 4, 16));

    const first = await searchIn(own, { query: 'zyxwood', pageSize: '10' });
    expect(first.pagination.totalItems).toBe(1000);
    expect(first.properties.every((p) => /zyxwood/i.test(p.name))).toBe(true);
    // Page 31 starts the address matches; the cap's last page is still served.
    const addressPage = await searchIn(own, { query: 'zyxwood', pageSize: '10', page: '31' });
    expect(addressPage.pagination.totalItems).toBe(1000);
    expect(addressPage.properties).toHaveLength(10);
    expect(addressPage.properties.every((p) => p.name.startsWith('Plain Tower'))).toBe(true);
    expect((await searchIn(own, { query: 'zyxwood', pageSize: '10', page: '100' })).properties).toHaveLength(10);

    const few = await searchIn(own, { query: 'qorvale', pageSize: '3' });
    expect(few.pagination.totalItems).toBe(20);
    const walked: Listed[] = [];
    for (let page = 1; page <= 7; page++) {
      const found = await searchIn(own, { query: 'qorvale', pageSize: '3', page: String(page) });
      expect(found.pagination.totalItems).toBe(20);
      walked.push(...found.properties);
    }
    expect(walked).toHaveLength(20);
    expect(walked.slice(0, 4).every((p) => /qorvale/i.test(p.name))).toBe(true);
    expect(new Set(walked.map((p) => p.name)).size).toBe(20);
    const hdb = await searchIn(own, { query: 'qorvale', type: 'HDB', pageSize: '100' });
    expect(hdb.pagination.totalItems).toBe(10);
    expect(hdb.properties.every((p) => p.propertyType === 'HDB')).toBe(true);
  }, 90_000);
});
