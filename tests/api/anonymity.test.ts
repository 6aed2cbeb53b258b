import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, reviews, users } from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/db/seed';
import { createTestContext, type TestContext } from '../support/test-app';

/**
 * Walks every public answer over the demo data and checks that no anonymous review carries its
 * author's id, name, email or avatar, and that no public answer carries any user id or email at all.
 */
let t: TestContext;
let people: { id: string; firstName: string; lastName: string; email: string; profileImageUrl: string }[];
let authorOf: Map<string, string>;
let anonymousAuthorToken: string;

beforeAll(async () => {
  t = await createTestContext();
  await seedDemo(t.deps.db, t.deps.storage);
  // Give everyone an avatar (not derived from the id), so a leaked avatar would be visible.
  await t.deps.db.update(users).set({ profileImageUrl: sql`'/uploads/avatars/' || md5(random()::text) || '.webp'` });
  people = (await t.deps.db.select().from(users)).map((u) => ({
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    profileImageUrl: u.profileImageUrl!,
  }));
  const rows = await t.deps.db
    .select({ id: reviews.id, userId: reviews.userId, anon: reviews.isAnonymous })
    .from(reviews);
  authorOf = new Map(rows.map((r) => [r.id, r.userId]));
  const anonAuthor = rows.find((r) => r.anon)!.userId;
  const [u] = await t.deps.db.select().from(users).where(eq(users.id, anonAuthor));
  anonymousAuthorToken = await t.deps.tokens.sign({ sub: u!.id, role: u!.role, tv: u!.tokenVersion });
});
afterAll(async () => {
  await t.close();
});

/** Every string anywhere inside a JSON value. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

/** Every object with `isAnonymous` and an `id` (a review) anywhere inside a JSON value. */
function reviewsIn(value: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) for (const v of value) reviewsIn(v, out);
  else if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    if (typeof obj.isAnonymous === 'boolean' && typeof obj.id === 'string') out.push(obj);
    for (const v of Object.values(obj)) reviewsIn(v, out);
  }
  return out;
}

/** What one test's walk saw, so each test proves on its own that it checked real reviews. */
interface Walk {
  anonymous: number;
  named: number;
  answers: number;
}
const newWalk = (): Walk => ({ anonymous: 0, named: 0, answers: 0 });

async function check(seen: Walk, path: string, token?: string) {
  const res = await t.app.request(`/api/v1${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.status, path).toBe(200);
  const raw = await res.text();
  const body: unknown = JSON.parse(raw);
  seen.answers++;

  // No public answer names any user by id or email, anywhere.
  for (const p of people) {
    expect(raw.includes(p.id), `${path} leaks a user id`).toBe(false);
    expect(raw.toLowerCase().includes(p.email.toLowerCase()), `${path} leaks an email`).toBe(false);
  }

  for (const review of reviewsIn(body)) {
    const author = people.find((p) => p.id === authorOf.get(review.id as string))!;
    if (review.isAnonymous) {
      seen.anonymous++;
      expect(review.author, `${path} review ${review.id as string}`).toBeNull();
      expect(Object.keys(review)).not.toContain('userId');
      expect(Object.keys(review)).not.toContain('user');
      const values = strings(review);
      expect(values).not.toContain(author.firstName);
      expect(values).not.toContain(author.lastName);
      expect(values.some((v) => v.includes(author.profileImageUrl))).toBe(false);
      expect(values.some((v) => v.includes(`${author.firstName} ${author.lastName}`))).toBe(false);
    } else {
      seen.named++;
      expect(review.author).toEqual({
        firstName: author.firstName,
        lastName: author.lastName,
        profileImageUrl: author.profileImageUrl,
      });
    }
  }
}

describe('anonymous reviewers stay anonymous in every public answer', () => {
  it('home sections, with and without a token (even the anonymous author’s own)', async () => {
    const walk = newWalk();
    for (const token of [undefined, anonymousAuthorToken]) {
      await check(walk, '/reviews/most-recent-reviews?limit=24', token);
      await check(walk, '/reviews/most-recent-reviews', token);
      await check(walk, '/reviews/get-condo-reviews/condo?limit=24', token);
      await check(walk, '/reviews/get-hdb-reviews/hdb?limit=24', token);
    }
    expect(walk.anonymous).toBeGreaterThan(0);
    expect(walk.named).toBeGreaterThan(0);
  });

  it('every property: reviews (all pages, with and without a token), by slug, detail', async () => {
    const walk = newWalk();
    const all = await t.deps.db.select({ id: properties.id, slug: properties.slug }).from(properties);
    for (const p of all) {
      await check(walk, `/reviews/property/${p.id}?pageSize=100`);
      await check(walk, `/reviews/property/${p.id}?pageSize=3&page=2&userId=${authorOf.values().next().value}`);
      await check(walk, `/reviews/property/${p.id}?pageSize=100`, anonymousAuthorToken);
      await check(walk, `/properties/get-properties-by-slug/${p.slug}`);
      await check(walk, `/properties/get-suggestions-detail/${p.id}`);
    }
    // It actually walked anonymous and named reviews, many times over.
    expect(walk.anonymous).toBeGreaterThan(50);
    expect(walk.named).toBeGreaterThan(100);
    expect(walk.answers).toBeGreaterThan(200);
  });

  it('lists, search and suggestions', async () => {
    const walk = newWalk();
    await check(walk, '/properties/get-all-properties?pageSize=100');
    for (const type of ['CONDO', 'HDB', 'STANDALONE_HOUSE', 'CO_LIVING_SPACE']) {
      await check(walk, `/properties/get-all-properties?type=${type}`);
    }
    for (const q of ['marina', 'singapore', '5600', 'dawson road']) {
      await check(walk, `/properties/search-properties?query=${encodeURIComponent(q)}&pageSize=100`);
      await check(walk, `/properties/get-suggestions?q=${encodeURIComponent(q)}`);
    }
    // Searching for a reviewer's name finds no property through their reviews.
    for (const p of people.slice(0, 3)) {
      await check(walk, `/properties/get-suggestions?q=${encodeURIComponent(p.lastName)}`);
    }
    expect(walk.answers).toBe(16);
  });
});
