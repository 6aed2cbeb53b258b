import { type Placeholder, type SQL, and, ilike, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ADMIN_REPORT_SORT_KEYS, SortOrder } from '../../shared/admin-tables';
import type { DbOrTx } from '../db/client';
import { reviewReports } from '../db/schema';
import { SEARCHED } from './admin-list-query';
import { type SearchSource, type SearchSources, amongFirstMatches, idAndKey } from './admin-search-sources';
import { MAX_TERM_WORDS, byWordsOr, firstsByValuesSortedBy, ownValueFirsts } from './admin-value-firsts';
import { reportWordFirsts } from './admin-word-rows';
import { type OtherListWay, containsBy } from './admin-other-lists';
import type { GramColumn } from './admin-search-values';

/**
 * How a report search matches (split from admin-reports.ts, which reads the list): its ways as sources,
 * its title copies' count, and its sorted page.
 */

/** The reports matching one way, as a search source. */
export function reportIds(db: DbOrTx, match: SQL): SearchSource {
  return (key) => db.select(idAndKey(reviewReports.id, key)).from(reviewReports).where(match).$dynamic();
}

/**
 * How a report search reaches its reporter's name and email (otherListReach), and whether a live review
 * title holds the term (`title`: `none` when no review's title does, as the reviews' values tell).
 */
export interface ReportOtherWays {
  title: OtherListWay;
  /**
   * Whether the title copies' words answer the term (no space, at most MAX_TERM_WORDS words of
   * 'report_titles' contain it): a sorted page then reads the title matches from admin_report_words
   * alone, else from the title values alone (one statement planned for its values carries one of the two).
   */
  titleWords: boolean;
  name: OtherListWay;
  email: OtherListWay;
}
export type ReportWaysKey = `${OtherListWay}-${'words' | 'values'}-${OtherListWay}-${OtherListWay}`;

/** The shape key of a report search's ways (a searched page's statement is built once per shape). */
export const reportWaysKey = (ways: ReportOtherWays): ReportWaysKey =>
  `${ways.title}-${ways.titleWords ? 'words' : 'values'}-${ways.name}-${ways.email}`;

/** The ways of a shape key (reportWaysKey). */
export function reportWaysOf(key: ReportWaysKey): ReportOtherWays {
  const [title, words, name, email] = key.split('-') as [OtherListWay, string, OtherListWay, OtherListWay];
  return { title, titleWords: words === 'words', name, email };
}

/** A report search's sources, with the column whose grams admin_search_grams keeps for each (the reporter's copies). */
interface ReportSearch extends SearchSources {
  grams: (GramColumn | undefined)[];
  /** The reporter's copy each source after the first reads (the first reads the reason and title). */
  columns: (AnyPgColumn | undefined)[];
  /** The review's title, live or as deleted, contains the pattern (the report's own copy). */
  title: SQL;
}

/**
 * The reports whose reason, review title (live or as deleted) or reporter (name or email) contains the
 * pattern: one source per way, each driven by its table's trigram indexes (for a term of one or two
 * characters, by the grams indexes), and `any`, the same match as one filter for the rows at the head
 * of the order. The review's title and the reporter's name and email are the report's own copies
 * (decisions 057 and 047), read through this table's indexes: an EXISTS per report into reviews read
 * a review for every report the head passed, and joining the matching users to every report hashed
 * all 100,000 reports for 'ra'. A reporter way whose list holds no value with the term (`none`) is
 * left out, and a term in no live title is looked for in deleted reviews' titles only.
 */
export function reportSearch(db: DbOrTx, pattern: string | Placeholder | SQL, ways: ReportOtherWays): ReportSearch {
  const title = ilike(reviewReports.reviewTitle, pattern);
  // In no live title (`none`), the term can only be in a deleted review's: those few, through the index on
  // review_id, not every report's title (a term of one or two characters has no trigram).
  const titleHolds = ways.title === 'none' ? and(isNull(reviewReports.reviewId), title)! : title;
  const own = or(ilike(reviewReports.reason, pattern), titleHolds)!;
  // The reporter's copies, each the way its users' column is reached (left out when `none`).
  const copies = [
    { way: ways.name, column: reviewReports.reporterName, grams: 'review_reports.reporter_name' },
    { way: ways.email, column: reviewReports.reporterEmail, grams: 'review_reports.reporter_email' },
  ] as const;
  const reporterWays = copies.filter((copy) => copy.way !== 'none');
  return {
    any: or(own, ...reporterWays.map((copy) => ilike(copy.column, pattern)))!,
    sources: [
      reportIds(db, own),
      ...reporterWays.map((copy) => reportIds(db, containsBy(copy.column, pattern, copy.way))),
    ],
    grams: [undefined, ...reporterWays.map((copy) => copy.grams)],
    columns: [undefined, ...reporterWays.map((copy) => copy.column)],
    title: titleHolds,
  };
}

/**
 * How many reports hold the pattern in their title copy, from the list 'report_titles' of
 * admin_search_values (migration 0046): a word of the titles in more reports than the cap, or the
 * matching titles' counts summed until past it, or for a term of one or two characters its gram. Exact
 * up to the cap, where counting the matches read them through the title's trigram index ('deposit', in
 * 10,000 reports' titles on the scale seed: 16-26 ms).
 */
export const reportTitlesHolding = (pattern: string, cap: number): SQL =>
  sql`(SELECT t.total FROM count_admin_search_values('report_titles', ${pattern}, ${cap}, 0, ${MAX_TERM_WORDS}, 0) t)`;

/**
 * What a sorted page binds: SEARCHED's placeholders, or values the planner does not look at
 * (unseenByPlanner) for a statement kept on its generic plan. With `titleWords`, the words of the title
 * copies containing the term (OtherListReach.words, as a text[]): the title matches are read from
 * their rows with no ILIKE in the statement.
 */
export interface SortedPageValues {
  pattern: Placeholder | SQL;
  limit: Placeholder;
  offset: Placeholder;
  need: Placeholder;
  maxValues: Placeholder;
  titleWords?: SQL;
}

/**
 * The ids of a searched page with every match sorted: each source's first matches with their keys
 * (amongFirstMatches). The reason matches come from admin_search_values, each matching reason's reports
 * by one descent: sorted by reason along (reason, id), by creation time or status along (reason, key,
 * id) (migration 0018, decision 030): 20,000 'Spam' reports are no longer all sorted for page 1,000.
 * The title matches from the title copies' words (migration 0047, decision 059), or likewise from
 * their values (migration 0046, decision 058); the reporter sources are sorted as usual.
 */
export function sortedSearchPage(
  db: DbOrTx,
  sort: { by: (typeof ADMIN_REPORT_SORT_KEYS)[number]; column: AnyPgColumn; order: SortOrder; orderBy: SQL[] },
  ways: ReportOtherWays,
  bound: SortedPageValues = SEARCHED,
): SQL {
  const { pattern, limit, offset, need, maxValues, titleWords } = bound;
  const { by: sortBy, column: sortColumn, order: sortOrder, orderBy: order } = sort;
  const titles = { list: 'report_titles', pattern } as const;
  const search = reportSearch(db, pattern, ways);
  const byReason = reportIds(db, ilike(reviewReports.reason, pattern));
  const byTitle = reportIds(db, search.title);
  return amongFirstMatches(
    reviewReports.id,
    { any: search.any, sources: [byReason, byTitle, ...search.sources.slice(1)] },
    { key: sortColumn, order: sortOrder },
    { limit, offset, need },
    [
      ownValueFirsts(
        { list: 'reports', pattern },
        { table: reviewReports, column: reviewReports.reason, id: reviewReports.id },
        { column: sortColumn, order: sortOrder, orderBy: order },
        { need, maxValues },
        byReason,
      ),
      // The title copies' first matches: when their words answer the term, the rows of the words
      // containing it in the page's order (migration 0047), where past 1,000 matching titles every match
      // was sorted ('deposit' in 7,592 titles: 20-25 ms a page); in no live title, only the deleted
      // reviews' copies hold the term, so those rows are theirs. Otherwise one descent of (review_title,
      // key, id) per matching title (migration 0046), past 1,000 titles every match sorted.
      titleWords
        ? sql`WITH words AS MATERIALIZED (SELECT unnest(${titleWords}) AS word)
            SELECT id, k FROM (${reportWordFirsts(sortBy, sortOrder, need)}) AS by_words`
        : ways.titleWords
          ? byWordsOr(titles, reportWordFirsts(sortBy, sortOrder, need), undefined)
          : firstsByValuesSortedBy(
              titles,
              {
                table: reviewReports,
                column: reviewReports.reviewTitle,
                sortColumn,
                id: reviewReports.id,
                where: ways.title === 'none' ? isNull(reviewReports.reviewId) : undefined,
              },
              sortOrder,
              need,
              sql`${byTitle(sortColumn)
                .orderBy(...order)
                .limit(need)}`,
              maxValues,
            ),
    ],
  );
}
