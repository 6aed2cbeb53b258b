import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ilike } from 'drizzle-orm';
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
import {
  type PageRows,
  adminPage,
  orderWithTieBreaker,
  searchPageRows,
} from '../../src/server/services/admin-list-query';
import { SKIP_SCAN_VALUES } from '../../src/server/services/admin-users-by-first-name';
import { readLooseJson as json } from '../support/api-client';
import { createTestContext, type TestContext } from '../support/test-app';

/**
 * The admin lists on at least 500 rows per table: for every sort key, both directions, with and
 * without search, the pages joined are exactly the reference order (no duplicate, no gap).
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

type Value = string | number | boolean | Date | null;
type Row = { id: string } & Record<string, Value>;

const rank = (v: Value) => (v instanceof Date ? v.getTime() : typeof v === 'boolean' ? Number(v) : v);

/** The order the API promises: the sort value, then the id, both in the requested direction. */
function referenceOrder(rows: Row[], key: string, order: 'asc' | 'desc'): string[] {
  const sign = order === 'asc' ? 1 : -1;
  const cmp = (a: Value, b: Value) => {
    const x = rank(a)!;
    const y = rank(b)!;
    return x < y ? -1 : x > y ? 1 : 0;
  };
  return [...rows].sort((a, b) => sign * (cmp(a[key]!, b[key]!) || cmp(a.id, b.id))).map((r) => r.id);
}

/** Walks every page of a list and returns the ids in the order the pages gave them. */
async function walk(path: string, itemsKey: string, params: Record<string, string>, sizeParam: string) {
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

interface ListCase {
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

const cases: ListCase[] = [
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
    load: async () => {
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
    },
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

describe.each(cases)('GET $path', (list) => {
  it('has at least 500 rows to page through', async () => {
    expect((await list.load()).length).toBeGreaterThanOrEqual(500);
  });

  it.each(list.keys.flatMap((key) => [key, key].map((k, i) => [k, i === 0 ? 'asc' : 'desc'] as const)))(
    'pages sorted by %s %s, with and without search, join to the reference order',
    async (key, order) => {
      const all = await list.load();
      for (const search of [undefined, list.search]) {
        const matching = search
          ? all.filter((r) => r.text.toLowerCase().includes(search.toLowerCase())).map((r) => r.row)
          : all.map((r) => r.row);
        const expected = referenceOrder(matching, key, order);
        const params: Record<string, string> = { sortBy: key, sortOrder: order, ...(search ? { search } : {}) };
        // The spec sends pageSize to some lists and limit to others: both work everywhere.
        const { ids, totalItems } = await walk(
          list.path,
          list.itemsKey,
          params,
          order === 'asc' ? 'pageSize' : 'limit',
        );
        expect(new Set(ids).size).toBe(ids.length);
        expect(totalItems).toBe(expected.length);
        expect(ids).toEqual(expected);
        if (search) expect(expected.length).toBeLessThan(all.length);
      }
    },
    60_000,
  );

  it.each([1, 40])(
    'a search page that looks through the first %i rows of the order, then sorts all matches, keeps the reference order',
    async (probeRows) => {
      const all = await list.load();
      // A term matching most rows (the head fills a page) and the list's own (matches spread or clustered).
      for (const search of ['e', list.search]) {
        const matching = all.filter((r) => r.text.toLowerCase().includes(search.toLowerCase())).map((r) => r.row);
        for (const key of list.keys) {
          for (const sortOrder of ['asc', 'desc'] as const) {
            const expected = referenceOrder(matching, key, sortOrder);
            const ids: string[] = [];
            for (let page = 1; (page - 1) * 50 < expected.length; page++) {
              // skipScanTitles: review searches sorted by title stop skipping after 5 titles and sort.
              const found = await list.list({
                page,
                pageSize: 50,
                search,
                sortBy: key,
                sortOrder,
                probeRows,
                skipScanTitles: 5,
              });
              expect(found.totalItems).toBe(expected.length);
              ids.push(...found.ids);
            }
            expect(ids, `${key} ${sortOrder} '${search}'`).toEqual(expected);
          }
        }
      }
    },
    120_000,
  );

  it('defaults to createdAt descending with 10 rows', async () => {
    const all = await list.load();
    const res = await t.app.request(`/api/v1${list.path}`, { headers: auth });
    const body = await json(res);
    expect(body.data.pagination).toEqual({
      currentPage: 1,
      pageSize: 10,
      totalItems: all.length,
      totalPages: Math.ceil(all.length / 10),
      totalItemsCapped: false,
    });
    const ids = (body.data[list.itemsKey] as { id: string }[]).map((r) => r.id);
    expect(ids).toEqual(
      referenceOrder(
        all.map((r) => r.row),
        'createdAt',
        'desc',
      ).slice(0, 10),
    );
  });

  // Page 1 reads up to a fixed LIMIT of 10, 25, 50 or 100 rows and keeps the page's size.
  it.each([1, 7, 10, 11, 30, 100])('gives a first page of %i rows the first rows of the order', async (size) => {
    const all = await list.load();
    const res = await t.app.request(`/api/v1${list.path}?sortBy=createdAt&sortOrder=asc&pageSize=${size}`, {
      headers: auth,
    });
    const body = await json(res);
    expect(body.data.pagination).toMatchObject({ currentPage: 1, pageSize: size, totalItems: all.length });
    const ids = (body.data[list.itemsKey] as { id: string }[]).map((r) => r.id);
    expect(ids).toEqual(
      referenceOrder(
        all.map((r) => r.row),
        'createdAt',
        'asc',
      ).slice(0, size),
    );
  });

  it('answers 400 for an unknown sortBy, a bad sortOrder or an oversized page', async () => {
    for (const query of [
      'sortBy=password',
      'sortBy=id;drop',
      'sortOrder=sideways',
      'pageSize=101',
      'limit=0',
      'page=0',
    ]) {
      const res = await t.app.request(`/api/v1${list.path}?${query}`, { headers: auth });
      expect(res.status, query).toBe(400);
      expect((await json(res)).success).toBe(false);
    }
    const res = await t.app.request(`/api/v1${list.path}?sortBy=nope`, { headers: auth });
    expect((await json(res)).message).toBe('Unknown sort column.');
  });

  it('finds a literal % or _ in search text, not everything', async () => {
    const res = await t.app.request(`/api/v1${list.path}?search=${encodeURIComponent('%')}`, { headers: auth });
    expect((await json(res)).data.pagination.totalItems).toBe(0);
  });
});

describe('the capped total and page depth', () => {
  const cap = 120;
  const q = { pageSize: 50, sortBy: 'createdAt' as const, sortOrder: 'asc' as const };

  it('counts up to the cap, pages up to it in order, and answers pages past it with no rows', async () => {
    const all = (await t.deps.db.select().from(users)) as unknown as Row[];
    const expected = referenceOrder(all, 'createdAt', 'asc').slice(0, cap);
    const ids: string[] = [];
    for (const page of [1, 2, 3]) {
      const { users: rows, pagination } = await listUsers(t.deps.db, { ...q, page }, cap);
      expect(pagination).toEqual({
        currentPage: page,
        pageSize: 50,
        totalItems: cap,
        totalPages: 3,
        totalItemsCapped: true,
      });
      ids.push(...rows.map((r) => r.id));
    }
    expect(ids).toEqual(expected);
    expect((await listUsers(t.deps.db, { ...q, page: 4 }, cap)).users).toEqual([]);
  });

  it('pages a search with more matches than the cap in the same order (the budgeted index walk)', async () => {
    const all = (await t.deps.db.select().from(users)) as unknown as Row[];
    const matching = all.filter((u) => String(u.email).includes('example'));
    expect(matching.length).toBeGreaterThan(cap);
    for (const sortOrder of ['asc', 'desc'] as const) {
      const expected = referenceOrder(matching, 'email', sortOrder).slice(0, cap);
      const ids: string[] = [];
      for (const page of [1, 2, 3]) {
        const found = await listUsers(t.deps.db, { ...q, sortBy: 'email', sortOrder, page, search: 'example' }, cap);
        expect(found.pagination.totalItemsCapped).toBe(true);
        ids.push(...found.users.map((r) => r.id));
      }
      expect(ids).toEqual(expected);
    }
  });

  it('sorts all matches in the same order as the index walk', async () => {
    for (const sortOrder of ['asc', 'desc'] as const) {
      for (const column of [users.email, users.createdAt, users.role, users.isActive]) {
        const walked = await t.deps.db
          .select({ id: users.id })
          .from(users)
          .orderBy(...orderWithTieBreaker(column, users.id, sortOrder));
        const sorted = await t.deps.db
          .select({ id: users.id })
          .from(users)
          .orderBy(...orderWithTieBreaker(column, users.id, sortOrder, true));
        expect(sorted).toEqual(walked);
      }
    }
  });

  it('sorts all matches when the head of the order holds too few of them', async () => {
    const calls: { sortAll: boolean; probe?: number }[] = [];
    const rows = await searchPageRows(
      t.deps.db,
      async (_db, { sortAll, probe }) => {
        calls.push({ sortAll, probe });
        return probe ? ['one match in the head'] : ['sorted', 'all', 'matches'];
      },
      { limit: 3, offset: 0 },
    );
    // The head is walked in the index order (withinHead bounds it), every match sorted by row value.
    expect(calls).toEqual([
      { sortAll: false, probe: 1000 },
      { sortAll: true, probe: undefined },
    ]);
    expect(rows).toEqual(['sorted', 'all', 'matches']);
  });

  it('skips the head for a page deeper than it (it could not fill there)', async () => {
    const calls: { sortAll: boolean; probe?: number }[] = [];
    await searchPageRows(
      t.deps.db,
      async (_db, { sortAll, probe }) => {
        calls.push({ sortAll, probe });
        return [];
      },
      { limit: 10, offset: 995 },
      1000,
    );
    expect(calls).toEqual([{ sortAll: true, probe: undefined }]);
  });

  it('reads no head for a search whose own values alone match, few enough for the list to bound (first-name skip scan)', async () => {
    const pages = async (search: string, headlessUpTo: number) => {
      const calls: { sortAll: boolean; probe?: number }[] = [];
      const rows: PageRows<string> = async (_db, { sortAll, probe }) => {
        calls.push({ sortAll, probe });
        return [];
      };
      const pattern = `%${search}%`;
      const emails = t.deps.db.select({ id: users.id }).from(users).where(ilike(users.email, pattern)).$dynamic();
      // A head of 10 rows: every total here is past it, so only `headlessUpTo` can leave it out.
      await adminPage(t.deps.db, { page: 1, pageSize: 10, search, probeRows: 10 }, rows, emails, cap, {
        values: { list: 'users', pattern, others: [emails], headlessUpTo },
      });
      return calls;
    };
    const sorted = [{ sortAll: true, probe: undefined }];
    const headFirst = [{ sortAll: false, probe: 10 }, ...sorted];
    // 'bravo': 37 "bravo lNN" values, no email.
    expect(await pages('bravo', SKIP_SCAN_VALUES)).toEqual(sorted);
    expect(await pages('bravo', 37)).toEqual(sorted);
    expect(await pages('bravo', 36)).toEqual(headFirst);
    expect(await pages('bravo', -1)).toEqual(headFirst);
    // 'admin' matches a name ("admin root") and an email too: emails keep the head, which is what
    // answers a term common in emails where sorting every email match would not.
    expect(await pages('admin', SKIP_SCAN_VALUES)).toEqual(headFirst);
  });

  it('is exact below the cap', async () => {
    const { pagination } = await listUsers(t.deps.db, { ...q, page: 1, search: 'u0001x' }, cap);
    expect(pagination).toMatchObject({ totalItems: 1, totalItemsCapped: false });
  });
});

describe('review searches sorted by creation time, rating or status (one descent per matching title)', () => {
  it.each([false, true])(
    'page to the reference order, through the descents and through the sorted fallback (anonymous only: %s)',
    async (anonymousOnly) => {
      const [all, owners, places] = await Promise.all([
        t.deps.db.select().from(reviews),
        t.deps.db.select().from(users),
        t.deps.db.select().from(properties),
      ]);
      const u = new Map(owners.map((o) => [o.id, o]));
      const p = new Map(places.map((o) => [o.id, o]));
      const text = (r: (typeof all)[number]) =>
        [r.title, p.get(r.propertyId)!.name, u.get(r.userId)!.firstName, u.get(r.userId)!.lastName].join('\n');
      // 'mould': 71 titles; 't03': one title alone, plus 'tower' names do not match it; 'ech': authors only.
      for (const search of ['mould', 't03', 't0', 'ech']) {
        const matching = all
          .filter((r) => (!anonymousOnly || r.isAnonymous) && text(r).toLowerCase().includes(search))
          .map((r) => r as unknown as Row);
        // createdAt: minutes(i % 120) gives each minute several reviews, so the id tie-breaker matters too.
        for (const sortBy of ['createdAt', 'overallRating', 'status'] as const) {
          for (const sortOrder of ['asc', 'desc'] as const) {
            const expected = referenceOrder(matching, sortBy, sortOrder);
            // probeRows 1: the head never fills, so every page takes the descents (up to 1,000 titles)
            // or, past 5 matching titles, the sorted title matches.
            for (const skipScanTitles of [1000, 5]) {
              const ids: string[] = [];
              for (let page = 1; (page - 1) * 7 < expected.length; page++) {
                const found = await listReviews(
                  t.deps.db,
                  { page, pageSize: 7, search, sortBy, sortOrder, probeRows: 1, skipScanTitles },
                  { anonymousOnly },
                );
                expect(found.pagination.totalItems).toBe(expected.length);
                ids.push(...found.reviews.map((r) => r.id));
              }
              expect(ids, `${sortBy} ${sortOrder} '${search}' ${skipScanTitles}`).toEqual(expected);
            }
          }
        }
      }
    },
    120_000,
  );
});
