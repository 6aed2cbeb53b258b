import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { SortOrder } from '../../shared/admin-tables';
import { constant } from '../db/generic-plan-sql';
import type { AdminSearchList } from '../db/read-schema';
import { columnContainsGated } from './admin-column-grams';

/**
 * The first rows of a sorted search page that match by the list's own searched value, read from
 * admin_search_values and its words (split from admin-search-values.ts, which reads a search's total).
 */

/**
 * A list's own searched values matching a pattern: the pattern, or a prepared statement's placeholder
 * for it (or a subquery of one, unseenByPlanner).
 */
export interface MatchingValues {
  list: AdminSearchList;
  pattern: string | Placeholder | SQL;
}

/** How many words of a list's values a term may be in for its values to be read from the words' postings. */
export const MAX_TERM_WORDS = 100;

/**
 * How many words a term of one or two characters in at most the cap of rows may be in for a list that
 * bounds the rows merged (byWordsOr's `rowBudget`: the users): their words are read through the
 * grams' index, and each word's first rows by one descent, so a pair of letters in 1,043 of 124,000
 * name words but in only 2,908 users ('ao' on the wide copy) reads those instead of every user
 * (215-250 ms at page 100). A denser term ('an') would read thousands of words for nothing.
 */
export const MAX_GRAM_TERM_WORDS = 2000;

/**
 * `byWords` when the list's values containing the pattern are those of its words containing it, read
 * from the words' postings (admin_search_value_words of migration 0022, or the word rows of
 * migrations 0023 and 0024), `otherwise` else; both select `id, k`. The values containing a term
 * without a space are those of the words containing it (a word is a run of non-space characters, as
 * `\s` tells in both places); past MAX_TERM_WORDS such words (a term of one or two common letters)
 * reading each word's postings costs more than the values' own paths. `rowBudget`, when given, also
 * sends `otherwise` a term whose words' first `need` rows add up to more than `maxRows`: each word
 * gives up to `need` rows, and merging hundreds of thousands of them (users 'a' at page 1,000: 44
 * words, 440,000 rows, 745 ms) costs more than a list of 200,000 rows sorting all its matches (250 ms).
 * The conditions are one-time filters: PostgreSQL runs one of the two branches. `byWords` reads the
 * matching words as the CTE `words`. The list is written into the SQL (`constant`), here and in every
 * read of the values and words: bound, it made the generic plan of users 'priya' (a vocabulary of
 * 124,000 name words) read every users word through the (list, n) key, 70-140 ms instead of 1.
 */
export function byWordsOr(
  values: MatchingValues,
  byWords: SQL,
  /** Left out (undefined) when the count told the words answer the term: a smaller statement to plan. */
  otherwise: SQL | undefined,
  rowBudget?: {
    need: number | Placeholder | SQL;
    maxRows: number | Placeholder | SQL;
    /** How many words a term of one or two characters may be in (MAX_TERM_WORDS, or MAX_GRAM_TERM_WORDS). */
    maxGramWords: number | Placeholder | SQL;
  },
): SQL {
  const budget = rowBudget
    ? sql` AND (SELECT coalesce(sum(least(n, ${rowBudget.need})), 0) FROM words) <= ${rowBudget.maxRows}`
    : sql``;
  const maxGramWords = rowBudget?.maxGramWords ?? MAX_TERM_WORDS;
  const maxWords = sql`(CASE WHEN admin_search_gram_of(${values.pattern}) IS NULL THEN ${MAX_TERM_WORDS} ELSE ${maxGramWords} END)::int`;
  const ok = sql`(${values.pattern}::text !~ '\\s' AND (SELECT count(*) FROM words) <= ${maxWords}${budget})`;
  // For a term of one or two characters, through the words' grams index (a plan made without the term too).
  const words = columnContainsGated(
    sql`word`,
    values.pattern,
    sql`true`,
    (where, gramIndex) =>
      sql`SELECT word, n FROM admin_search_words WHERE list = ${constant(values.list)} AND ${where}
        LIMIT ${gramIndex ? sql`${maxGramWords}` : sql`${MAX_TERM_WORDS}`} + 1`,
  );
  const orOtherwise = otherwise ? sql` UNION ALL SELECT id, k FROM (${otherwise}) AS otherwise WHERE NOT ${ok}` : sql``;
  return sql`WITH words AS MATERIALIZED (${words})
    SELECT id, k FROM (${byWords}) AS by_words WHERE ${ok}${orOtherwise}`;
}

/**
 * The first `need` values of the list containing the pattern, in value order, from the words of
 * `byWordsOr`'s CTE `words`: each word's first `need` values from its postings' key, merged, each once.
 * 'deposit' in 76,000 of 760,000 distinct review titles: one index read per matching word, and the
 * page sorted by title in 1.1 ms, where collecting every matching title through the trigram index and
 * sorting them took 90-115 ms.
 */
function firstValuesByWords(values: MatchingValues, order: SortOrder, need: number | Placeholder): SQL {
  const dir = sql.raw(order === 'desc' ? 'DESC' : 'ASC');
  return sql`SELECT p.value FROM words CROSS JOIN LATERAL (
      SELECT value FROM admin_search_value_words
       WHERE list = ${constant(values.list)} AND word = words.word ORDER BY value ${dir} LIMIT ${need}
    ) p GROUP BY p.value ORDER BY p.value ${dir} LIMIT ${need}`;
}

/**
 * The first `need` values of the list containing the pattern, in value order, every one collected
 * through the list's trigram index first (MATERIALIZED): walking the (list, value) key in order and
 * testing each value instead read 680,000 review titles to reach the first 'deposit' one (586 ms,
 * against 92 ms for collecting its 76,000).
 */
function firstValuesCollected(values: MatchingValues, order: SortOrder, need: number | Placeholder): SQL {
  const dir = sql.raw(order === 'desc' ? 'DESC' : 'ASC');
  return sql`WITH matching AS MATERIALIZED (
      SELECT value FROM admin_search_values WHERE list = ${constant(values.list)} AND value ILIKE ${values.pattern}
    )
    SELECT value FROM matching ORDER BY value ${dir} LIMIT ${need}`;
}

/** The rows of the first values (`firstValues`, in value order), each value's from the (column, id) index: `id` and the value as `k`. */
function rowsOfValues(
  firstValues: SQL,
  rows: { table: PgTable; column: AnyPgColumn; id: AnyPgColumn; where?: SQL },
  order: SortOrder,
  need: number | Placeholder,
): SQL {
  const dir = sql.raw(order === 'desc' ? 'DESC' : 'ASC');
  const where = rows.where ? sql`AND ${rows.where}` : sql``;
  return sql`SELECT m.id, v.value AS k FROM (${firstValues}) v CROSS JOIN LATERAL (
      SELECT ${rows.id} AS id FROM ${rows.table} WHERE ${rows.column} = v.value ${where} ORDER BY ${rows.id} ${dir} LIMIT ${need}
    ) m
    ORDER BY v.value ${dir}, m.id ${dir} LIMIT ${need}`;
}

/**
 * The ids (with their value as `k`) of the first `need` rows of a list in (column, id) order whose
 * column holds a value of the list matching the pattern, when the list is sorted by the searched
 * column itself (a property's name, a report's reason, a review's title): the first `need` matching
 * values in that order (each holds a row of the list), from the words' postings (firstValuesByWords)
 * or, for a term they cannot answer, collected whole (firstValuesCollected); each value's rows from
 * the (column, id) index, `need` at most. Matches clustered deep in the order ('marina' names sorted
 * by name) cost one index descent per value instead of sorting every match. `where` narrows the rows
 * to the list's own (the anonymous reviews). `otherwise`, when given, replaces the collected values'
 * rows (the title skip scan, which falls back to them itself).
 */
export function firstsByValues(
  values: MatchingValues,
  rows: { table: PgTable; column: AnyPgColumn; id: AnyPgColumn; where?: SQL },
  order: SortOrder,
  need: number | Placeholder,
  /** The read for a term the words cannot answer, or 'none' when the count told they answer it. */
  otherwise?: ((collected: SQL) => SQL) | 'none',
): SQL {
  const collected = () => rowsOfValues(firstValuesCollected(values, order, need), rows, order, need);
  return byWordsOr(
    values,
    rowsOfValues(firstValuesByWords(values, order, need), rows, order, need),
    otherwise === 'none' ? undefined : otherwise ? otherwise(collected()) : collected(),
  );
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
      SELECT value FROM admin_search_values WHERE list = ${constant(values.list)} AND value ILIKE ${values.pattern}
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
