import { beforeAll, describe, expect, it } from 'vitest';
import { ilike, sql } from 'drizzle-orm';
import { reviews, users } from '../../src/server/db/schema';
import { listReviews } from '../../src/server/services/admin-reviews';
import { listUsers } from '../../src/server/services/admin-users';
import { type PageRows, adminPage, orderWithTieBreaker } from '../../src/server/services/admin-list-query';
import { DENSE_PROBE_MAX_ROWS, searchPageRows } from '../../src/server/services/admin-head-rows';
import { SKIP_SCAN_VALUES } from '../../src/server/services/admin-users-search';
import { type Row, referenceOrder, reviewsWithText, seedAdminLists } from '../support/admin-lists-data';
import type { TestContext } from '../support/test-app';

/**
 * The admin lists' capped totals, deep pages and search paths (the head probe, the sorted fallback,
 * the descents per matching value) on the data of tests/support/admin-lists-data.ts.
 */

/** A page reader that returns no rows and records how it was asked: sorting every match, or probing a head. */
function recordingRows(): { calls: { sortAll: boolean; probe?: number }[]; rows: PageRows<string> } {
  const calls: { sortAll: boolean; probe?: number }[] = [];
  const rows: PageRows<string> = async (_db, { sortAll, probe }) => {
    calls.push({ sortAll, probe });
    return [];
  };
  return { calls, rows };
}

const data = seedAdminLists();
let t: TestContext;
beforeAll(() => {
  ({ t } = data());
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
      const { calls, rows } = recordingRows();
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

  it('reads no head past the cap when asked whether another way matches and none does (othersPastCap)', async () => {
    const pages = async (othersPastCap: boolean, other: 'email' | 'firstName' = 'email') => {
      const { calls, rows } = recordingRows();
      const pattern = '%bravo%';
      const column = other === 'email' ? users.email : users.firstName;
      const others = t.deps.db.select({ id: users.id }).from(users).where(ilike(column, pattern)).$dynamic();
      // 'bravo': 37 names, no email; a cap of 5, so the other ways are asked only when othersPastCap.
      const { pagination } = await adminPage(
        t.deps.db,
        { page: 1, pageSize: 10, search: 'bravo', probeRows: 10 },
        rows,
        others,
        5,
        { values: { list: 'users', pattern, others: [others], headlessByWords: true, othersPastCap } },
      );
      expect(pagination).toMatchObject({ totalItems: 5, totalItemsCapped: true });
      return calls;
    };
    const sorted = [{ sortAll: true, probe: undefined }];
    const headFirst = [{ sortAll: false, probe: 10 }, ...sorted];
    expect(await pages(true)).toEqual(sorted);
    expect(await pages(false)).toEqual(headFirst);
    // Another way matching (here the first name itself, standing in for one): the head stays.
    expect(await pages(true, 'firstName')).toEqual(headFirst);
  });

  it("takes a way's own floor above zero as a match of that way, not a floor of the whole search", async () => {
    const pages = async (floorOfWay: boolean) => {
      const { calls, rows } = recordingRows();
      const pattern = '%bravo%';
      // No email holds 'bravo', but the way's floor says 7 rows match (emailFloor's, or as a floor of the
      // whole search the properties' public words give): only the first tells that this way matches.
      const select = t.deps.db.select({ id: users.id }).from(users).where(ilike(users.email, pattern)).$dynamic();
      const way = { select, floor: () => sql`7`, floorOfWay };
      await adminPage(t.deps.db, { page: 1, pageSize: 10, search: 'bravo', probeRows: 10 }, rows, select, 5, {
        values: { list: 'users', pattern, others: [way], headlessByWords: true, othersPastCap: true },
      });
      return calls;
    };
    const sorted = [{ sortAll: true, probe: undefined }];
    expect(await pages(false)).toEqual(sorted);
    expect(await pages(true)).toEqual([{ sortAll: false, probe: 10 }, ...sorted]);
  });

  it('reads no head for a review search matching by title alone in few titles or words, past the cap too; else it probes the head', async () => {
    const pages = async (headlessUpTo: number, headlessByWords = false) => {
      const { calls, rows } = recordingRows();
      const pattern = '%mould%';
      const titles = t.deps.db.select({ id: reviews.id }).from(reviews).where(ilike(reviews.title, pattern)).$dynamic();
      // 'mould': 71 titles (all read: the count reads up to cap + 1), more reviews than a cap of 71.
      const { pagination } = await adminPage(
        t.deps.db,
        { page: 1, pageSize: 10, search: 'mould', probeRows: 10 },
        rows,
        titles,
        71,
        { values: { list: 'reviews', pattern, others: [], headlessUpTo, headlessByWords } },
      );
      expect(pagination).toMatchObject({ totalItems: 71, totalItemsCapped: true });
      return calls;
    };
    const sorted = [{ sortAll: true, probe: undefined }];
    expect(await pages(1000)).toEqual(sorted);
    expect(await pages(71)).toEqual(sorted);
    expect(await pages(70)).toEqual([{ sortAll: false, probe: 10 }, ...sorted]);
    // In more titles too when the words answer 'mould' (71 words, no space) and the list reads their rows.
    expect(await pages(70, true)).toEqual(sorted);
  });

  it('reads a longer head before sorting when another way floors its matches past what sorting would read', async () => {
    // `held`: how many matches a head of that many rows holds (by default only the longest holds the page).
    const pages = async (floor: number, held = (head: number): number => (head === DENSE_PROBE_MAX_ROWS ? 10 : 0)) => {
      const calls: { sortAll: boolean; probe?: number }[] = [];
      const rows: PageRows<string> = async (_db, { sortAll, probe }) => {
        calls.push({ sortAll, probe });
        return Array.from({ length: Math.min(10, held(probe ?? 0)) }, (_, i) => `row ${i}`);
      };
      const pattern = '%example%';
      const emails = t.deps.db.select({ id: users.id }).from(users).where(ilike(users.email, pattern)).$dynamic();
      // No name holds 'example', every email does; the floor stands for a way's count of at least that many.
      const { items, pagination } = await adminPage(
        t.deps.db,
        { page: 1, pageSize: 10, search: 'example' },
        rows,
        emails,
        cap,
        {
          values: {
            list: 'users',
            pattern,
            others: [{ select: emails, grams: 'users.email', floor: () => sql`${floor}::int` }],
          },
        },
      );
      return { calls, items, pagination };
    };
    // Sorting would read 200,000 matches: heads of ten times as many rows, up to DENSE_PROBE_MAX_ROWS, first,
    // the last of which fills the page.
    const floored = await pages(200_000);
    expect(floored.calls).toEqual([
      { sortAll: false, probe: 1000 },
      { sortAll: false, probe: 10_000 },
      { sortAll: false, probe: DENSE_PROBE_MAX_ROWS },
    ]);
    expect(floored.items).toHaveLength(10);
    expect(floored.pagination).toMatchObject({ totalItems: cap, totalItemsCapped: true });
    // The usual head held 8 of 10 (properties 'bengaluru' by rating): next, half as many rows again as
    // that density needs (1,875), not ten times the head.
    const sized = await pages(200_000, (head) => Math.floor((head * 8) / 1000));
    expect(sized.calls).toEqual([
      { sortAll: false, probe: 1000 },
      { sortAll: false, probe: 1875 },
    ]);
    expect(sized.items).toHaveLength(10);
    // No more matches until past the sized head: the ladder resumes at ten times the usual head, sized once.
    const clustered = await pages(200_000, (head) => (head < 10_000 ? 8 : 10));
    expect(clustered.calls.map((c) => c.probe)).toEqual([1000, 1875, 10_000]);
    // No floor past the cap: counted, and the usual head, then every match sorted.
    expect((await pages(0)).calls).toEqual([
      { sortAll: false, probe: 1000 },
      { sortAll: true, probe: undefined },
    ]);
  });

  it('marks every head after the first as a later one (a list may start it elsewhere)', async () => {
    const seen: (boolean | undefined)[] = [];
    const rows: PageRows<string> = async (_db, { sortAll, later }) => {
      seen.push(sortAll ? undefined : later);
      return [];
    };
    await searchPageRows(t.deps.db, rows, { limit: 10, offset: 0 }, 1000, DENSE_PROBE_MAX_ROWS);
    expect(seen).toEqual([false, true, true, undefined]);
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
      const all = await reviewsWithText(anonymousOnly);
      // 'mould': 71 titles; 't03': one title alone, plus 'tower' names do not match it; 'ech': authors only.
      for (const search of ['mould', 't03', 't0', 'ech']) {
        const matching = all.filter((r) => r.text.toLowerCase().includes(search)).map((r) => r.row);
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
