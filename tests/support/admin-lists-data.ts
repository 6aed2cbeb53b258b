import { afterAll, beforeAll, expect } from 'vitest';
import { properties, reviewReports, reviews, users } from '../../src/server/db/schema';
import {
  ADMIN_PROPERTY_SORT_KEYS,
  ADMIN_REPORT_SORT_KEYS,
  ADMIN_REVIEW_SORT_KEYS,
  ADMIN_USER_SORT_KEYS,
} from '../../src/shared/admin-tables';
import type { PropertyType, ReviewStatus } from '../../src/shared/enums';
import { listAdminProperties } from '../../src/server/services/admin-properties';
import { listReports } from '../../src/server/services/admin-reports';
import { listReviews } from '../../src/server/services/admin-reviews';
import { type AdminListOptions, listUsers } from '../../src/server/services/admin-users';
import { readLooseJson as json } from './api-client';
import { createTestContext, type TestContext } from './test-app';

/**
 * The data of the admin list tests (tests/api/admin-lists*.test.ts): at least 500 rows per table,
 * the order the API promises, and each list's case.
 *
 * Text values are lower-case letters and digits only, so the database's collation (C on PGlite,
 * often en_US on PostgreSQL) and a plain code-point comparison agree on their order. For the same
 * reason CO_LIVING_SPACE (whose underscore sorts differently under the two) is left out of the data.
 * Many rows share each sort value on purpose: the id tie-breaker is what keeps the pages stable.
 */

let t: TestContext;
let auth: Record<string, string>;

const N = 520;
const pad = (n: number, width = 4) => String(n).padStart(width, '0');
const base = Date.UTC(2025, 0, 1);
const minutes = (n: number) => new Date(base + n * 60_000);

/**
 * Registers the test file's set-up: a test database holding the rows below and an admin's
 * authorization header, given by the returned function once the set-up has run.
 */
export function seedAdminLists(): () => { t: TestContext; auth: Record<string, string> } {
  beforeAll(async () => {
    t = await createTestContext();
    const db = t.deps.db;
    const [admin] = await db
      .insert(users)
      .values({ firstName: 'admin', lastName: 'root', email: 'admin0x@example.test', role: 'ADMIN', isVerified: true })
      .returning();
    const token = await t.deps.tokens.sign({ sub: admin!.id, role: 'ADMIN', tv: admin!.tokenVersion });
    auth = { authorization: `Bearer ${token}` };

    const firstNames = ['alpha', 'bravo', 'charlie', 'delta', 'echo'];
    const userRows = await db
      .insert(users)
      .values(
        Array.from({ length: N }, (_, i) => ({
          firstName: firstNames[i % firstNames.length]!,
          lastName: `l${pad(i % 37, 2)}`,
          email: `u${pad(i)}x@example.test`,
          role: i % 50 === 0 ? ('ADMIN' as const) : ('USER' as const),
          isActive: i % 3 !== 0,
          isVerified: i % 2 === 0,
          createdAt: minutes(i % 100),
        })),
      )
      .returning({ id: users.id });

    const types: PropertyType[] = ['CONDO', 'HDB', 'STANDALONE_HOUSE'];
    const propertyRows = await db
      .insert(properties)
      .values(
        Array.from({ length: N }, (_, i) => ({
          slug: `p${pad(i)}`,
          name: `p${pad(i % 61, 2)}${i % 4 === 0 ? 'garden' : 'tower'}`,
          address: `${i} street ${i % 5 === 0 ? 'orchard' : 'bedok'}`,
          propertyType: types[i % types.length]!,
          apartmentName: `p${pad(i)}`,
          normalizedName: `p${pad(i)}`,
          streetName: 'street',
          pincode: '123456',
          country: 'Singapore',
          isActive: i % 7 !== 0,
          overallRating: (i % 9) / 2,
          reviewCount: i % 11,
          createdAt: minutes(i % 90),
        })),
      )
      .returning({ id: properties.id });

    const statuses: ReviewStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];
    const reviewRows = await db
      .insert(reviews)
      .values(
        Array.from({ length: 2 * N + 60 }, (_, i) => ({
          userId: userRows[i % N]!.id,
          propertyId: propertyRows[i % 23]!.id,
          status: statuses[i % 3]!,
          title: `t${pad(i % 71, 2)}${i % 6 === 0 ? 'mould' : 'quiet'}`,
          body: 'body',
          overallRating: (i % 5) + 1,
          isAnonymous: i % 2 === 0,
          createdAt: minutes(i % 120),
        })),
      )
      .returning({ id: reviews.id });

    await db.insert(reviewReports).values(
      Array.from({ length: N }, (_, i) => ({
        reviewId: reviewRows[i]!.id,
        userId: userRows[(i * 7) % N]!.id,
        reason: `r${pad(i % 13, 2)}${i % 4 === 0 ? 'spam' : 'rude'}`,
        status: i % 5 === 0 ? ('RESOLVED_DISMISSED' as const) : ('PENDING' as const),
        createdAt: minutes(i % 80),
      })),
    );
  }, 120_000);

  afterAll(async () => {
    await t.close();
  });
  return () => ({ t, auth });
}

export type Value = string | number | boolean | Date | null;
export type Row = { id: string } & Record<string, Value>;

const rank = (v: Value) => (v instanceof Date ? v.getTime() : typeof v === 'boolean' ? Number(v) : v);

/** The order the API promises: the sort value, then the id, both in the requested direction. */
export function referenceOrder(rows: Row[], key: string, order: 'asc' | 'desc'): string[] {
  const sign = order === 'asc' ? 1 : -1;
  const cmp = (a: Value, b: Value) => {
    const x = rank(a)!;
    const y = rank(b)!;
    return x < y ? -1 : x > y ? 1 : 0;
  };
  return [...rows].sort((a, b) => sign * (cmp(a[key]!, b[key]!) || cmp(a.id, b.id))).map((r) => r.id);
}

/** Walks every page of a list and returns the ids in the order the pages gave them. */
export async function walk(path: string, itemsKey: string, params: Record<string, string>, sizeParam: string) {
  const ids: string[] = [];
  let totalItems = -1;
  for (let page = 1; ; page++) {
    const query = new URLSearchParams({ ...params, page: String(page), [sizeParam]: '50' });
    const res = await t.app.request(`/api/v1${path}?${query}`, { headers: auth });
    expect(res.status).toBe(200);
    const body = await json(res);
    const pagination = body.data.pagination as {
      currentPage: number;
      pageSize: number;
      totalPages: number;
      totalItems: number;
    };
    expect(pagination.currentPage).toBe(page);
    expect(pagination.pageSize).toBe(50);
    totalItems = pagination.totalItems;
    ids.push(...(body.data[itemsKey] as { id: string }[]).map((r) => r.id));
    if (page >= pagination.totalPages) break;
  }
  return { ids, totalItems };
}

/** Every review (or the anonymous ones) with the text a review search looks in: title, property name, author. */
export async function reviewsWithText(anonymousOnly: boolean): Promise<{ row: Row; text: string }[]> {
  const [all, owners, places] = await Promise.all([
    t.deps.db.select().from(reviews),
    t.deps.db.select().from(users),
    t.deps.db.select().from(properties),
  ]);
  const u = new Map(owners.map((o) => [o.id, o]));
  const p = new Map(places.map((o) => [o.id, o]));
  return all
    .filter((r) => !anonymousOnly || r.isAnonymous)
    .map((r) => {
      const author = u.get(r.userId)!;
      return {
        row: r as unknown as Row,
        text: [r.title, p.get(r.propertyId)!.name, author.firstName, author.lastName].join('\n'),
      };
    });
}

export interface ListCase {
  path: string;
  itemsKey: string;
  keys: readonly string[];
  search: string;
  load: () => Promise<{ row: Row; text: string }[]>;
  /** The list's service, for options the HTTP query does not carry (probeRows). */
  list: (q: AdminListOptions<string>) => Promise<{ ids: string[]; totalItems: number }>;
}

type Listed = { pagination: { totalItems: number } } & Record<string, unknown>;
const listed = (items: string) => (r: Listed) => ({
  ids: (r[items] as { id: string }[]).map((x) => x.id),
  totalItems: r.pagination.totalItems,
});

export const cases: ListCase[] = [
  {
    path: '/admin/admin-get-all-users',
    itemsKey: 'users',
    keys: ADMIN_USER_SORT_KEYS,
    search: 'BRAVO',
    list: async (q) => listed('users')(await listUsers(t.deps.db, q as any)),
    load: async () =>
      (await t.deps.db.select().from(users)).map((u) => ({
        row: u as unknown as Row,
        text: [`${u.firstName} ${u.lastName}`, u.email].join('\n'),
      })),
  },
  {
    path: '/admin/admin-get-all-properties',
    itemsKey: 'properties',
    keys: ADMIN_PROPERTY_SORT_KEYS,
    search: 'orchard',
    list: async (q) => listed('properties')(await listAdminProperties(t.deps.db, q as any)),
    load: async () =>
      (await t.deps.db.select().from(properties)).map((p) => ({
        row: p as unknown as Row,
        text: [p.name, p.address].join('\n'),
      })),
  },
  ...[false, true].map((anonymousOnly): ListCase => ({
    path: anonymousOnly ? '/admin/admin-get-all-anonymous-reviews' : '/admin/admin-get-all-reviews',
    itemsKey: 'reviews',
    keys: ADMIN_REVIEW_SORT_KEYS,
    search: 'mould',
    list: async (q) => listed('reviews')(await listReviews(t.deps.db, q as any, { anonymousOnly })),
    load: () => reviewsWithText(anonymousOnly),
  })),
  {
    path: '/admin/reviews/reported',
    itemsKey: 'reports',
    keys: ADMIN_REPORT_SORT_KEYS,
    search: 'spam',
    list: async (q) => listed('reports')(await listReports(t.deps.db, q as any)),
    load: async () => {
      const [all, owners, written] = await Promise.all([
        t.deps.db.select().from(reviewReports),
        t.deps.db.select().from(users),
        t.deps.db.select().from(reviews),
      ]);
      const u = new Map(owners.map((o) => [o.id, o]));
      const w = new Map(written.map((o) => [o.id, o]));
      return all.map((r) => {
        const reporter = u.get(r.userId)!;
        return {
          row: r as unknown as Row,
          text: [
            r.reason,
            (r.reviewId ? w.get(r.reviewId)?.title : undefined) ?? r.reviewTitle ?? '',
            `${reporter.firstName} ${reporter.lastName}`,
            reporter.email,
          ].join('\n'),
        };
      });
    },
  },
];
