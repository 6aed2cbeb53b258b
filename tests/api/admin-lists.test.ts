import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/shared/limits';
import { cases, referenceOrder, seedAdminLists, walk } from '../support/admin-lists-data';
import { readLooseJson as json } from '../support/api-client';
import type { TestContext } from '../support/test-app';

/**
 * The admin lists on at least 500 rows per table: for every sort key, both directions, with and
 * without search, the pages joined are exactly the reference order (no duplicate, no gap).
 */

const data = seedAdminLists();
let t: TestContext;
let auth: Record<string, string>;
beforeAll(() => {
  ({ t, auth } = data());
});

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

  // Both paths of a search page (searchPageRows): its head alone, or every match sorted after a head
  // that fell short. A term matching most rows (the head fills a page) and the list's own (matches
  // spread or clustered), under every key and order. skipScanTitles: review searches sorted by title
  // stop skipping after 5 titles and sort.
  async function eachSearchOrder(
    check: (q: { search: string; sortBy: string; sortOrder: 'asc' | 'desc' }, expected: string[]) => Promise<void>,
  ) {
    const all = await list.load();
    for (const search of ['e', list.search]) {
      const matching = all.filter((r) => r.text.toLowerCase().includes(search.toLowerCase())).map((r) => r.row);
      for (const sortBy of list.keys) {
        for (const sortOrder of ['asc', 'desc'] as const) {
          await check({ search, sortBy, sortOrder }, referenceOrder(matching, sortBy, sortOrder));
        }
      }
    }
  }

  it('a search page deeper than a head of 1 row sorts all matches and keeps the reference order, page after page', async () => {
    // The largest page a client may ask for: every row read in order in the fewest requests.
    const pageSize = LIMITS.maxPageSize;
    await eachSearchOrder(async (q, expected) => {
      const ids: string[] = [];
      for (let page = 1; (page - 1) * pageSize < expected.length; page++) {
        const found = await list.list({ ...q, page, pageSize, probeRows: 1, skipScanTitles: 5 });
        expect(found.totalItems).toBe(expected.length);
        ids.push(...found.ids);
      }
      expect(ids, `${q.sortBy} ${q.sortOrder} '${q.search}'`).toEqual(expected);
    });
  }, 120_000);

  it('the pages within a head of 40 rows read it first, and sort all matches when it holds too few', async () => {
    await eachSearchOrder(async (q, expected) => {
      for (let page = 1; page <= 4; page++) {
        const found = await list.list({ ...q, page, pageSize: 10, probeRows: 40, skipScanTitles: 5 });
        expect(found.totalItems).toBe(expected.length);
        const label = `${q.sortBy} ${q.sortOrder} '${q.search}' page ${page}`;
        expect(found.ids, label).toEqual(expected.slice((page - 1) * 10, page * 10));
      }
    });
  }, 120_000);

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
