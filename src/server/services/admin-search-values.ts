import { SQL, is, sql } from 'drizzle-orm';
import { PgDialect, type PgSelect } from 'drizzle-orm/pg-core';
import { ADMIN_LIST_MAX_ROWS } from '../../shared/admin-tables';
import type { DbOrTx } from '../db/client';
import type { AdminSearchList } from '../db/read-schema';
import { cappedUnion } from './admin-capped-union';
import { MAX_TERM_WORDS } from './admin-value-firsts';

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
   * The other ways' first rows in the page's order come from their words' rows too (a review's author
   * and property names, admin_review_name_words): the page reads no head for them either
   * (headlessUpTo, headlessByWords), whether or not another way matches. So a term of three characters
   * or more does not ask whether one does (admin_search_others_match, whose bitmap scans read every
   * 'priya' author's reviews first, about 5 ms): its total is the floor's or the count's.
   */
  othersByWords?: boolean;
  /**
   * The other ways' first rows in the page's order are read cheaply by the page's own statement (the
   * users' emails sorted by email: a walk of the email order, then the emails starting with the term and
   * those holding it further on, emailFirstsInEmailOrder): a page whose words answer its own values
   * reads no head (headlessByWords) even when another way matches. Unlike othersByWords, whether one
   * matches is still asked, for the total.
   */
  othersInOrder?: boolean;
  /**
   * Ask whether another way matches even when the own matches pass the cap, so that a page headless by
   * its words (headlessByWords) knows no other way's match could come first: the properties sorted by
   * name, whose head ('marina' from 'Z') held no match and cost 7 ms before the names answered.
   */
  othersPastCap?: boolean;
  /**
   * How many words a term of one or two characters in at most the cap of own rows may be in for the
   * words to answer it, when the list's sorted page allows more than MAX_TERM_WORDS for such a term
   * (MAX_GRAM_TERM_WORDS: the users, PagePlan.gramWords).
   */
  maxGramWords?: number;
  /**
   * About what share of the list's rows match another way, when the other lists' grams tell it (a
   * review's property name or author, for a term of one or two characters: otherWaysShare). An
   * estimate, for sizing the head of the order a page reads; never a total.
   */
  otherShare?: number;
  /**
   * A select of no more rows than match (one row per review written by each author whose name matches,
   * from their count: admin-review-floors.ts): when it yields more than the cap, the total is capped
   * without counting the matches. Read before counting a total the values and grams do not tell.
   */
  atLeast?: SQL;
}

/**
 * A column of a list's own table whose grams admin_search_grams keeps too, under this name (migration
 * 0026; the reports' copies of their reporter, migration 0030), or a value each row reaches, counted in
 * the list's rows (the reviews' and anonymous reviews' authors' and properties' names, migrations 0032
 * and 0033).
 */
export type GramColumn =
  | 'users.email'
  | 'properties.address'
  | 'review_reports.reporter_name'
  | 'review_reports.reporter_email'
  | 'reviews.author_name'
  | 'anonymous.author_name'
  | 'reviews.property_name'
  | 'anonymous.property_name';

/**
 * Another way a search matches: a select of the matching rows' ids, or (OtherWay) one with what else
 * tells of its matches without reading them.
 */
export type OtherMatch = PgSelect | SQL | OtherWay;

/**
 * A way whose matches something kept tells of. With `grams`, the select is of the list's own rows whose
 * column, with kept grams, matches: a term of one or two characters then matches some row exactly when
 * its gram sums above zero, with no row read, and as many rows as the gram counts. `beyondOwn` selects
 * those of them that do not match by the list's own value: for such a term the total is the own matches
 * (their gram) and these (read through the column's grams index, migration 0027), where counting the
 * union read every row through both trigram indexes.
 */
export interface OtherWay {
  select: PgSelect;
  grams?: GramColumn;
  beyondOwn?: PgSelect;
  /**
   * The same rows or some of them first, for asking whether any matches (admin_search_others_match):
   * a few rows read in table order before the index, where a term in half the rows is found at once
   * (admin-properties.ts, the addresses).
   */
  exists?: SQL;
  /**
   * At least how many of the list's rows match this way, cheaply told for any term (a scalar that binds
   * the pattern and the cap): a count past the cap tells the total is capped, where counting the
   * matches read them (the properties' addresses, from the public search's words: 'singapore', in
   * 440,000 addresses, read 22,000 of them for its 10,001, 30-160 ms; the reports' review titles, from
   * their own values: 'deposit' read 10,001 reports, 16-26 ms).
   */
  floor?: (cap: number) => SQL;
  /** The floor is the way's exact count up to the cap: alone with no own match, it is the total. */
  exactFloor?: boolean;
  /**
   * The floor counts only rows matching this way (the emails starting with the term: emailFloor), so
   * above zero it tells that one matches without asking (admin_search_others_match). Not so a floor of
   * the whole search, as the properties' from the public words of names and addresses alike.
   */
  floorOfWay?: boolean;
}

/** A way with more than its select (OtherWay): neither a query builder nor an SQL chunk, which both build SQL. */
const isWay = (other: OtherMatch): other is OtherWay => !('getSQL' in other);
const selectOf = (other: OtherMatch): PgSelect | SQL => (isWay(other) ? other.select : other);
const existsOf = (other: OtherMatch): PgSelect | SQL => (isWay(other) ? (other.exists ?? other.select) : other);
const gramsOf = (other: OtherMatch): GramColumn | undefined => (isWay(other) ? other.grams : undefined);

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
  /** For a term of one or two characters, how many rows match by the other ways with kept grams (their grams' sum). */
  otherGramRows: number;
  /**
   * At least how many rows match another way: for a term of one or two characters the largest of those
   * ways' gram counts (a row may match several of them, so their sum is no lower bound), for any term
   * the ways' own floors past the cap (OtherMatch.floor); 0 when none tells.
   */
  otherFloor: number;
  /**
   * At most how many rows match, when the grams tell: a term of one or two characters whose every
   * other way keeps grams (its own matches and the others', summed). Otherwise undefined.
   */
  mostMatches: number | undefined;
}

const dialect = new PgDialect();

/**
 * The SQL text of each other way of matching, for admin_search_others_match: its only bound value
 * is the pattern, written `$1` wherever it occurs. A source that binds anything else is a programming
 * error (the function passes the pattern alone).
 */
function otherQueries(others: OtherMatch[], pattern: string): string[] {
  return others.map(existsOf).map((other) => {
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
    otherGramRows: number;
    otherFloor: number;
    exactRows: number;
  };
  // Both drivers answer { rows }.
  const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
  // Told by a gram or a word, or summed value by value until past the cap and past headlessUpTo values
  // (migrations 0021-0023 and 0026); then, only when the own matches are within the cap and another way of
  // matching exists, whether one matches any row (admin_search_others_match, migration 0025: each
  // EXISTS through its own index, in the same statement).
  // A way whose floor is its exact count (OtherWay.exactFloor) is not asked: its count tells whether it matches.
  const exact = values.others.find((other): other is OtherWay => isWay(other) && other.exactFloor === true);
  const asked = values.others.filter((other) => other !== exact);
  const queries = otherQueries(asked, values.pattern).map((query) => sql`${query}`); // each a bound text
  const grams = asked.map((other) => (gramsOf(other) ? sql`${gramsOf(other)}` : sql`NULL`));
  // Not asked (NULL) when the other ways' words answer a term of three characters or more (othersByWords).
  const unasked = values.othersByWords === true;
  // A way's own floor above zero (f.way, below: read once, never pulled up into both its uses) tells that
  // one matches without asking: every user's email starts with 'user1', though the sample of first rows
  // (sampledFirst) may hold none of them.
  const others = queries.length
    ? sql`CASE WHEN (c.total <= ${cap} OR ${values.othersPastCap === true})
          AND (NOT ${unasked} OR admin_search_gram_of(${values.pattern}) IS NOT NULL)
        THEN CASE WHEN f.way > 0 THEN true ELSE admin_search_others_match(ARRAY[${sql.join(queries, sql`, `)}]::text[],
        ARRAY[${sql.join(grams, sql`, `)}]::text[], ${values.pattern}) END END`
    : sql`false`;
  const gramColumns = values.others.flatMap((other) => gramsOf(other) ?? []);
  const gramCounts = sql`SELECT sum(g.n) AS n FROM admin_search_grams g
        WHERE g.list IN (${sql.join(gramColumns, sql`, `)}) AND g.gram = admin_search_gram_of(${values.pattern})
        GROUP BY g.list`;
  const otherGramRows = gramColumns.length ? sql`(SELECT coalesce(sum(c.n), 0)::int FROM (${gramCounts}) c)` : sql`0`;
  const gramFloor = gramColumns.length ? sql`(SELECT coalesce(max(c.n), 0)::int FROM (${gramCounts}) c)` : sql`0`;
  const exactRows = exact?.floor ? exact.floor(cap) : sql`0`;
  // The floors: the largest of the ways' own (OtherWay.floorOfWay) as `f.way`, and of every floor and the
  // grams' as `f.floor`, each read once.
  const floorsOf = (ofWay: boolean) =>
    asked.flatMap((other) =>
      isWay(other) && other.floor && (other.floorOfWay === true) === ofWay ? [other.floor(cap)] : [],
    );
  const wayFloors = floorsOf(true);
  const floors = [gramFloor, sql`w.way`, ...floorsOf(false)];
  const floored = sql`(SELECT w.way, greatest(${sql.join(floors, sql`, `)}) AS floor
        FROM (SELECT ${wayFloors.length ? sql`greatest(${sql.join(wayFloors, sql`, `)})` : sql`0`} AS way OFFSET 0) w OFFSET 0)`;
  // More words for a term of one or two characters in at most the cap of own rows, when the list allows.
  const maxWords = values.maxGramWords
    ? sql`(CASE WHEN (SELECT sum(g.n) FROM admin_search_grams g WHERE g.list = ${values.list}
          AND g.gram = admin_search_gram_of(${values.pattern})) <= ${cap} THEN ${values.maxGramWords} ELSE ${MAX_TERM_WORDS} END)::int`
    : sql`${MAX_TERM_WORDS}`;
  const [row] = rowsOf(
    await db.execute(sql`SELECT c.total::int AS n, c.matched AS values, c.by_words AS "byWords", c.by_grams AS "byGrams",
        c.word_rows::int AS "wordRows", ${others} AS others,
        (SELECT coalesce(sum(l.n), 0)::int FROM admin_list_counts l WHERE l.list = ${values.list}) AS rows,
        ${otherGramRows} AS "otherGramRows", f.floor AS "otherFloor", ${exactRows} AS "exactRows"
      FROM count_admin_search_values(${values.list}, ${values.pattern}, ${cap}, ${values.headlessUpTo ?? 0},
        ${maxWords}, ${need}) c, ${floored} f`),
  );
  const ownCount = Number(row?.n ?? 0);
  const exactCount = Number(row?.exactRows ?? 0);
  const told = {
    own: ownCount,
    values: Number(row?.values ?? 0),
    byWords: row?.byWords === true,
    byGrams: row?.byGrams === true,
    rows: Number(row?.rows ?? 0),
    wordRows: Number(row?.wordRows ?? 0),
    otherGramRows: Number(row?.otherGramRows ?? 0),
    otherFloor: Math.max(Number(row?.otherFloor ?? 0), exactCount),
    mostMatches: undefined as number | undefined,
  };
  if (told.byGrams && gramColumns.length === values.others.length) told.mostMatches = ownCount + told.otherGramRows;
  if (ownCount > cap) {
    const othersMatch = !values.others.length
      ? false
      : values.othersPastCap
        ? row?.others === true || exactCount > 0
        : undefined;
    return { total: ownCount, othersMatch, ...told };
  }
  if (row?.others == null && unasked && values.others.length)
    return { total: undefined, othersMatch: undefined, ...told };
  if (!row?.others && exactCount === 0) return { total: ownCount, othersMatch: false, ...told };
  // No own match and only the exactly counted way matching: its count is the total.
  if (!row?.others && ownCount === 0) return { total: exactCount, othersMatch: true, ...told };
  // No own match and one other way, whose gram counts its rows: that count is the total.
  const byOneGram = told.byGrams && ownCount === 0 && values.others.length === 1 && gramColumns.length === 1;
  return { total: byOneGram ? told.otherGramRows : undefined, othersMatch: true, ...told };
}

/**
 * The ids a search matches in its other ways (`others` of SearchValues), each way's up to the cap,
 * once each: the capped count's query when no row matches by the list's own value (`own` 0). The own
 * source is then left out, which for a term of one or two characters read every row through its
 * trigram index (3,000,000 review titles, 2.4 s, for reviews 'ra' on the scale seed, whose titles
 * hold no 'ra').
 */
export function othersMatches(values: SearchValues, cap = ADMIN_LIST_MAX_ROWS): SQL {
  return cappedUnion(values.others.map(selectOf), cap);
}

/**
 * The ids matching in the other ways but not by the list's own value (`beyondOwn`), each way's up to
 * the cap, once each; undefined when a way has no such select. For a term of one or two characters
 * whose own matches the gram counts, the total is those plus these.
 */
export function beyondOwnMatches(values: SearchValues, cap = ADMIN_LIST_MAX_ROWS): SQL | undefined {
  const selects = values.others.map((other) => (isWay(other) ? other.beyondOwn : undefined));
  return selects.length && selects.every((select) => select !== undefined) ? cappedUnion(selects, cap) : undefined;
}
