import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/db/seed';
import { readJson } from '../support/api-client';
import { condoRow } from '../support/property-rows';
import { createTestContext, type TestContext } from '../support/test-app';
import { makeProperty, makeReview, makeUser } from './reviews-fixtures';

/**
 * The read tables of migration 0008 (prefix top 8s, vocabulary, distinct names, list counters) and the
 * address words of migration 0038, kept by the triggers on properties, equal after every kind of change
 * what rebuild_read_tables() recomputes from scratch.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await seedDemo(t.deps.db, t.deps.storage);
});
afterAll(async () => {
  await t.close();
});

const TABLES = {
  property_words: 'property_id, word',
  search_words: 'word',
  search_names: 'name',
  search_prefixes: 'prefix, property_id',
  read_counts: 'key',
  admin_address_words: 'word, name, property_id',
  admin_address_vocabulary: 'word',
} as const;

async function snapshot(): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const [table, order] of Object.entries(TABLES)) {
    const result = (await t.deps.db.execute(sql.raw(`SELECT * FROM ${table} ORDER BY ${order}`))) as unknown as {
      rows: unknown[];
    };
    out[table] = result.rows;
  }
  return out;
}

async function expectSameAsRebuild() {
  const kept = await snapshot();
  await t.deps.db.execute(sql`SELECT rebuild_read_tables()`);
  expect(kept).toEqual(await snapshot());
}

async function suggest(q: string) {
  const res = await t.app.request(`/api/v1/properties/get-suggestions?${new URLSearchParams({ q })}`);
  return ((await readJson(res)).data as { name: string }[]).map((s) => s.name);
}

describe('read tables kept by the trigger', () => {
  it('match a rebuild after the demo seed', async () => {
    await expectSameAsRebuild();
  });

  it('follow creates, renames, type changes, deactivation, reactivation, reviews and deletes', async () => {
    const made = [];
    for (let i = 0; i < 11; i++) made.push(await makeProperty(t, { name: `Zephyr Court ${i}`, type: 'HDB' }));
    await expectSameAsRebuild();
    expect(await suggest('zeph')).toHaveLength(8);

    const renter = await makeUser(t);
    for (let i = 0; i < 3; i++) await makeReview(t, { userId: renter.id, propertyId: made[10]!.id });
    await expectSameAsRebuild();
    expect((await suggest('zeph'))[0]).toBe('Zephyr Court 10');

    await t.deps.db.update(properties).set({ isActive: false }).where(eq(properties.id, made[10]!.id));
    await expectSameAsRebuild();
    expect(await suggest('zeph')).not.toContain('Zephyr Court 10');
    expect(await suggest('zeph')).toHaveLength(8);

    await t.deps.db.update(properties).set({ isActive: true }).where(eq(properties.id, made[10]!.id));
    await t.deps.db
      .update(properties)
      .set({ name: 'Quokka Point', address: '1 Quokka Lane, Singapore, 123456', propertyType: 'CONDO' })
      .where(eq(properties.id, made[3]!.id));
    await expectSameAsRebuild();
    expect(await suggest('quok')).toEqual(['Quokka Point']);

    await t.deps.db.execute(sql`UPDATE reviews SET status = 'REJECTED' WHERE property_id = ${made[10]!.id}`);
    await t.deps.db.execute(sql`UPDATE properties SET review_count = 0 WHERE id = ${made[10]!.id}`);
    await expectSameAsRebuild();

    await t.deps.db.delete(properties).where(eq(properties.id, made[0]!.id));
    await t.deps.db.delete(properties).where(eq(properties.id, made[3]!.id));
    await expectSameAsRebuild();
    expect(await suggest('quok')).toEqual([]);
  });

  it('follow properties inserted and deleted several in one statement, and a name changed alone', async () => {
    const rows = await t.deps.db
      .insert(properties)
      .values([
        condoRow('rt-bulk-1', 'Wombat Heights', '3 Wombat Rise, #02-11, Singapore, 654321'),
        condoRow('rt-bulk-2', 'Wombat Heights', '5 Wombat Rise, Singapore, 654321'),
        condoRow('rt-bulk-3', 'Numbat House', '5 Numbat Walk, Bengaluru, 560001'),
      ])
      .returning({ id: properties.id });
    await expectSameAsRebuild();
    await t.deps.db.update(properties).set({ name: 'Wombat Towers' }).where(eq(properties.id, rows[0]!.id));
    await expectSameAsRebuild();
    await t.deps.db.delete(properties).where(
      inArray(
        properties.id,
        rows.slice(1).map((r) => r.id),
      ),
    );
    await expectSameAsRebuild();
  });
});
