import { type SQL, sql } from 'drizzle-orm';
import { ADMIN_LIST_MAX_ROWS } from '../../shared/admin-tables';
import { users } from '../db/schema';
import { fullNameText } from './admin-list-query';
import { type OtherListReach, type OtherListWay, containsBy } from './admin-other-lists';
import { reviewsUnderNameWord } from './admin-word-rows';

/**
 * Cheap floors of a review search's total (SearchValues.atLeast), split from admin-reviews.ts: rows no
 * more than the matches, through the counts the authors keep, so a total past the cap is capped
 * without counting the matching reviews. A term of one or two characters needs none: the grams of
 * the authors' and properties' names count their reviews (migrations 0032 and 0033), and the values'
 * count reads them (SearchValuesCount.otherFloor).
 */

/**
 * At least as many rows as there are reviews matching by author name: each matching author's reviews
 * (or anonymous reviews) written, one row each (users.reviews_written, migration 0031, decision 048).
 * Exact for that way: anonymous 'sharma' and 'kumar' (10,000 authors each) pass the cap after a few
 * thousand of them, where counting read 10,001 anonymous reviews through them (130-250 ms).
 */
const reviewsOfMatchingAuthors = (pattern: string, way: OtherListWay, anonymousOnly: boolean): SQL =>
  // Materialized, so the authors are planned on their own (their trigram index): joined to
  // generate_series, whose 1,000 rows a call the planner assumes, the LIMIT looked ten authors away and
  // the plan scanned the users computing every name's grams (1 s).
  sql`WITH authors AS MATERIALIZED (
        SELECT ${anonymousOnly ? users.anonymousReviewsWritten : users.reviewsWritten} AS n FROM ${users}
         WHERE ${containsBy(fullNameText(), pattern, way)})
      SELECT 1 FROM authors, generate_series(1, authors.n)`;

export type Reach = Record<'properties' | 'users', OtherListReach>;

/** The review name each way of a reach reaches a review through (admin_review_name_words). */
const WAY_NAMES = { properties: 'property_name', users: 'author_name' } as const;

/**
 * Whether a search counts its authors before its properties: both ways kept, and the users' grams
 * tell more of their names hold the term than the properties' grams of theirs, as each author holds
 * more reviews than each property on the scale seed (anonymous 'ra': 15 ms to 10,001 by authors,
 * 180 ms by properties).
 */
export const authorsFirst = (reach: Reach) =>
  reach.properties.way !== 'none' &&
  reach.users.way !== 'none' &&
  (reach.users.share ?? 0) > (reach.properties.share ?? 0);

/**
 * A cheap floor of a search's total of three characters or more (SearchValues.atLeast). Through the
 * names' words when they answer the term (migrations 0040 and 0041): the reviews under the word of each
 * kept way containing it that holds the most, the larger of the two, from the words' counts (counting
 * 'marina's 53,000 reviews by key took 50-130 ms, summing the 'priya' authors' counts read their 10,000
 * users, 7-12 ms, and counting the word's first 10,001 rows 4-5 ms). Otherwise the matching authors' counts,
 * when the term is in authors' names and in no property's, or the list is the anonymous one (not the
 * properties' counts: a property counts its approved reviews only). A term of one or two characters
 * (its grams tell a share) has its grams instead.
 */
export function reviewsFloor(
  pattern: string,
  reach: Reach,
  anonymousOnly: boolean,
  cap = ADMIN_LIST_MAX_ROWS,
): SQL | undefined {
  if (reach.users.share !== undefined) return undefined;
  const list = anonymousOnly ? 'anonymous' : 'reviews';
  const ways = (['properties', 'users'] as const).filter((way) => reach[way].way !== 'none');
  if (ways.length && ways.every((way) => reach[way].byWords)) {
    const counts = ways.map((way) => reviewsUnderNameWord(`${list}.${WAY_NAMES[way]}`, pattern));
    return sql`SELECT 1 FROM generate_series(1, least(greatest(${sql.join(counts, sql`, `)}), ${cap + 1}))`;
  }
  const byAuthors = reach.users.way !== 'none' && (anonymousOnly || reach.properties.way === 'none');
  return byAuthors ? reviewsOfMatchingAuthors(pattern, reach.users.way, anonymousOnly) : undefined;
}
