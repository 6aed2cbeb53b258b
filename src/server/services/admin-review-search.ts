import { type Placeholder, type SQL, and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { ADMIN_REVIEW_SORT_KEYS, SortOrder } from '../../shared/admin-tables';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { properties, reviews, users } from '../db/schema';
import { existsPerRow, fullNameText } from './admin-list-query';
import { type OtherListWay, containsBy } from './admin-other-lists';
import { type SearchSources, idAndKey } from './admin-search-sources';
import { REVIEW_SORT_COLUMNS } from './admin-review-rows';
import { byWordsOr } from './admin-value-firsts';
import { type ReviewNameList, reviewNameWordFirsts } from './admin-word-rows';

/** The ways an admin review search matches and their first matches (split from admin-reviews.ts, which reads its pages). */

/** How a review search reaches its property's name and its author's "first last" (otherListReach). */
export interface ReviewOtherWays {
  property: OtherListWay;
  author: OtherListWay;
}

/**
 * A review search's sources, with the grams admin_search_grams keeps for each: the property's and the
 * author's, counted in the list's reviews (migrations 0033 and 0032); none for the title (its values
 * have their own).
 */
export interface ReviewSearch extends SearchSources {
  grams: (ReviewNameList | undefined)[];
}

/** The ways of a search whose term is in no property name and no author's name: its title alone. */
export const TITLE_ONLY: ReviewOtherWays = { property: 'none', author: 'none' };

/**
 * The three ways a review matches a search, each driven by its own index: its title (trigram index on
 * reviews.title), its property's name (properties' trigram index, or for a term of one or two
 * characters their grams' index, then reviews by property_id) and its author's "first last" (the same
 * on users, then reviews by user_id). One OR across the three tables could use none of them; `any` is
 * that OR, for the rows at the head of the order only (EXISTS, probing the parent by key per row:
 * existsPerRow). A way whose list holds no value containing the term (`none`, otherListReach) is left
 * out, so PostgreSQL neither plans nor runs a source that cannot match.
 */
export function reviewSearch(
  db: DbOrTx,
  pattern: string | Placeholder,
  anonymous: SQL | undefined,
  ways: ReviewOtherWays,
): ReviewSearch {
  const source = (match: SQL) => (key?: AnyPgColumn) =>
    db.select(idAndKey(reviews.id, key)).from(reviews).where(and(anonymous, match)).$dynamic();
  const parentMatches = (table: typeof properties | typeof users, id: AnyPgColumn, match: SQL) =>
    existsPerRow(
      db
        .select({ one: sql`1` })
        .from(table)
        .where(and(eq(table.id, id), match))
        .$dynamic(),
    );
  const byProperty = ways.property !== 'none';
  const byAuthor = ways.author !== 'none';
  const propertyIds = db
    .select({ id: properties.id })
    .from(properties)
    .where(containsBy(properties.name, pattern, ways.property));
  const authorIds = db
    .select({ id: users.id })
    .from(users)
    .where(containsBy(fullNameText(), pattern, ways.author));
  return {
    any: or(
      ilike(reviews.title, pattern),
      // Row by row, the ILIKE of the one name costs less than computing its grams.
      byProperty ? parentMatches(properties, reviews.propertyId, ilike(properties.name, pattern)) : undefined,
      byAuthor ? parentMatches(users, reviews.userId, ilike(fullNameText(), pattern)) : undefined,
    )!,
    sources: [
      source(ilike(reviews.title, pattern)),
      ...(byProperty ? [source(inArray(reviews.propertyId, propertyIds))] : []),
      ...(byAuthor ? [source(inArray(reviews.userId, authorIds))] : []),
    ],
    grams: [
      undefined,
      ...(byProperty ? [anonymous ? ('anonymous.property_name' as const) : ('reviews.property_name' as const)] : []),
      ...(byAuthor ? [anonymous ? ('anonymous.author_name' as const) : ('reviews.author_name' as const)] : []),
    ],
  };
}

/**
 * A sorted page's first matches by the property's and the author's ways (those `ways` keeps, in the
 * order of `search.sources` after the title's), with their sort key as `k`: each way's names' words'
 * rows in the page's order (admin_review_name_words, migration 0040), or, for a term those words cannot
 * answer (a space, too many words: byWordsOr), the way's matches sorted whole (`order`, the ROW order;
 * none when the count told the words answer).
 */
export function nameWayFirsts(
  search: ReviewSearch,
  ways: ReviewOtherWays,
  page: {
    list: 'reviews' | 'anonymous';
    pattern: string | Placeholder;
    sortBy: (typeof ADMIN_REVIEW_SORT_KEYS)[number];
    sortOrder: SortOrder;
    need: number | Placeholder;
  },
  order: SQL[] | undefined,
): SQL[] {
  const nameWays = [
    ...(ways.property === 'none' ? [] : [['properties', 'property_name'] as const]),
    ...(ways.author === 'none' ? [] : [['users', 'author_name'] as const]),
  ];
  const key = REVIEW_SORT_COLUMNS[page.sortBy];
  return nameWays.map(([vocabulary, name], i) =>
    byWordsOr(
      { list: vocabulary, pattern: page.pattern },
      reviewNameWordFirsts(page.list, name, page.sortBy, page.sortOrder, page.need),
      order &&
        sql`${search.sources[i + 1]!(key)
          .orderBy(...order)
          .limit(page.need)}`,
    ),
  );
}

/** How many distinct titles the title skip scan visits before it sorts the title matches instead. */
export const SKIP_SCAN_TITLES = 1000;

/**
 * The title source's first `need` matches in title order (then id), with their title as `k`, by a skip
 * scan: each step one index descent to the next distinct title (reviews_title_id_idx, or its anonymous
 * twin), and the rows of a matching title in id order. Titles that repeat make matches cluster in title
 * order ('deposit' in 300,000 titles that all sort after 2.7 M others): the skip passes each other
 * title in one step where a walk reads all its rows and a sort reads all 300,000 matches. When the scan
 * stops at SKIP_SCAN_TITLES titles with too few matches, `sorted` (the first matches with their title
 * as `k`, from the matching titles in title order: firstsByValues) answers instead; when it ran out of
 * titles its matches are all there are. Only for a term the words' postings cannot answer (one with a
 * space, or in more than MAX_TERM_WORDS words: firstsByValues); a term of one or two common letters
 * finds its first titles here in a few steps. Real titles rarely repeat, so for a rarer one past the
 * first thousand titles the fallback answers: 90-130 ms for 76,000 of 760,000 distinct titles.
 */
export function titleFirstsBySkipScan(
  pattern: string | Placeholder,
  anonymousOnly: boolean,
  order: SortOrder,
  need: number | Placeholder,
  sorted: SQL,
  maxTitles: number | Placeholder = SKIP_SCAN_TITLES,
): SQL {
  const anonymous = sql.raw(anonymousOnly ? 'AND r.is_anonymous' : '');
  const beyond = sql.raw(order === 'desc' ? '<' : '>');
  const dir = sql.raw(order === 'desc' ? 'DESC' : 'ASC');
  return sql`WITH RECURSIVE titles(title, n) AS (
      (SELECT r.title, 1 FROM reviews r WHERE TRUE ${anonymous} ORDER BY r.title ${dir} LIMIT 1)
      UNION ALL
      SELECT (SELECT r.title FROM reviews r WHERE r.title ${beyond} titles.title ${anonymous}
               ORDER BY r.title ${dir} LIMIT 1), titles.n + 1
        FROM titles WHERE titles.title IS NOT NULL AND titles.n < ${maxTitles}
    ), skipped AS MATERIALIZED (
      SELECT m.id, titles.title AS k FROM titles CROSS JOIN LATERAL (
        SELECT r.id FROM reviews r WHERE r.title = titles.title ${anonymous} ORDER BY r.id ${dir} LIMIT ${need}
      ) m
      WHERE titles.title ILIKE ${pattern}
      LIMIT ${need}
    )
    SELECT id, k FROM skipped
    UNION ALL
    SELECT id, k FROM (${sorted}) AS sorted
     WHERE (SELECT count(*) FROM skipped) < ${need} AND (SELECT count(*) FROM titles) >= ${maxTitles}`;
}
