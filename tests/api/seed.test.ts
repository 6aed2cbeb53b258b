import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty, type SeedSummary } from '../../src/server/db/seed';
import { createTestContext, type TestContext } from '../support/test-app';

let t: TestContext;
let summary: SeedSummary | null;
beforeAll(async () => {
  t = await createTestContext();
  summary = await seedDemoIfEmpty(t.deps.db, t.deps.storage);
}, 120_000);
afterAll(async () => {
  await t.close();
});

// Both drivers answer execute() with `{ rows }`; drizzle's shared type leaves the result unknown.
const rowsOf = async <T>(db: TestContext['deps']['db'], query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(t.deps.db, query);

describe('demo seed', () => {
  it('fills an empty database with the demo data set', () => {
    expect(summary).not.toBeNull();
    expect(summary!.properties).toBeGreaterThanOrEqual(40);
    expect(summary!.approved).toBeGreaterThanOrEqual(150);
  });

  it('covers all four property types in Singapore and India', async () => {
    const types = await rows<{ property_type: string; country: string }>(
      sql`select distinct property_type, country from properties`,
    );
    for (const type of ['CONDO', 'HDB', 'STANDALONE_HOUSE', 'CO_LIVING_SPACE']) {
      expect(types.some((r) => r.property_type === type)).toBe(true);
    }
    expect(new Set(types.map((r) => r.country))).toEqual(new Set(['Singapore', 'India']));
  });

  it('has pending, rejected, anonymous and reported reviews, photos and renters', async () => {
    const [r] = await rows<Record<string, number>>(sql`select
      count(*) filter (where status = 'PENDING')::int as pending,
      count(*) filter (where status = 'REJECTED')::int as rejected,
      count(*) filter (where is_anonymous)::int as anonymous,
      (select count(*)::int from review_reports) as reports,
      (select count(distinct review_id)::int from review_images) as with_photos,
      (select count(*)::int from users where role = 'USER' and is_verified) as renters
      from reviews`);
    expect(r!.pending).toBeGreaterThan(0);
    expect(r!.rejected).toBeGreaterThan(0);
    expect(r!.anonymous).toBeGreaterThan(0);
    expect(r!.reports).toBeGreaterThan(0);
    expect(r!.with_photos).toBeGreaterThan(100);
    expect(r!.renters).toBeGreaterThanOrEqual(10);
  });

  it('stores aggregates that match the approved reviews exactly', async () => {
    const mismatches = await rows<{ slug: string }>(sql`
      select p.slug from properties p
      left join lateral (
        select count(*)::int n, coalesce(sum(overall_rating), 0)::int total,
               count(*) filter (where overall_rating = 5)::int c5,
               count(*) filter (where overall_rating = 1)::int c1
        from reviews r where r.property_id = p.id and r.status = 'APPROVED'
      ) a on true
      where p.review_count <> a.n or p.rating_sum <> a.total or p.rating5_count <> a.c5 or p.rating1_count <> a.c1
         or p.overall_rating <> (case when a.n = 0 then 0 else round(a.total::numeric / a.n, 1)::float end)`);
    expect(mismatches).toEqual([]);
    const likes = await rows<{ id: string }>(sql`
      select r.id from reviews r where r.likes_count <> (select count(*) from review_likes l where l.review_id = r.id)`);
    expect(likes).toEqual([]);
  });

  it('is deterministic and does not run twice', async () => {
    const [first] = await rows<{ title: string; slug: string }>(
      sql`select r.title, p.slug from reviews r join properties p on p.id = r.property_id order by r.created_at desc limit 1`,
    );
    expect(first).toBeDefined();
    expect(await seedDemoIfEmpty(t.deps.db, t.deps.storage)).toBeNull();
    const other = await createTestContext();
    try {
      await seedDemoIfEmpty(other.deps.db, other.deps.storage);
      const [again] = await rowsOf<{ title: string; slug: string }>(
        other.deps.db,
        sql`select r.title, p.slug from reviews r join properties p on p.id = r.property_id order by r.created_at desc limit 1`,
      );
      expect(again).toEqual(first);
    } finally {
      await other.close();
    }
  }, 120_000);
});
