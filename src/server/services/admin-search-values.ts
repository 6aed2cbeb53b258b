import { type Placeholder, SQL, is, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgDialect, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import { ADMIN_LIST_MAX_ROWS, type SortOrder } from '../../shared/admin-tables';
import type { DbOrTx } from '../db/client';
import { constant } from '../db/generic-plan-sql';
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
  others: OtherMatch[];
  /**
   * A sorted page of the search reads no head of the list's order first (searchPageRows) when no
   * other way matches any row and at most this many values match: the list's own path for its
   * values is bounded then (the users' first-name skip scan, firstNameFirstsBySkipScan).
   */
  headlessUpTo?: number;
  /**
   * A sorted page reads no head either when the words answer the term (no other way matching, no
   * space, at most MAX_TERM_WORDS words containing it): the list's own path reads the words' rows in
   * any of its orders (the reviews: admin_review_words and admin_search_value_words; the users:
   * admin_user_words).
   */
  headlessByWords?: boolean;
  /**
   * The list's sorted page reads its other ways through their trigram indexes in a plan made without
   * the pattern (the users' named sortedSearchPage), so for a term of one or two characters it reads
   * every row even when the words answer (denseProbeRows).
   */
  othersReadWhole?: boolean;
}

/** A column of a list's own table whose grams admin_search_grams keeps too, under this name (migration 0026). */
export type GramColumn = 'users.email' | 'properties.address';

/**
 * Another way a search matches: a select of the matching rows' ids, or (`grams`) one selecting the
 * list's own rows whose column, with kept grams, matches: a term of one or two characters then
 * matches some row exactly when its gram sums above zero, with no row read.
 */
export type OtherMatch = PgSelect | SQL | { select: PgSelect; grams: GramColumn };

const selectOf = (other: OtherMatch): PgSelect | SQL => ('grams' in other ? other.select : other);

/**
 * A list's own searched values matching a pattern: the pattern, or a prepared statement's placeholder
 * for it (or a subquery of one, unseenByPlanner).
 */
export interface MatchingValues {
  list: AdminSearchList;
  pattern: string | Placeholder | SQL;
}

/** What admin_search_values tells of a search (countBySearchValues). */
export interface SearchValuesCount {
  /** The capped total, or undefined when only counting the matching rows tells. */
  total: number | undefined;
  /**
   * How many values of the list match the pattern: exact up to headlessUpTo, read until the sum passes
   * the cap (or, told by a word, the word's own values: more than headlessUpTo).
   */
  values: number;
  /** How many rows match by the list's own value: exact up to the cap (past it, at least this many). */
  own: number;
  /** Whether a row matches another way: false when there is none; undefined when not asked (more own matches than the cap). */
  othersMatch: boolean | undefined;
  /** Whether the words answer the term: it has no space and at most MAX_TERM_WORDS words contain it. */
  byWords: boolean;
  /**
   * Whether the term has one or two characters, so its total is exact from admin_search_grams (migration
   * 0026) and no trigram index narrows its matches.
   */
  byGrams: boolean;
  /** How many rows the list holds (admin_list_counts): with `total`, how densely its order holds matches. */
  rows: number;
  /** How many word rows a sorted page of `need` rows would merge: each matching word's first `need`, summed. */
  wordRows: number;
}

const dialect = new PgDialect();

/**
 * The SQL text of each other way of matching, for admin_search_others_match: its only bound value
 * is the pattern, written `$1` wherever it occurs. A source that binds anything else is a programming
 * error (the function passes the pattern alone).
 */
function otherQueries(others: OtherMatch[], pattern: string): string[] {
  return others.map(selectOf).map((other) => {
    const query = is(other, SQL) ? dialect.sqlToQuery(other) : other.toSQL();
    if (!query.params.every((param) => param === pattern)) {
      throw new Error(`an admin search source binds more than its pattern: ${query.sql}`);
    }
    return query.sql.replace(/\$\d+\b/g, '$$1');
  });
}

/**
 * A search's capped total without reading its matching rows, or undefined when only counting them
 * tells, with how many values matched and whether another way matched (when that was asked). The
 * rows whose own value matches number the sum of the matching values' counts, summed value by value
 * until it passes the cap (count_admin_search_values, migration 0021: a term in 76,000 titles of a few
 * rows each stops after a few thousand values, not 10,001). Before that, one word of the values
 * containing the term in more rows than the cap tells the total is past it (admin_search_words,
 * migration 0022): collecting a common term's values through their trigram index cost about 18 ms of
 * PostgreSQL per request, the word 0.15 ms. A term of one or two characters has no trigram: its
 * gram (admin_search_grams, migration 0026) tells its exact total, where summing its values read the
 * list's whole trigram index (users 'ra' on 200,000 distinct names: 33-40 ms). More than the cap: the
 * total is capped whatever else matches. Otherwise, when no other way matches any row (one EXISTS
 * each, asked only then), the sum is the exact total; when one does, rows may match twice and the
 * union must be counted (undefined). With it comes the list's row count, for denseProbeRows.
 */
export async function countBySearchValues(
  db: DbOrTx,
  values: SearchValues,
  cap = ADMIN_LIST_MAX_ROWS,
  need = 0,
): Promise<SearchValuesCount> {
  type Row = {
    n: number;
    values: number;
    byWords: boolean;
    byGrams: boolean;
    wordRows: number;
    others: boolean | null;
    rows: number;
  };
  // Both drivers answer { rows }.
  const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
  // Told by a gram or a word, or summed value by value until past the cap and past headlessUpTo values
  // (migrations 0021-0023 and 0026); then, only when the own matches are within the cap and another way of
  // matching exists, whether one matches any row (admin_search_others_match, migration 0025: each
  // EXISTS through its own index, in the same statement).
  const queries = otherQueries(values.others, values.pattern).map((query) => sql`${query}`); // each a bound text
  const grams = values.others.map((other) => ('grams' in other ? sql`${other.grams}` : sql`NULL`));
  const others = queries.length
    ? sql`CASE WHEN c.total <= ${cap} THEN admin_search_others_match(ARRAY[${sql.join(queries, sql`, `)}]::text[],
        ARRAY[${sql.join(grams, sql`, `)}]::text[], ${values.pattern}) END`
    : sql`false`;
  const [row] = rowsOf(
    await db.execute(sql`SELECT c.total::int AS n, c.matched AS values, c.by_words AS "byWords", c.by_grams AS "byGrams",
        c.word_rows::int AS "wordRows", ${others} AS others,
        (SELECT coalesce(sum(l.n), 0)::int FROM admin_list_counts l WHERE l.list = ${values.list}) AS rows
      FROM count_admin_search_values(${values.list}, ${values.pattern}, ${cap}, ${values.headlessUpTo ?? 0},
        ${MAX_TERM_WORDS}, ${need}) c`),
  );
  const ownCount = Number(row?.n ?? 0);
  const told = {
    own: ownCount,
    values: Number(row?.values ?? 0),
    byWords: row?.byWords === true,
    byGrams: row?.byGrams === true,
    rows: Number(row?.rows ?? 0),
    wordRows: Number(row?.wordRows ?? 0),
  };
  if (ownCount > cap) return { total: ownCount, othersMatch: values.others.length ? undefined : false, ...told };
  return row?.others
    ? { total: undefined, othersMatch: true, ...told }
    : { total: ownCount, othersMatch: false, ...told };
}

/**
 * Whether a value of any of the lists contains the pattern: a list with no matching value has no row
 * matching by that value, so a search whose other ways of matching (a review's property name or
 * author) go through lists without one matches by its own value alone. Up to one value read per list,
 * each list through its own trigram index (one EXISTS each: `list IN (...)` matches no partial index);
 * for a term of one or two characters, which no trigram index narrows, the lists' grams tell.
 */
export async function someValueMatches(db: DbOrTx, lists: AdminSearchList[], pattern: string): Promise<boolean> {
  const rowsOf = (result: unknown) => (result as { rows: { n: number }[] }).rows; // both drivers answer { rows }
  const any = sql.join(
    lists.map(
      (list) => sql`EXISTS (SELECT 1 FROM admin_search_values WHERE list = ${list} AND value ILIKE ${pattern})`,
    ),
    sql` OR `,
  );
  const byGrams = sql`EXISTS (SELECT 1 FROM admin_search_grams
    WHERE list IN (${sql.join(lists, sql`, `)}) AND gram = admin_search_gram_of(${pattern})
    GROUP BY list HAVING sum(n) > 0)`;
  const found = await db.execute(
    sql`SELECT (CASE WHEN admin_search_gram_of(${pattern}) IS NULL THEN ${any} ELSE ${byGrams} END)::int AS n`,
  );
  return Number(rowsOf(found)[0]?.n ?? 0) > 0;
}

/**
 * The ids a search matches in its other ways (`others` of SearchValues), each way's up to the cap,
 * once each: the capped count's query when no row matches by the list's own value (`own` 0). The own
 * source is then left out, which for a term of one or two characters read every row through its
 * trigram index (3,000,000 review titles, 2.4 s, for reviews 'ra' on the scale seed, whose titles
 * hold no 'ra').
 */
export function othersMatches(values: SearchValues, cap = ADMIN_LIST_MAX_ROWS): SQL {
  const each = values.others.map((other) => sql`(SELECT id FROM (${selectOf(other)}) AS other LIMIT ${cap + 1})`);
  return sql`SELECT id FROM (${sql.join(each, sql` UNION `)}) AS others`;
}

/** How many words of a list's values a term may be in for its values to be read from the words' postings. */
export const MAX_TERM_WORDS = 100;

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
  otherwise: SQL,
  rowBudget?: { need: number | Placeholder | SQL; maxRows: number | Placeholder | SQL },
): SQL {
  const budget = rowBudget
    ? sql` AND (SELECT coalesce(sum(least(n, ${rowBudget.need})), 0) FROM words) <= ${rowBudget.maxRows}`
    : sql``;
  const ok = sql`(${values.pattern}::text !~ '\\s' AND (SELECT count(*) FROM words) <= ${MAX_TERM_WORDS}${budget})`;
  return sql`WITH words AS MATERIALIZED (
      SELECT word, n FROM admin_search_words WHERE list = ${constant(values.list)} AND word ILIKE ${values.pattern}
      LIMIT ${MAX_TERM_WORDS + 1}
    )
    SELECT id, k FROM (${byWords}) AS by_words WHERE ${ok}
    UNION ALL
    SELECT id, k FROM (${otherwise}) AS otherwise WHERE NOT ${ok}`;
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
  otherwise?: (collected: SQL) => SQL,
): SQL {
  const collected = rowsOfValues(firstValuesCollected(values, order, need), rows, order, need);
  return byWordsOr(
    values,
    rowsOfValues(firstValuesByWords(values, order, need), rows, order, need),
    otherwise ? otherwise(collected) : collected,
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
