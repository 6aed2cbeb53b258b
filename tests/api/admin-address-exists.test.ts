import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../src/server/db/schema';
import { listAdminProperties } from '../../src/server/services/admin-properties';
import { condoRow } from '../support/property-rows';
import { createTestContext, type TestContext } from '../support/test-app';

/**
 * Whether any address matches a properties search is asked of the first 1,000 properties in table
 * order, then of the trigram index (admin-properties.ts): a term whose only address is past those
 * rows is found all the same, and one among them is counted once.
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
