import { type Placeholder, type SQL, ilike, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Contains-matches of the columns whose grams are indexed (migration 0027, decision 043): the users'
 * emails, the properties' addresses and the admin lists' words. A term of one or two characters gives
 * pg_trgm no trigram, so their trigram indexes return every row for it (1,000,000 addresses read for
 * 3 'zq' ones: 500 ms); the GIN index on `admin_search_grams_of(column)` holds each row under each of
 * its grams, and the row contains such a term exactly when it holds the term's gram.
 */

type Pattern = string | Placeholder | SQL;
type Flag = boolean | Placeholder | SQL;

/**
 * How many rows a gram may count for its index to be read. Past it, bitmap pages go lossy at larger
 * tables and each lossy row is checked by computing its grams (about 46 microseconds: 620,000
 * addresses holding '5', ANDed with their trigram index, took 29 s); such a term is dense enough for
 * the head of the order to hold its pages (denseProbeRows).
 */
export const GRAM_INDEX_MAX_ROWS = 100_000;

/** The term a search pattern stands for ('%' || term || '%' with LIKE's escapes, searchPattern), unescaped in SQL. */
export const termOfPattern = (pattern: Pattern) =>
  sql`regexp_replace(substr(${pattern}, 2, char_length(${pattern}) - 2), '\\\\(.)', '\\1', 'g')`;

/** The same term in JS, for a pattern known as the statement is built. */
export const termOfPatternText = (pattern: string) => pattern.slice(1, -1).replace(/\\(.)/gsu, '$1');

/**
 * At most how many rows of a gram list (admin_search_grams) hold the term: a row holding it holds each
 * of its grams, so the smallest of their counts (exact for a term of one or two characters; 0 when one
 * of its grams is in no row). NULL for an empty term.
 */
export const gramsBound = (list: string, pattern: string) =>
  sql`(SELECT min((SELECT coalesce(sum(a.n), 0) FROM admin_search_grams a WHERE a.list = ${list} AND a.gram = g.g))
    FROM unnest(admin_search_grams_of(${termOfPattern(pattern)})) AS g(g))`;

/**
 * Whether a search pattern stands for a gram (a term of one or two characters), as
 * admin_search_gram_of (migration 0026) tells in SQL: for a statement built for one kind of term only.
 */
export const standsForGram = (pattern: string) => /^%(\\.|[^\\%_]){1,2}%$/su.test(pattern);

/** Whether to read the grams' index: `byGrams` (asked for) and the pattern stands for a gram. */
const readsGrams = (pattern: Pattern, byGrams: Flag) =>
  sql`(${byGrams}::boolean AND admin_search_gram_of(${pattern}) IS NOT NULL)`;
/**
 * The column holds the gram a term of one or two characters stands for: it contains the term, read
 * through the column's grams index (for a pattern known to stand for a gram: otherwise NULL, no row).
 */
export const holdsGram = (column: AnyPgColumn | SQL, pattern: Pattern) =>
  sql`admin_search_grams_of(${column}) @> ARRAY[admin_search_gram_of(${pattern})]`;

/**
 * The column contains the pattern: for a term of one or two characters, when `byGrams`, read as
 * holding its gram, through the grams' index; otherwise an ILIKE (the trigram index). The gram alone
 * matches exactly the rows the ILIKE would; an ILIKE beside it let the planner AND both indexes, and
 * the trigram index's lossy result made every row's grams be computed again. Planned for the bound
 * values (an unnamed statement, a query with bound values), PostgreSQL keeps only one of the two.
 */
export function columnContains(column: AnyPgColumn, pattern: Pattern, byGrams: Flag = sql`true`): SQL {
  const grams = readsGrams(pattern, byGrams);
  return sql`((NOT ${grams} AND ${ilike(column, pattern)}) OR (${grams} AND ${holdsGram(column, pattern)}))`;
}

/**
 * The same select for a statement planned without the bound values (a generic plan, or values the
 * planner does not look at: unseenByPlanner): one branch per way of reading, each gated by a condition
 * the executor checks once, so only one of them runs. `select` builds the select (with its ORDER BY
 * and LIMIT) from its filter, told which branch it is; both branches give its columns.
 */
export function columnContainsGated(
  column: AnyPgColumn | SQL,
  pattern: Pattern,
  byGrams: Flag,
  select: (where: SQL, gramIndex: boolean) => SQL,
): SQL {
  const grams = readsGrams(pattern, byGrams);
  const byTrigrams = select(sql`NOT ${grams} AND ${ilike(column, pattern)}`, false);
  const byGramIndex = select(sql`${grams} AND ${holdsGram(column, pattern)}`, true);
  return sql`(${byTrigrams}) UNION ALL (${byGramIndex})`;
}
