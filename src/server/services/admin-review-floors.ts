import { type SQL, sql } from 'drizzle-orm';
import { users } from '../db/schema';
import { fullNameText } from './admin-list-query';
import { type OtherListReach, type OtherListWay, containsBy } from './admin-other-lists';
import { type ReviewNameList, reviewsUnderNameWord } from './admin-word-rows';

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
 * At least how many reviews match through one of their names (OtherMatch.floor, a column of the values'
 * count): the reviews under the word of that name containing the term that holds the most, from the
 * words' counts (migrations 0040 and 0041), when the words answer a term of three characters or more
 * (a term of one or two characters has its grams). Past the cap, the total is capped uncounted:
 * counting 'marina's 53,000 reviews by key took 50-130 ms, summing the 'priya' authors' counts read
 * their 10,000 users (7-12 ms), and counting the word's first 10,001 rows as a statement of its own,
 * 4-5 ms (decision 055).
 */
export function nameWordsFloor(list: ReviewNameList, reach: Reach, pattern: string): (() => SQL) | undefined {
  const way = reach[list.endsWith('.author_name') ? 'users' : 'properties'];
  return way.way !== 'none' && way.byWords && way.share === undefined
    ? () => reviewsUnderNameWord(list, pattern)
    : undefined;
}

/**
 * A cheap floor of a search's total of three characters or more (SearchValues.atLeast) that its names'
 * words do not tell (nameWordsFloor): the matching authors' counts, when the term is in authors' names
 * and in no property's, or the list is the anonymous one (not the properties' counts: a property counts
 * its approved reviews only). A term of one or two characters (its grams tell a share) has its grams
 * instead.
 */
export function reviewsFloor(pattern: string, reach: Reach, anonymousOnly: boolean): SQL | undefined {
  if (reach.users.share !== undefined || reach.users.byWords) return undefined;
  const byAuthors = reach.users.way !== 'none' && (anonymousOnly || reach.properties.way === 'none');
  return byAuthors ? reviewsOfMatchingAuthors(pattern, reach.users.way, anonymousOnly) : undefined;
}
