import { type Placeholder, type SQL, ilike, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { constant } from '../db/generic-plan-sql';
import type { AdminSearchList } from '../db/read-schema';
import { GRAM_INDEX_MAX_ROWS, gramsBound, holdsGram, standsForGram } from './admin-column-grams';
import { MAX_TERM_WORDS } from './admin-value-firsts';
import type { GramColumn } from './admin-search-values';

/**
 * How a search reaches a list's rows through another admin list's searched values: a review through its
 * property's name or its author's "first last" (docs/decisions/044-admin-source-grams.md).
 *
 * - `none`: no value of that list contains the term, so the way matches no row and is left out (an
 *   EXISTS over the 1,000,000 property names found no 'ku' in 670 ms, for every review search of it);
 * - `grams`: a term of one or two characters in at most GRAM_INDEX_MAX_ROWS of that list's rows, read
 *   through the grams' index of the column (migration 0028), where the trigram index returned every row;
 * - `trigrams`: any other term, through the trigram index, or a term of one or two characters in more
 *   rows than that, dense enough for a scan to find its rows at once.
 */
export type OtherListWay = 'none' | 'trigrams' | 'grams';

export interface OtherListReach {
  way: OtherListWay;
  /** For a term of one or two characters, the share of that list's rows holding it (its gram's count over the list's rows). */
  share: number | undefined;
  /**
   * When asked (`opts.words`), whether the list's words answer the term: it has no space and at most
   * MAX_TERM_WORDS words of the list's values contain it (admin_search_words), so the rows reached
   * through those values are those of the words' rows (byWordsOr). Always false for a column.
   */
  byWords: boolean;
  /** When `byWords`, those words themselves: a page may read their rows without matching the term again. */
  words: string[];
  /** At most how many rows the way reaches, when the list has a bound (`bounds` of otherListReach: gramsBound). */
  bound: number | undefined;
}

/** A list whose grams admin_search_grams keeps: an admin list's searched values, or a column of its table (the users' emails). */
type ReachList = AdminSearchList | GramColumn;

/**
 * How a search reaches each of `lists`, in one statement: for a term of one or two characters each list's
 * gram count (admin_search_grams) and row count (admin_list_counts; a column's, its table's); for a
 * longer term whether a value of the list contains it (one EXISTS per list through its own trigram
 * index, written with the list's name so its partial index serves). A column keeps no values: a longer
 * term may match it (`trigrams`).
 */
export async function otherListReach<L extends ReachList>(
  db: DbOrTx,
  lists: readonly L[],
  pattern: string,
  /**
   * Per list, the grams kept of the values the searching list's rows reach through it (the reviews'
   * authors' names: `reviews.author_name`): when one of the term's grams is in none of them, the way
   * matches no row (`none`), however many of the list's own values hold the term. Anonymous 'ravi', in
   * many users' names but no anonymous author's, took 60-100 ms to learn, author by author, that none
   * wrote an anonymous review.
   */
  bounds: Partial<Record<L, GramColumn>> = {},
  /** Also tell whether each list's words answer the term (OtherListReach.byWords). */
  opts: { words?: boolean } = {},
): Promise<Record<L, OtherListReach>> {
  // Only what the kind of term needs, so the statement plans fast (2-3 ms of a 20 ms search, planned
  // for its values every time): for a gram its counts, for a longer term whether a value holds it.
  const byGrams = standsForGram(pattern);
  const counted = (list: L) => opts.words === true && !list.includes('.');
  // A term without a space is in a value exactly when it is in one of the value's words: the words'
  // count tells it, where the values' EXISTS read every value of a small list (2,245 on the scale seed,
  // 2.4 ms a request) through its seq scan.
  const existsByWords = !/\s/.test(pattern);
  // At most MAX_TERM_WORDS + 1 of the list's words holding the term, through their trigram or grams index.
  const words = (list: L) =>
    counted(list)
      ? sql`(SELECT coalesce(array_agg(w.word), '{}') FROM (SELECT word FROM admin_search_words
          WHERE list = ${constant(list)} AND ${byGrams ? holdsGram(sql`word`, pattern) : ilike(sql`word`, pattern)}
          LIMIT ${MAX_TERM_WORDS + 1}) AS w)`
      : sql`NULL`;
  const columns = lists.map((list, i) => {
    const bound = sql`${bounds[list] ? gramsBound(bounds[list], pattern) : sql`NULL`}::float8 AS ${sql.raw(`b${i}`)}`;
    const named = (kind: string) => sql.raw(`${kind}${i}`);
    return byGrams
      ? sql`${bound}, (SELECT coalesce(sum(n), 0) FROM admin_search_grams
            WHERE list = ${constant(list)} AND gram = admin_search_gram_of(${pattern}))::float8 AS ${named('g')},
          (SELECT coalesce(sum(n), 0) FROM admin_list_counts
            WHERE list = ${constant(list.split('.')[0]!)})::float8 AS ${named('r')}, ${words(list)} AS ${named('w')}`
      : sql`${bound}, ${
          list.includes('.') || (counted(list) && existsByWords)
            ? sql`true`
            : sql`EXISTS (SELECT 1 FROM admin_search_values WHERE list = ${constant(list)} AND value ILIKE ${pattern})`
        } AS ${named('e')}, ${words(list)} AS ${named('w')}`;
  });
  const result = await db.execute(sql`SELECT ${sql.join(columns, sql`, `)}`);
  // Both drivers answer { rows }.
  const [row] = (result as unknown as { rows: Record<string, number | boolean | string[] | null>[] }).rows;
  const reach = (i: number): OtherListReach => {
    const gramRows = Number(row?.[`g${i}`] ?? 0);
    const rows = Number(row?.[`r${i}`] ?? 0);
    const found = row?.[`w${i}`];
    const listWords = Array.isArray(found) ? found : undefined;
    // The page's own read (byWordsOr) checks the same in SQL: this only spares it a head of the order.
    const byWords = !/\s/.test(pattern) && listWords !== undefined && listWords.length <= MAX_TERM_WORDS;
    const words = byWords ? listWords : [];
    const bound = row?.[`b${i}`] == null ? undefined : Number(row[`b${i}`]);
    if (bound === 0) return { way: 'none', share: byGrams ? 0 : undefined, byWords, words, bound };
    if (!byGrams) {
      const holds = counted(lists[i]!) && existsByWords ? Boolean(listWords?.length) : row?.[`e${i}`] === true;
      return { way: holds ? 'trigrams' : 'none', share: undefined, byWords, words, bound };
    }
    const share = rows > 0 ? Math.min(1, gramRows / rows) : 0;
    const way = gramRows <= 0 ? 'none' : gramRows <= GRAM_INDEX_MAX_ROWS ? 'grams' : 'trigrams';
    return { way, share, byWords, words, bound };
  };
  return Object.fromEntries(lists.map((list, i) => [list, reach(i)])) as Record<L, OtherListReach>;
}

/**
 * About what share of a list's rows match one of the other ways, from each way's share of its own
 * list (as if a list's rows spread evenly over the rows they reach): to size the head of the order a
 * page reads when the count cannot tell how densely it holds matches. Undefined unless every way left
 * tells a share (a term of one or two characters).
 */
export function otherWaysShare(reaches: Pick<OtherListReach, 'way' | 'share'>[]): number | undefined {
  const ways = reaches.filter((reach) => reach.way !== 'none');
  if (!ways.length || ways.some((reach) => reach.share === undefined)) return undefined;
  return 1 - ways.reduce((missed, reach) => missed * (1 - reach.share!), 1);
}

/** The column contains the pattern, read the way the search reaches it: through its grams' index (`grams`), else by ILIKE. */
export const containsBy = (column: AnyPgColumn | SQL, pattern: string | Placeholder | SQL, way: OtherListWay): SQL =>
  way === 'grams' ? holdsGram(column, pattern) : ilike(column, pattern);
