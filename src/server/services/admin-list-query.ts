import { z } from '@hono/zod-openapi';
import { type SQL, asc, count, desc, ilike, or, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { ADMIN_LIST_MAX_ROWS, type SortOrder } from '../../shared/admin-tables';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { isQueryCancelled } from '../lib/db-errors';
import { Pagination } from '../lib/envelope';

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
export function ilikeAny(pattern: string, columns: (AnyPgColumn | SQL)[]): SQL {
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
 * subquery reads at most cap + 1 index entries instead of every matching row.
 */
async function cappedCount(db: DbOrTx, query: PgSelect, cap = ADMIN_LIST_MAX_ROWS): Promise<number> {
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

/** How long a page of a search with many matches may walk the sort index before it sorts them instead. */
export const WALK_BUDGET_MS = 250;

export type PageRows<T> = (db: DbOrTx, window: { limit: number; offset: number; sortAll: boolean }) => Promise<T[]>;

/**
 * A search's page. PostgreSQL serves an ORDER BY ... LIMIT by walking the sort column's index and
 * filtering row by row, which assumes matches are spread evenly through the order; clustered ones
 * ('marina' in names sorted by name, all under M) made it read 556,251 rows (17 s) before the
 * first ten. The walk gets WALK_BUDGET_MS (a transaction-local statement_timeout); when PostgreSQL
 * cancels it, the page sorts all matches instead (`sortAll`: the search's own indexes, then a top-N
 * sort, ~80 ms for 16,668 of 1M properties). Matches spread through the order keep the walk's
 * speed; the embedded database has no statement timeout and always walks.
 */
export async function searchPageRows<T>(
  db: DbOrTx,
  rows: PageRows<T>,
  window: { limit: number; offset: number },
): Promise<T[]> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('statement_timeout', ${String(WALK_BUDGET_MS)}, true)`);
      return rows(tx, { ...window, sortAll: false });
    });
  } catch (err) {
    if (!isQueryCancelled(err)) throw err;
    return rows(db, { ...window, sortAll: true });
  }
}

/**
 * One page of an admin list and its capped total, run side by side. `countQuery` selects the
 * matching rows (any column, no ORDER BY) and is counted up to the cap; `rows` reads the page's
 * window on the connection it is given (a search's through searchPageRows).
 */
export async function adminPage<T>(
  db: DbOrTx,
  q: { page: number; pageSize: number; search?: string },
  rows: PageRows<T>,
  countQuery: PgSelect,
  cap = ADMIN_LIST_MAX_ROWS,
): Promise<{ items: T[]; pagination: AdminPagination }> {
  const window = pageWindow(q.page, q.pageSize, cap);
  const page = !window
    ? Promise.resolve([])
    : searchPattern(q.search)
      ? searchPageRows(db, rows, window)
      : rows(db, { ...window, sortAll: false });
  const [items, counted] = await Promise.all([page, cappedCount(db, countQuery, cap)]);
  return { items, pagination: adminPagination(q.page, q.pageSize, counted, cap) };
}
