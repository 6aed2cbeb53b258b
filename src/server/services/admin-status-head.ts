import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SortOrder } from '../../shared/admin-tables';
import type { DbOrTx } from '../db/client';
import { SEARCHED } from './admin-list-query';

/**
 * Where a search sorted by status starts its head (decision 050): a list's statuses are few, and the
 * grams of a term of one or two characters kept per status (migration 0035) tell which of them hold a
 * match. The head of the order then starts at the first that does: anonymous 'ku' sorted by status
 * descending found none among the 30,000 REJECTED reviews at the head and sorted its 30,000 matches
 * through 10,000 authors (75 ms a page); from PENDING, 8 % of whose rows match, the head fills at once.
 */

/** What tells a list's statuses holding a match: the grams its ways keep, and any way that keeps none. */
export interface StatusGrams {
  /** The list's statuses. */
  statuses: readonly string[];
  /** Gram lists of ways whose matches may be in any status: nothing is skipped unless they count none. */
  whole: readonly string[];
  /** Gram lists of ways kept per status, each as `<list>@<status>` (migration 0035). */
  perStatus: readonly string[];
  /** A way with no grams kept: true when a row matches it (then nothing is skipped). */
  elsewhere?: SQL;
}

/**
 * The first status, in the page's order, that holds a match of a term of one or two characters, when
 * every way the term matches tells it; otherwise null (a longer term, a way matching in any status, or
 * none holding a match: the head starts at the first row as before).
 */
export async function firstStatusHolding(
  db: DbOrTx,
  pattern: string,
  order: SortOrder,
  grams: StatusGrams,
): Promise<string | null> {
  const gram = sql`admin_search_gram_of(${pattern})`;
  const lists = (names: readonly string[]) =>
    sql.join(
      names.map((name) => sql`${name}`),
      sql`, `,
    );
  const whole = grams.whole.length
    ? sql`(SELECT coalesce(sum(g.n), 0) FROM admin_search_grams g WHERE g.list IN (${lists(grams.whole)}) AND g.gram = ${gram}) = 0`
    : sql`true`;
  const perStatus = sql`ARRAY[${lists(grams.perStatus)}]::text[]`;
  // Each status's per-status lists summed over their shards (a shard may hold a negative part).
  const holding = sql`(SELECT sum(g.n) FROM admin_search_grams g
      WHERE g.list IN (SELECT w || '@' || s.status FROM unnest(${perStatus}) AS w) AND g.gram = ${gram}) > 0`;
  const result = await db.execute(sql`SELECT CASE WHEN ${gram} IS NOT NULL AND ${whole}
        AND NOT ${grams.elsewhere ?? sql`false`} THEN
      (SELECT s.status FROM unnest(ARRAY[${lists(grams.statuses)}]::text[]) AS s(status) WHERE ${holding}
        ORDER BY s.status ${sql.raw(order === 'desc' ? 'DESC' : 'ASC')} LIMIT 1) END AS "from"`);
  // Both drivers answer { rows }.
  const [row] = (result as unknown as { rows: { from: string | null }[] }).rows;
  return row?.from ?? null;
}

/**
 * The head of a status order from the status bound as `from` (SEARCHED.from, firstStatusHolding), or
 * from the first row when it is null: a range on the status index, so the head's walk starts there.
 * The statement is planned for its values, so a null `from` leaves no condition at all.
 */
export function statusFrom(column: AnyPgColumn, order: SortOrder): SQL {
  return sql`(${SEARCHED.from}::text IS NULL OR ${column} ${sql.raw(order === 'desc' ? '<=' : '>=')} ${SEARCHED.from}::text)`;
}
