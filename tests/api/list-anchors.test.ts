import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../src/server/db/schema';
import type { PropertyType } from '../../src/shared/enums';
import { readJson } from '../support/api-client';
import { createTestContext, type TestContext } from '../support/test-app';

/**
 * Deep listing pages start from the buckets of list_anchors (migration 0011, decision 019). With a
 * span of 4 (buckets of 4-8 keys) every page past the first few is read from a bucket, so each
 * change below would show as a wrong page if the trigger left a bucket count stale: the pages of
 * the all list and of every type list must equal the OFFSET reference, for several page sizes,
 * and every bucket must count exactly the keys between its bounds.
 */
let t: TestContext;
const TYPES: PropertyType[] = ['CONDO', 'HDB', 'STANDALONE_HOUSE', 'CO_LIVING_SPACE'];
const base = Date.UTC(2026, 0, 1);
const at = (minute: number) => new Date(base + minute * 60_000);

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestContext();
  await t.deps.db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION list_anchor_span() RETURNS int LANGUAGE sql IMMUTABLE AS $$ SELECT 4 $$`),
  );
  // 90 properties, oldest first; every third minute holds two, so ids break ties.
  await insertProperties(Array.from({ length: 90 }, (_, i) => ({ minute: 1000 + Math.floor((i * 2) / 3), i })));
  await t.deps.db.execute(sql`SELECT rebuild_list_anchors()`);
});
afterAll(async () => {
  await t.close();
});

async function insertProperties(specs: { minute: number; i: number; type?: PropertyType }[]) {
  const rows = await t.deps.db
    .insert(properties)
    .values(
      specs.map(({ minute, i, type }) => {
        const name = `Anchor Court ${randomUUID().slice(0, 8)}`;
        return {
          slug: name.toLowerCase().replaceAll(' ', '-'),
          name,
          address: `${i} Anchor Street, Singapore, 123456`,
          propertyType: type ?? TYPES[i % 3 === 0 ? 1 : i % 5 === 0 ? 2 : i % 7 === 0 ? 3 : 0]!,
          apartmentName: name,
          normalizedName: name.toLowerCase(),
          streetName: 'Anchor Street',
          pincode: '123456',
          city: 'Singapore',
          stateRegion: 'Singapore',
          country: 'Singapore',
          createdAt: at(minute),
        };
      }),
    )
    .returning({ id: properties.id });
  return rows.map((r) => r.id);
}

/** Ids of the list in its order, read straight from properties: the reference every page must match. */
async function referenceOrder(type?: PropertyType): Promise<string[]> {
  return rowsOf<{ id: string }>(
    await t.deps.db.execute(sql`
      SELECT id FROM properties WHERE is_active ${type ? sql`AND property_type = ${type}` : sql``}
      ORDER BY created_at DESC, id DESC`),
  ).map((r) => r.id);
}

async function page(n: number, size: number, type?: PropertyType) {
  const res = await t.app.request(
    `/api/v1/properties/get-all-properties?page=${n}&pageSize=${size}${type ? `&type=${type}` : ''}`,
  );
  expect(res.status).toBe(200);
  const body = await readJson<'/properties/get-all-properties'>(res);
  return { ids: body.data.properties.map((p: { id: string }) => p.id), pagination: body.data.pagination };
}

/** Every bucket counts exactly the active keys of its list between its bounds. */
async function expectBucketsExact() {
  const wrong = rowsOf<{ list: string; n: number; actual: number }>(
    await t.deps.db.execute(sql`
      SELECT b.list, b.n, (
        SELECT count(*)::int FROM properties p
        WHERE p.is_active AND (b.list = 'properties' OR b.list = 'properties:' || p.property_type)
          AND (p.created_at, p.id) > (b.after_at, b.after_id) AND (p.created_at, p.id) <= (b.created_at, b.id)
      ) AS actual
      FROM (
        SELECT list, created_at, id, n,
               lag(created_at, 1, '-infinity') OVER w AS after_at,
               lag(id, 1, '00000000-0000-0000-0000-000000000000') OVER w AS after_id
        FROM list_anchors WINDOW w AS (PARTITION BY list ORDER BY created_at, id)
      ) b`),
  ).filter((b) => b.n !== b.actual);
  expect(wrong).toEqual([]);
}

/** Every page of the all list and of each type list, at several sizes, equals the reference. */
async function expectPagesExact() {
  await expectBucketsExact();
  for (const type of [undefined, ...TYPES]) {
    const reference = await referenceOrder(type);
    for (const size of [1, 3, 10]) {
      const pages = Math.ceil(reference.length / size);
      for (let n = 1; n <= pages + 1; n++) {
        const got = await page(n, size, type);
        expect(got.ids, `${type ?? 'all'} page ${n} of size ${size}`).toEqual(
          reference.slice((n - 1) * size, n * size),
        );
        expect(got.pagination).toEqual({
          currentPage: n,
          pageSize: size,
          totalPages: pages,
          totalItems: reference.length,
        });
      }
    }
  }
}

const setActive = (ids: string[], isActive: boolean) =>
  t.deps.db.update(properties).set({ isActive }).where(inArray(properties.id, ids));

describe('deep listing pages from list_anchors', () => {
  it('equal the OFFSET order after a rebuild', async () => {
    const [{ buckets }] = rowsOf<{ buckets: number }>(
      await t.deps.db.execute(sql`SELECT count(*)::int AS buckets FROM list_anchors WHERE list = 'properties'`),
    ) as [{ buckets: number }];
    expect(buckets).toBe(23);
    await expectPagesExact();
  });

  it('read from the buckets: a bucket count moved by one shows as a wrong deep page', async () => {
    const reference = await referenceOrder();
    await t.deps.db.execute(sql`
      UPDATE list_anchors SET n = n + CASE WHEN created_at = 'infinity' THEN -1 ELSE 1 END
      WHERE list = 'properties' AND (created_at = 'infinity'
        OR (created_at, id) = (SELECT created_at, id FROM list_anchors WHERE list = 'properties' ORDER BY created_at, id LIMIT 1))`);
    // Page 8 covers positions 10-19 from the oldest: it starts after the second bucket.
    expect((await page(8, 10)).ids).not.toEqual(reference.slice(70, 80));
    await t.deps.db.execute(sql`SELECT rebuild_list_anchors()`);
    expect((await page(8, 10)).ids).toEqual(reference.slice(70, 80));
  });

  it('fall back to OFFSET when the buckets do not add up to the counter', async () => {
    const reference = await referenceOrder();
    await t.deps.db.execute(
      sql`UPDATE list_anchors SET n = n + 1 WHERE list = 'properties' AND created_at = 'infinity'`,
    );
    expect((await page(9, 10)).ids).toEqual(reference.slice(80, 90));
    await t.deps.db.execute(sql`SELECT rebuild_list_anchors()`);
  });

  it('stay exact after inserts on top, in the middle, at the bottom and on tied keys', async () => {
    await insertProperties(Array.from({ length: 25 }, (_, i) => ({ minute: 2000 + i, i })));
    await expectPagesExact();
    await insertProperties(Array.from({ length: 20 }, (_, i) => ({ minute: 1010 + (i % 4), i, type: 'HDB' })));
    await insertProperties([
      { minute: 10, i: 3 },
      { minute: 1030, i: 5 },
      { minute: 1030, i: 6 },
    ]);
    await expectPagesExact();
  });

  it('stay exact after deactivation, reactivation and deletion in the middle', async () => {
    const order = await referenceOrder();
    const middle = order.slice(40, 70);
    await setActive(
      middle.filter((_, i) => i % 2 === 0),
      false,
    );
    await expectPagesExact();
    await setActive(
      middle.filter((_, i) => i % 4 === 0),
      true,
    );
    await expectPagesExact();
    await t.deps.db.delete(properties).where(inArray(properties.id, order.slice(75, 85)));
    await expectPagesExact();
  });

  it('stay exact after a type change and a created_at change', async () => {
    const order = await referenceOrder();
    for (const id of order.slice(30, 50)) {
      await t.deps.db.update(properties).set({ propertyType: 'CO_LIVING_SPACE' }).where(eq(properties.id, id));
    }
    await t.deps.db
      .update(properties)
      .set({ createdAt: at(1) })
      .where(eq(properties.id, order[5]!));
    await t.deps.db
      .update(properties)
      .set({ createdAt: at(5000) })
      .where(eq(properties.id, order[100]!));
    await expectPagesExact();
  });

  it('merge buckets as a list empties and split them as it refills', async () => {
    const order = await referenceOrder();
    await setActive(order.slice(10), false);
    await expectPagesExact();
    const [{ buckets }] = rowsOf<{ buckets: number }>(
      await t.deps.db.execute(sql`SELECT count(*)::int AS buckets FROM list_anchors WHERE list = 'properties'`),
    ) as [{ buckets: number }];
    expect(buckets).toBeLessThanOrEqual(5);
    await setActive(order, true);
    await expectPagesExact();
  });

  it('stay exact under concurrent changes from several connections', async () => {
    const order = await referenceOrder();
    await Promise.all([
      ...order.slice(0, 40).map((id, i) => setActive([id], i % 2 === 1)),
      ...Array.from({ length: 20 }, (_, i) => insertProperties([{ minute: 1020 + i, i }])),
      ...order
        .slice(60, 80)
        .map((id) => t.deps.db.update(properties).set({ propertyType: 'HDB' }).where(eq(properties.id, id))),
    ]);
    await expectPagesExact();
  });
});
