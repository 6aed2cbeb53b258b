import { z } from '@hono/zod-openapi';
import { type Placeholder, SQL, and, asc, count, desc, ilike, inArray, is, or, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { ADMIN_LIST_MAX_ROWS, type SortOrder } from '../../shared/admin-tables';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { Pagination } from '../lib/envelope';
import { type SearchValues, beyondOwnMatches, countBySearchValues, othersMatches } from './admin-search-values';
import { GRAM_INDEX_MAX_ROWS } from './admin-column-grams';
import {
  ESTIMATED_SHARE_MARGIN,
  denseProbeRows,
  headTooSparse,
  headlessRead,
  longerHeadRows,
  probeRows,
  searchPageRows,
  sortedPageReads,
} from './admin-head-rows';
import { SORTED_BY_MAX_VALUES } from './admin-value-firsts';
import type { UnsearchedStatements } from './admin-unsearched-statements';

/**
 * ORDER BY for an admin list: the chosen column, then the id in the same direction, so rows with equal
 * sort values keep one fixed order and offset pages never repeat or skip a row. Each (column, id) pair
 * has its own btree index (migration 0003), read forwards or backwards.
 */
export function orderWithTieBreaker(
  column: AnyPgColumn | SQL,
  id: AnyPgColumn,
  order: SortOrder,
  sortAll = false,
): SQL[] {
  // The same order as one row value, which no index serves: PostgreSQL then reads the matches through
  // their own (trigram) indexes and keeps the top N, instead of walking the sort index (searchPageRows).
  if (sortAll) return [sql`ROW(${column}, ${id}) ${sql.raw(order === 'asc' ? 'ASC' : 'DESC')}`];
  const dir = order === 'asc' ? asc : desc;
  return [dir(column), dir(id)];
}

/** `%term%` with LIKE's wildcards escaped, so a search for '50%' finds the text '50%'. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** The LIKE pattern of a search term, or undefined (no filter) for a blank one. */
export function searchPattern(term: string | undefined): string | undefined {
  const trimmed = term?.trim();
  return trimmed ? containsPattern(trimmed) : undefined;
}

/**
 * Case-insensitive contains-match of one pattern over several columns. Each operand must be a column
 * or expression with its own trigram index, so PostgreSQL can OR the index bitmaps.
 */
export function ilikeAny(pattern: string | Placeholder, columns: (AnyPgColumn | SQL)[]): SQL {
  return or(...columns.map((column) => ilike(column, pattern)))!;
}

/**
 * "first last" of a users row (or an alias of it): the exact expression of the trigram index
 * users_full_name_trgm_idx. A match on the first or the last name alone is a match on it too, so one
 * indexed predicate replaces three.
 */
export function fullNameText(table: { firstName: AnyPgColumn; lastName: AnyPgColumn } = users): SQL {
  return sql`(${table.firstName} || ' ' || ${table.lastName})`;
}

/**
 * EXISTS of a parent match, probed by key for each row it filters: the OFFSET keeps PostgreSQL from
 * turning it into a hashed IN that reads every matching parent first (35 ms for 16,668 'marina'
 * properties, where a search page's head finds its rows in a few hundred).
 */
export function existsPerRow(subquery: SQL | PgSelect): SQL {
  return sql`EXISTS (${subquery} OFFSET 0)`;
}

/**
 * Past page 1, a page's rows by their ids first: the window's ids alone in the page's order (`SELECT id
 * ... ORDER BY ... LIMIT ... OFFSET`, index-only along the unsearched sort index), then only those rows
 * read whole and joined. A plain OFFSET reads, and for reviews and reports joins, every skipped row:
 * 0.1-0.7 s at offset 9,990 of 1M properties or 3M reviews, where the ids alone take a few ms. The
 * cap keeps OFFSET under 10,000 index entries, so no anchors are needed (decision 025). Returns the
 * filter and OFFSET for the page's own query, which keeps its ORDER BY and LIMIT.
 */
export function idsFirst(
  db: DbOrTx,
  rows: { table: PgTable; id: AnyPgColumn },
  where: SQL | undefined,
  order: SQL[],
  window: { limit: number | Placeholder; offset: number | Placeholder },
): { where: SQL | undefined; offset: number | Placeholder } {
  if (window.offset === 0) return { where, offset: 0 };
  const ids = db
    .select({ id: rows.id })
    .from(rows.table)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  return { where: inArray(rows.id, ids), offset: 0 };
}

/** data.pagination of an admin list: the public shape plus whether the total stopped at the cap. */
export const AdminPagination = Pagination.extend({
  totalItemsCapped: z.boolean().openapi({
    description: `True when more rows match than are counted (${ADMIN_LIST_MAX_ROWS}): totalItems is then a lower bound and pages past totalPages are empty.`,
  }),
}).openapi('AdminPagination');
export type AdminPagination = z.infer<typeof AdminPagination>;

/**
 * The LIMIT and OFFSET of one page, bounded by the cap: the deepest OFFSET is under `cap`, and a page
 * wholly past it is undefined (answered empty without a query).
 */
function pageWindow(page: number, pageSize: number, cap = ADMIN_LIST_MAX_ROWS) {
  const offset = (page - 1) * pageSize;
  if (offset >= cap) return undefined;
  return { limit: Math.min(pageSize, cap - offset), offset };
}

/**
 * The number of rows `query` yields, counting at most `cap + 1` of them: `count(*)` over a LIMITed
 * subquery reads at most cap + 1 index entries instead of every matching row. `query` is a select or
 * the SQL text of one (a UNION of sources, each LIMITed already).
 */
async function cappedCount(
  db: DbOrTx,
  query: PgSelect | SQL,
  cap = ADMIN_LIST_MAX_ROWS,
  opts: { bitmapScans?: boolean } = {},
): Promise<number> {
  if (opts.bitmapScans) {
    // The planner multiplies selectivities it takes as independent ('deposit' in 10 % of titles, 20 %
    // anonymous: 60,000 expected, 0 real) and walks an index to the first 10,001; with bitmap scans
    // only, the partial trigram index answers at once. Transaction-local settings.
    return db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true), set_config('enable_indexonlyscan', 'off', true)`,
      );
      return cappedCount(tx, query, cap);
    });
  }
  if (is(query, SQL)) {
    const [row] = await db.select({ n: count() }).from(sql`(${query} LIMIT ${cap + 1}) AS capped`);
    return row?.n ?? 0;
  }
  const [row] = await db.select({ n: count() }).from(query.limit(cap + 1).as('capped'));
  return row?.n ?? 0;
}

function adminPagination(page: number, pageSize: number, counted: number, cap = ADMIN_LIST_MAX_ROWS) {
  const totalItems = Math.min(counted, cap);
  return {
    currentPage: page,
    pageSize,
    totalItems,
    totalPages: Math.ceil(totalItems / pageSize),
    totalItemsCapped: counted > cap,
  } satisfies AdminPagination;
}

/**
 * How a page's rows are read. `probe` (a search's first try): only among the first `probe` rows of the
 * list's sort order (see `withinHead`), in the index order; `sortAll`: order by one row value, which no
 * index serves, so PostgreSQL collects the matches through their own (trigram) indexes and keeps the
 * top N.
 */
export interface PagePlan {
  limit: number;
  offset: number;
  sortAll: boolean;
  probe?: number;
  /** Read the matches of a term of one or two characters through the grams' index (admin-column-grams.ts). */
  gramIndex?: boolean;
  /** Such a term has at most the cap of own rows: its words may be many (SearchValues.maxGramWords). */
  gramWords?: boolean;
  /** The count told the words answer the term for every way the page reads (a statement without the other reads). */
  byWords?: boolean;
  /** A head read after an earlier one fell short (searchPageRows). */
  later?: boolean;
}

export type PageRows<T> = (db: DbOrTx, plan: PagePlan) => Promise<T[]>;

/**
 * The placeholders of a searched page's statement, built once per shape (decision 035): the LIKE
 * pattern, the window, its end (`need`, offset + limit), the head's rows, the value budget of the
 * sorted fallback (how many matching values or titles it descends into before it sorts) and, sorted
 * by status, the status the head starts at (null: the first; admin-status-head.ts).
 */
export const SEARCHED = {
  pattern: sql.placeholder('pattern'),
  gramIndex: sql.placeholder('gramIndex'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
  need: sql.placeholder('need'),
  probe: sql.placeholder('probe'),
  maxValues: sql.placeholder('maxValues'),
  from: sql.placeholder('from'),
};

/** How a searched page is read: among the head of the order (page 1, or ids first past it), or every match sorted. */
export type SearchedMode = 'head' | 'headDeep' | 'sorted';

/** The shape a plan reads a searched page in, and the values its statement binds. */
export function searchedPlan(
  pattern: string,
  { limit, offset, sortAll, probe, gramIndex = false }: PagePlan,
  maxValues = SORTED_BY_MAX_VALUES,
  from: string | null = null,
): { mode: SearchedMode; values: Record<keyof typeof SEARCHED, unknown> } {
  const mode = sortAll ? 'sorted' : offset === 0 ? 'head' : 'headDeep';
  return { mode, values: { pattern, gramIndex, limit, offset, need: offset + limit, probe, maxValues, from } };
}

/** A list's rows in its sort order, unsearched: a search page looks among the first of them first. */
export interface ListHead {
  table: PgTable;
  id: AnyPgColumn;
  column: AnyPgColumn;
  order: SortOrder;
  /** What the list holds of its table, when not every row (the anonymous reviews). */
  where?: SQL;
}

/**
 * The row is one of the first `rows` rows of the list's head: its (column, id) is not beyond the key of
 * the last of them (read index-only from the sort index). A row-value range on the sort index, so with
 * the page's search and the index order the page walks the head only until it has its rows, and never
 * past the head's last row. Every sort column is NOT NULL (a NULL key would compare as unknown).
 */
export function withinHead(_tx: DbOrTx, head: ListHead, rows: number | Placeholder): SQL {
  const dir = sql.raw(head.order === 'desc' ? 'DESC' : 'ASC');
  const back = sql.raw(head.order === 'desc' ? 'ASC' : 'DESC');
  const ordered = sql`SELECT ${head.column} AS k, ${head.id} AS i FROM ${head.table} ${head.where ? sql`WHERE ${head.where}` : sql``}
    ORDER BY ${head.column} ${dir}, ${head.id} ${dir}`;
  // The last of the first `rows`: the row after `rows - 1` of them, read along the index; when the list
  // holds fewer rows, its last row (its rows in the reverse order, first). One subquery for both keys,
  // run once (an initplan whose two outputs the index condition takes): a subquery per key, each
  // sorting the head to find its last row, took 2 ms of a 3 ms page.
  const last = sql`SELECT k, i FROM ((${ordered} OFFSET ${rows} - 1 LIMIT 1)
      UNION ALL (SELECT k, i FROM (${ordered} LIMIT ${rows}) AS head ORDER BY k ${back}, i ${back} LIMIT 1)) AS last LIMIT 1`;
  return sql`ROW(${head.column}, ${head.id}) ${sql.raw(head.order === 'desc' ? '>=' : '<=')} (${last})`;
}

/**
 * The filter and OFFSET of a searched page's statement (decision 035). `sorted`: the page's own window
 * (`sorted()`: ids from each source's first (key, id) pairs), OFFSET 0. Otherwise the rows of the list
 * (`head.where`) that `match`, among the head of its order, ids first past page 1 (idsFirst).
 */
export function searchedPageFilter(
  db: DbOrTx,
  head: ListHead,
  mode: SearchedMode,
  order: SQL[],
  match: SQL,
  sorted: () => SQL | undefined,
): { where: SQL | undefined; offset: number | Placeholder } {
  if (mode === 'sorted') return { where: sorted(), offset: 0 };
  return idsFirst(db, head, and(head.where, withinHead(db, head, SEARCHED.probe), match), order, {
    limit: SEARCHED.limit,
    offset: mode === 'headDeep' ? SEARCHED.offset : 0,
  });
}

/**
 * One page of an admin list and its capped total, run side by side. `countQuery` selects the
 * matching rows (any column, no ORDER BY) and is counted up to the cap, unless the search's values
 * (`countOpts.values`, admin_search_values) tell the total; `rows` reads the page's window on the
 * connection it is given (a search's through searchPageRows).
 */
export async function adminPage<T>(
  db: DbOrTx,
  q: { page: number; pageSize: number; search?: string; probeRows?: number },
  readRows: PageRows<T>,
  countQuery: PgSelect | SQL,
  cap = ADMIN_LIST_MAX_ROWS,
  countOpts: { bitmapScans?: boolean; values?: SearchValues } = {},
  /** The list's unsearched page and count as prepared statements (unsearchedStatements), used without a search. */
  unsearched?: UnsearchedStatements<T>,
): Promise<{ items: T[]; pagination: AdminPagination }> {
  const window = pageWindow(q.page, q.pageSize, cap);
  if (unsearched && !searchPattern(q.search)) {
    const [items, counted] = await Promise.all([
      window ? unsearched.rows(db, window) : Promise.resolve([]),
      unsearched.count(db, cap),
    ]);
    return { items, pagination: adminPagination(q.page, q.pageSize, counted, cap) };
  }
  // A search whose total the maintained values tell (a few ms) knows it first: no rows past an exact
  // total, and no head to probe when sorting every match reads fewer rows than the head would.
  const told = countOpts.values
    ? await countBySearchValues(db, countOpts.values, cap, window ? window.offset + window.limit : 0)
    : undefined;
  // A term of one or two characters whose own matches the gram counts (`own`, within the cap when the
  // total is untold): those, plus the rows matching only another way, each way through its grams'
  // index (a few ms), before the page, which then knows its total as well.
  const beyondOwn = told?.byGrams && countOpts.values ? beyondOwnMatches(countOpts.values, cap) : undefined;
  const known =
    told && told.total === undefined && told.otherFloor > cap
      ? told.otherFloor // the rows matching one other way alone pass the cap
      : told && told.total === undefined && beyondOwn
        ? told.own + (await cappedCount(db, beyondOwn, cap - told.own))
        : told?.total;
  const { headless, byWords } = headlessRead(told, countOpts.values);
  // About how many rows match another way, as the other lists' grams tell (SearchValues.otherShare).
  const otherShare = countOpts.values?.otherShare;
  const otherMatches = told && otherShare !== undefined ? Math.round(otherShare * told.rows) : 0;
  if (told && known !== undefined) {
    // The grams' index, for a term whose gram counts few enough rows (GRAM_INDEX_MAX_ROWS).
    const gramIndex = told.byGrams && told.otherGramRows <= GRAM_INDEX_MAX_ROWS;
    const gramWords = told.byGrams && told.own <= cap;
    const rows: PageRows<T> = (tx, plan) => readRows(tx, { ...plan, gramIndex, gramWords });
    const exact = known <= cap;
    const counted = Math.max(known, told.byGrams ? told.own : 0, told.otherFloor);
    // As many as the own or other ways' grams or floors count, or about as their lists' grams tell (then
    // with the wider margin of an estimate); the sorted page reads the other ways' matches too.
    const sortReads = sortedPageReads(told, known) + otherMatches;
    const density = { matches: Math.max(counted, otherMatches), rows: told.rows, sortReads };
    const items =
      !window || (exact && known <= window.offset)
        ? []
        : headless || (exact && known <= (q.probeRows ?? probeRows(window)))
          ? await rows(db, { ...window, sortAll: true, byWords: headless && byWords })
          : await searchPageRows(
              db,
              rows,
              window,
              q.probeRows ??
                denseProbeRows(window, density, otherMatches > counted ? ESTIMATED_SHARE_MARGIN : undefined) ??
                (headTooSparse(window, told.mostMatches, told.rows) ? 0 : undefined),
              q.probeRows === undefined ? longerHeadRows(window, density) : undefined,
            );
    return { items, pagination: adminPagination(q.page, q.pageSize, known, cap) };
  }
  const page = !window
    ? Promise.resolve([])
    : headless
      ? readRows(db, { ...window, sortAll: true, byWords })
      : searchPattern(q.search)
        ? searchPageRows(
            db,
            readRows,
            window,
            // A head long enough for the page when the other ways' lists tell they match densely
            // (reviews 'ra', through a property or author name: every such match sorted took 2.4-2.7 s at page 1,000).
            q.probeRows ??
              (told && otherMatches > 0
                ? denseProbeRows(
                    window,
                    { matches: Math.max(told.own, otherMatches), rows: told.rows, sortReads: told.own + otherMatches },
                    // An estimate: the seed's reviews by title hold 'ra' half as densely as the share tells.
                    ESTIMATED_SHARE_MARGIN,
                  )
                : undefined),
          )
        : readRows(db, { ...window, sortAll: false });
  // No row matches by its own value: only the other ways are counted. A term of one or two characters
  // has no trigram, so bitmap scans would read whole trigram indexes: the planner chooses.
  const matches = told?.own === 0 && countOpts.values ? othersMatches(countOpts.values, cap) : countQuery;
  const scans = told?.byGrams ? { bitmapScans: false } : countOpts;
  // First a cheap bound (SearchValues.atLeast): past the cap, the total is capped uncounted (reviews
  // 'ra': 3,318 properties' reviews read by key, 300-500 ms; anonymous 'sharma': 10,001 anonymous
  // reviews through 3,800 authors, 130-250 ms).
  const atLeast = countOpts.values?.atLeast;
  const counting = async () => {
    const floor = atLeast ? await cappedCount(db, atLeast, cap) : 0;
    return floor > cap ? floor : cappedCount(db, matches, cap, scans);
  };
  const [items, counted] = await Promise.all([page, counting()]);
  return { items, pagination: adminPagination(q.page, q.pageSize, counted, cap) };
}
