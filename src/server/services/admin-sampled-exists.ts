import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';

/**
 * How many rows, in table order, a search looks through before a way's trigram index when it asks
 * whether any row matches that way (about 1 ms), within how many of the table's first pages: a range of
 * row addresses (a TID range scan), read the same way whatever the indexes. A bare LIMIT let the
 * planner, told by admin_search_others_match to avoid sequential scans, read the properties' covering
 * name index (migration 0037) whole into a bitmap: 95-150 ms.
 */
const EXISTS_SAMPLE_ROWS = 1000;
const EXISTS_SAMPLE_PAGES = 64;

/**
 * The rows of `select` (a way's matches, read through its index), first those among a sample of the
 * table (its first EXISTS_SAMPLE_ROWS rows) whose `column` contains the pattern: for asking whether any
 * row matches that way (OtherWay.exists). The trigram index gives no first row before its whole bitmap,
 * so a term in many rows took the bitmap of all of them to learn that one matches: 'singapore' in
 * 450,000 addresses 50-150 ms, every user's email domain ('scale' on the scale seed) 17 ms. In the
 * sample such a term is found at once.
 */
export function sampledFirst(
  rows: { table: PgTable; id: AnyPgColumn; column: AnyPgColumn },
  pattern: string,
  select: PgSelect,
): SQL {
  return sql`(SELECT s.id FROM (SELECT ${rows.id} AS id, ${rows.column} AS v FROM ${rows.table}
        WHERE ctid < ${sql.raw(`'(${EXISTS_SAMPLE_PAGES},0)'`)}::tid LIMIT ${sql.raw(String(EXISTS_SAMPLE_ROWS))})
        AS s WHERE s.v ILIKE ${pattern})
      UNION ALL (${select})`;
}
