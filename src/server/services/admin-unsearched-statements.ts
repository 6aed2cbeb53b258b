import { type Placeholder, type SQL, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SortOrder } from '../../shared/admin-tables';
import type { DbOrTx } from '../db/client';
import { LIMITS } from '../../shared/limits';
import { fixedLimit } from '../db/generic-plan-sql';
import { preparedVariants } from '../db/prepared';
import { adminListCounts } from '../db/schema';
import { idsFirst, orderWithTieBreaker } from './admin-list-query';

/** The admin lists' keys in admin_list_counts (migration 0020), each list's rows counted. */
export type CountedList = 'properties' | 'users' | 'reviews' | 'anonymous' | 'reports' | 'moderation_log';

/** An unsearched admin list's page (in a sort order) and its capped total, each one prepared statement. */
export interface UnsearchedStatements<T> {
  rows(db: DbOrTx, window: { limit: number; offset: number }): Promise<T[]>;
  count(db: DbOrTx, cap: number): Promise<number>;
}

const LIMIT = sql.placeholder('limit');
const OFFSET = sql.placeholder('offset');
const CAP = sql.placeholder('cap');

/**
 * Page 1's LIMIT is one of these, written into the SQL (fixedLimit): a statement without parameters
 * is planned once per connection, where a bound LIMIT was planned again at every request (PostgreSQL
 * prices a generic `LIMIT $1` as a tenth of the table and never picks it): 1.0 of the 1.1 ms the
 * reports page took, 0.3 of the review page's. A page size between two reads up to the next and
 * drops the rest. Past page 1 (`deep`), the LIMIT and OFFSET stay bound.
 */
const FIRST_PAGE_LIMITS = [10, 25, 50, LIMITS.maxPageSize] as const;
type Depth = `first${(typeof FIRST_PAGE_LIMITS)[number]}` | 'deep';

/**
 * The unsearched pages of an admin list, built once per database handle, sort key, direction and
 * depth (page 1 or ids first), with the window's LIMIT and OFFSET as placeholders, and its total read
 * from admin_list_counts, the sum of a few shards kept by triggers and capped as a search's is (decision
 * 036; a capped count read 10,001 index entries per request): a request only binds and executes
 * (decision 033). Built per request, these statements were most of the 300 KB an admin list request
 * allocated, and with 45 requests waiting for a pooled connection the garbage collector's scavenges
 * copied 2.4 × as much: up to a fifth of the throughput lost at 50 connections. `list` names the
 * statements and keys the count; `page` reads the rows of `where` (the ids-first filter) in `order`,
 * LIMIT and OFFSET given; `ids` is the list's id column, its table, and the rows the list holds of it.
 */
export function unsearchedStatements<T, K extends string, R>(
  list: CountedList,
  ids: { table: PgTable; id: AnyPgColumn; where?: SQL },
  sortColumns: Record<K, AnyPgColumn>,
  page: (
    db: DbOrTx,
    where: SQL | undefined,
    window: { order: SQL[]; limit: Placeholder; offset: number | Placeholder },
  ) => { prepare(name: string): { execute(values: Record<string, unknown>): Promise<R[]> } },
  toItems: (db: DbOrTx, rows: R[]) => T[] | Promise<T[]>,
): (sortBy: K, order: SortOrder) => UnsearchedStatements<T> {
  const pages = preparedVariants((db, variant: `${K}_${SortOrder}_${Depth}`) => {
    const [sortBy, order, depth] = variant.split('_') as [K, SortOrder, Depth];
    const orderBy = orderWithTieBreaker(sortColumns[sortBy], ids.id, order);
    const limit = depth === 'deep' ? LIMIT : fixedLimit(Number(depth.slice('first'.length)));
    const filter = idsFirst(db, ids, ids.where, orderBy, { limit, offset: depth === 'deep' ? OFFSET : 0 });
    return page(db, filter.where, { order: orderBy, limit, offset: filter.offset }).prepare(
      `admin_${list}_${sortBy}_${order}_${depth}`,
    );
  });
  const counts = preparedVariants((db, _all: 'all') =>
    db
      .select({ n: sql<number>`least(coalesce(sum(${adminListCounts.n}), 0), ${CAP})::int` })
      .from(adminListCounts)
      .where(eq(adminListCounts.list, list))
      .prepare(`admin_${list}_count`),
  );
  return (sortBy, order) => ({
    async rows(db, window) {
      const first = window.offset === 0 ? FIRST_PAGE_LIMITS.find((n) => n >= window.limit) : undefined;
      const depth: Depth = first ? `first${first}` : 'deep';
      const rows = await pages(db, `${sortBy}_${order}_${depth}`).execute(window);
      return toItems(db, first ? rows.slice(0, window.limit) : rows);
    },
    async count(db, cap) {
      const [row] = await counts(db, 'all').execute({ cap: cap + 1 });
      return row?.n ?? 0;
    },
  });
}
