import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { ADMIN_LIST_MAX_ROWS, type SortOrder } from '../../shared/admin-tables';
import type { DbOrTx } from '../db/client';
import type { AdminSearchList } from '../db/read-schema';

/**
 * How a search's total is read from admin_search_values: the list's own searched value (users'
 * "first last", a property's name, a review's title, a report's reason) and the other ways a row
 * matches (an email, an address, a review's property or author...), each a select of the rows that
 * match that way.
 */
export interface SearchValues {
  list: AdminSearchList;
  pattern: string;
  others: (PgSelect | SQL)[];
  /**
   * A sorted page of the search reads no head of the list's order first (searchPageRows) when no
   * other way matches any row and at most this many values match: the list's own path for its
   * values is bounded then (the users' first-name skip scan, firstNameFirstsBySkipScan).
   */
  headlessUpTo?: number;
}

/** A list's own searched values matching a pattern: the pattern, or a prepared statement's placeholder for it. */
export interface MatchingValues {
  list: AdminSearchList;
  pattern: string | Placeholder;
}

/** What admin_search_values tells of a search (countBySearchValues). */
export interface SearchValuesCount {
  /** The capped total, or undefined when only counting the matching rows tells. */
  total: number | undefined;
  /** How many values of the list match the pattern: exact up to headlessUpTo, read until the sum passes the cap. */
  values: number;
  /** Whether a row matches another way: false when there is none; undefined when not asked (more own matches than the cap). */
  othersMatch: boolean | undefined;
}

/**
 * A search's capped total without reading its matching rows, or undefined when only counting them
 * tells, with how many values matched and whether another way matched (when that was asked). The
 * rows whose own value matches number the sum of the matching values' counts, summed value by value
 * until it passes the cap (count_admin_search_values, migration 0021: a term in 76,000 titles of a few
 * rows each stops after a few thousand values, not 10,001). More than the cap: the total is capped
 * whatever else matches. Otherwise, when no other way matches
 * any row (one EXISTS each, asked only then), the sum is the exact total; when one does, rows may
 * match twice and the union must be counted (undefined).
 */
export async function countBySearchValues(
  db: DbOrTx,
  values: SearchValues,
  cap = ADMIN_LIST_MAX_ROWS,
): Promise<SearchValuesCount> {
  const rowsOf = (result: unknown) => (result as { rows: { n: number; values?: number }[] }).rows; // both drivers answer { rows }
  // Summed value by value until past the cap, and past headlessUpTo values (migration 0021).
  const own = sql`SELECT total::int AS n, matched AS values
    FROM count_admin_search_values(${values.list}, ${values.pattern}, ${cap}, ${values.headlessUpTo ?? 0})`;
  const [ownRow] = rowsOf(await db.execute(own));
  const ownCount = Number(ownRow?.n ?? 0);
  const matchingValues = Number(ownRow?.values ?? 0);
  if (values.others.length === 0) return { total: ownCount, values: matchingValues, othersMatch: false };
  if (ownCount > cap) return { total: ownCount, values: matchingValues, othersMatch: undefined };
  // For the first row of an EXISTS the planner likes a scan that stops early, sequential or along the
  // primary key, filtering every row ('users whose name has qwxzv': 200,000 rows read to find none,
  // 147 ms; anonymous reviews by a 'priya': 219 ms). Every source has its own trigram or btree index,
  // so only bitmap and index-only scans are left on for this statement (transaction-local): 0.2 and 38 ms.
  const othersMatch = await db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
    );
    const any = sql.join(
      values.others.map((other) => sql`EXISTS (${other})`),
      sql` OR `,
    );
    return rowsOf(await tx.execute(sql`SELECT (${any})::int AS n`))[0]?.n;
  });
  return Number(othersMatch)
    ? { total: undefined, values: matchingValues, othersMatch: true }
    : { total: ownCount, values: matchingValues, othersMatch: false };
}

/**
 * Whether a value of any of the lists contains the pattern: a list with no matching value has no row
 * matching by that value, so a search whose other ways of matching (a review's property name or
 * author) go through lists without one matches by its own value alone. Up to one value read per list,
 * each list through its own trigram index (one EXISTS each: `list IN (...)` matches no partial index).
 */
export async function someValueMatches(db: DbOrTx, lists: AdminSearchList[], pattern: string): Promise<boolean> {
  const rowsOf = (result: unknown) => (result as { rows: { n: number }[] }).rows; // both drivers answer { rows }
  const any = sql.join(
    lists.map(
      (list) => sql`EXISTS (SELECT 1 FROM admin_search_values WHERE list = ${list} AND value ILIKE ${pattern})`,
    ),
    sql` OR `,
  );
  const found = await db.execute(sql`SELECT (${any})::int AS n`);
  return Number(rowsOf(found)[0]?.n ?? 0) > 0;
}

/**
 * The ids (with their value as `k`) of the first `need` rows of a list in (column, id) order whose
 * column holds a value of the list matching the pattern, when the list is sorted by the searched
 * column itself (a property's name, a report's reason, a review's title): the matching values come
 * from admin_search_values in that order (at most `need`: each holds a row of the list), and each
 * value's rows from the (column, id) index, `need` at most. A skip scan keyed on the values, so
 * matches clustered deep in the order ('marina' names sorted by name) cost one index descent per value
 * instead of sorting every match. The matching values are collected whole through the trigram index,
 * then the first `need` taken: walking the (list, value) key in order instead and testing each value
 * read 680,000 review titles to reach the first 'deposit' one (586 ms, against 92 ms for its 76,000).
 * `where` narrows the rows to the list's own (the anonymous reviews).
 */
export function firstsByValues(
  values: MatchingValues,
  rows: { table: PgTable; column: AnyPgColumn; id: AnyPgColumn; where?: SQL },
  order: SortOrder,
  need: number | Placeholder,
): SQL {
  const dir = sql.raw(order === 'desc' ? 'DESC' : 'ASC');
  const where = rows.where ? sql`AND ${rows.where}` : sql``;
  return sql`WITH matching AS MATERIALIZED (
      SELECT value FROM admin_search_values WHERE list = ${values.list} AND value ILIKE ${values.pattern}
    )
    SELECT m.id, v.value AS k FROM (
      SELECT value FROM matching ORDER BY value ${dir} LIMIT ${need}
    ) v CROSS JOIN LATERAL (
      SELECT ${rows.id} AS id FROM ${rows.table} WHERE ${rows.column} = v.value ${where} ORDER BY ${rows.id} ${dir} LIMIT ${need}
    ) m
    ORDER BY v.value ${dir}, m.id ${dir} LIMIT ${need}`;
}

/** How many matching values firstsByValuesSortedBy descends into before it sorts the matches instead. */
export const SORTED_BY_MAX_VALUES = 1000;

/**
 * The ids (with their sort key as `k`) of the first `need` rows of a list in (sort column, id) order
 * whose searched column holds a value of the list matching the pattern, when the list is sorted by
 * another column (reviews by creation time, overall rating or status): one descent per matching value
 * of a `(searched column, sort column, id)` index, each yielding that value's first `need` rows in the page's order, merged. Matches of a
 * common title clustered away from the head of the order ('mould': 300,000 reviews of two middling
 * ratings, none among the first 1,000 by rating) then cost one descent instead of sorting all of
 * them. Past `maxValues` matching values (a term spread over many distinct titles) `sorted`, the
 * source's own top-N of every match (selecting `id, k` too), answers instead.
 */
export function firstsByValuesSortedBy(
  values: MatchingValues,
  rows: { table: PgTable; column: AnyPgColumn; sortColumn: AnyPgColumn; id: AnyPgColumn; where?: SQL },
  order: SortOrder,
  need: number | Placeholder,
  sorted: SQL,
  maxValues: number | Placeholder = SORTED_BY_MAX_VALUES,
): SQL {
  const dir = sql.raw(order === 'desc' ? 'DESC' : 'ASC');
  const where = rows.where ? sql`AND ${rows.where}` : sql``;
  return sql`WITH matching AS MATERIALIZED (
      SELECT value FROM admin_search_values WHERE list = ${values.list} AND value ILIKE ${values.pattern}
      LIMIT ${maxValues} + 1
    )
    SELECT id, k FROM (
      SELECT m.id, m.k FROM matching v CROSS JOIN LATERAL (
        SELECT ${rows.id} AS id, ${rows.sortColumn} AS k FROM ${rows.table}
         WHERE ${rows.column} = v.value ${where}
         ORDER BY ${rows.sortColumn} ${dir}, ${rows.id} ${dir} LIMIT ${need}
      ) m
      ORDER BY m.k ${dir}, m.id ${dir} LIMIT ${need}
    ) AS firsts WHERE (SELECT count(*) FROM matching) <= ${maxValues}
    UNION ALL
    SELECT id, k FROM (${sorted}) AS sorted WHERE (SELECT count(*) FROM matching) > ${maxValues}`;
}

/**
 * The first `need` matches of a list's own searched column for a sorted search page, with their sort
 * key as `k`: sorted by that column itself, one descent per matching value (firstsByValues); by
 * another key, one per matching value of (column, key, id), or past `maxValues` values the column's
 * matches sorted whole, `byColumn(key)` in `sort.orderBy` (firstsByValuesSortedBy).
 */
export function ownValueFirsts(
  values: MatchingValues,
  rows: { table: PgTable; column: AnyPgColumn; id: AnyPgColumn },
  sort: { column: AnyPgColumn; order: SortOrder; orderBy: SQL[] },
  window: { need: number | Placeholder; maxValues: number | Placeholder },
  byColumn: (key: AnyPgColumn) => PgSelect,
): SQL {
  if (sort.column === rows.column) return firstsByValues(values, rows, sort.order, window.need);
  const sorted = sql`${byColumn(sort.column)
    .orderBy(...sort.orderBy)
    .limit(window.need)}`;
  return firstsByValuesSortedBy(
    values,
    { ...rows, sortColumn: sort.column },
    sort.order,
    window.need,
    sorted,
    window.maxValues,
  );
}
