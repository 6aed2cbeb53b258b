import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SortOrder } from '../../shared/admin-tables';
import type { DbOrTx } from '../db/client';
import { constant } from '../db/generic-plan-sql';
import type { AdminSearchList } from '../db/read-schema';
import { standsForGram, termOfPattern } from './admin-column-grams';
import { MAX_TERM_WORDS } from './admin-value-firsts';
import { SEARCHED } from './admin-list-query';

/**
 * Where a search sorted by status starts its head (decision 050): a list's statuses are few, and the
 * grams kept per status (migration 0035) tell which of them may hold a match. The head of the order
 * then starts at the first that does: anonymous 'ku' sorted by status descending found none among the
 * 30,000 REJECTED reviews at the head and sorted its 30,000 matches through 10,000 authors (75 ms a
 * page); from PENDING, 8 % of whose rows match, the head fills at once.
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
  /**
   * A list of `whole` whose rows are also kept under their words with their status (the reports' title
   * copies, admin_report_words): for a term of three characters or more that its words answer (no
   * space, at most MAX_TERM_WORDS words), the statuses holding a match are those of the matching words'
   * rows, one probe of the (word, status) key per word and status, instead of any status.
   */
  wordRows?: { list: AdminSearchList; table: PgTable; word: AnyPgColumn; status: AnyPgColumn };
}

/**
 * The first status, in the page's order, that may hold a match of the term, when every way it matches
 * tells it; otherwise null (a way matching in any status, or none holding a match: the head starts at
 * the first row as before). A row matching the term holds each of the term's grams, so a list's
 * smallest count among them bounds its matches: exact for a term of one or two characters, and for a
 * longer one often enough zero where it holds none (anonymous 'sharma': its authors' reviews all
 * APPROVED, and no REJECTED or PENDING author's name holds 'rm').
 */
export async function firstStatusHolding(
  db: DbOrTx,
  pattern: string,
  order: SortOrder,
  grams: StatusGrams,
): Promise<string | null> {
  const perStatus = grams.statuses.flatMap((status) => grams.perStatus.map((list) => `${list}@${status}`));
  const texts = (names: readonly string[]) =>
    sql`ARRAY[${sql.join(
      names.map((name) => sql`${name}`),
      sql`, `,
    )}]::text[]`;
  const term = termOfPattern(pattern);
  const whole = grams.whole.length ? texts(grams.whole) : sql`ARRAY[]::text[]`;
  // The word rows answer a longer term without a space in few enough words: their list's matches are per status.
  const rows = grams.wordRows && !standsForGram(pattern) && !/\s/.test(pattern) ? grams.wordRows : undefined;
  const words = rows
    ? sql`, words AS MATERIALIZED (SELECT word FROM admin_search_words WHERE list = ${constant(rows.list)}
          AND word ILIKE ${pattern} LIMIT ${MAX_TERM_WORDS + 1})`
    : sql``;
  const answered = rows ? sql`(SELECT count(*) FROM words) <= ${MAX_TERM_WORDS}` : sql`false`;
  const inWordRows = rows
    ? sql` OR (${answered} AND EXISTS (SELECT 1 FROM words, LATERAL (SELECT 1 FROM ${rows.table}
          WHERE ${rows.word} = words.word AND ${rows.status} = s.status LIMIT 1) AS r))`
    : sql``;
  const perWords = rows ? sql` AND NOT (list = ${rows.list} AND ${answered})` : sql``;
  const result = await db.execute(sql`WITH grams AS MATERIALIZED (SELECT unnest(admin_search_grams_of(${term})) AS g),
      bounds AS (
        SELECT l.list, min(coalesce((SELECT sum(a.n) FROM admin_search_grams a WHERE a.list = l.list AND a.gram = grams.g), 0)) AS n
          FROM unnest(${whole} || ${texts(perStatus)}) AS l(list) CROSS JOIN grams GROUP BY l.list)${words}
    SELECT CASE WHEN EXISTS (SELECT 1 FROM grams) AND NOT EXISTS (SELECT 1 FROM bounds WHERE list = ANY(${whole}) AND n > 0${perWords})
        AND NOT ${grams.elsewhere ?? sql`false`} THEN
      (SELECT s.status FROM unnest(${texts(grams.statuses)}) AS s(status)
        WHERE EXISTS (SELECT 1 FROM bounds b, unnest(${texts(grams.perStatus)}) AS w WHERE b.list = w || '@' || s.status AND b.n > 0)${inWordRows}
        ORDER BY s.status ${sql.raw(order === 'desc' ? 'DESC' : 'ASC')} LIMIT 1) END AS "from"`);
  // Both drivers answer { rows }.
  const [row] = (result as unknown as { rows: { from: string | null }[] }).rows;
  return row?.from ?? null;
}

/**
 * The head of an order by a text key of few values (a status, a report's reason) from the key bound as
 * `from` (SEARCHED.from: firstStatusHolding, firstReasonHolding), or from the first row when it is null:
 * a range on the key's index, so the head's walk starts there. The statement is planned for its values,
 * so a null `from` leaves no condition at all.
 */
export function headFrom(column: AnyPgColumn, order: SortOrder): SQL {
  return sql`(${SEARCHED.from}::text IS NULL OR ${column} ${sql.raw(order === 'desc' ? '<=' : '>=')} ${SEARCHED.from}::text)`;
}
