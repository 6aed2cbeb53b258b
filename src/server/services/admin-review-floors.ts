import { type SQL, sql } from 'drizzle-orm';
import { constant } from '../db/generic-plan-sql';
import { users } from '../db/schema';
import { fullNameText } from './admin-list-query';
import { type OtherListReach, type OtherListWay, containsBy } from './admin-other-lists';

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

/**
 * At least as many rows as there are reviews matching by property name: the reviews (or anonymous
 * reviews) under the commonest property-name word containing the term, from their name words' key
 * (admin_review_name_words, migration 0040): a review is under each word of its property's name once.
 * 'marina' passes the cap in 10,001 index entries (a few ms), where counting the reviews of its 16,668
 * properties read 53,000 of them by key (50-130 ms).
 */
const reviewsOfCommonestPropertyWord = (pattern: string, anonymousOnly: boolean): SQL =>
  sql`SELECT 1 FROM admin_review_name_words
       WHERE list = ${constant(anonymousOnly ? 'anonymous.property_name' : 'reviews.property_name')}
         AND word = (SELECT word FROM admin_search_words WHERE list = 'properties' AND word ILIKE ${pattern}
                      ORDER BY n DESC LIMIT 1)`;

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
 * A cheap floor of a search's total of three characters or more (SearchValues.atLeast): the matching
 * authors' counts, when the term is in authors' names and in no property's, or the list is the
 * anonymous one; otherwise, for a term in property names, the reviews under the commonest such word
 * (not the properties' counts: a property counts its approved reviews only, and 'marina' fell short
 * of the cap through them, 120 ms before the count). A term of one or two characters (its grams tell a
 * share) has its grams instead.
 */
export function reviewsFloor(pattern: string, reach: Reach, anonymousOnly: boolean): SQL | undefined {
  const byGrams = reach.users.share !== undefined;
  if (byGrams) return undefined;
  const byAuthors = reach.users.way !== 'none' && (anonymousOnly || reach.properties.way === 'none');
  if (byAuthors) return reviewsOfMatchingAuthors(pattern, reach.users.way, anonymousOnly);
  // The property's way, through its name words when they answer the term (none for a term with a space).
  return reach.properties.way !== 'none' && reach.properties.byWords
    ? reviewsOfCommonestPropertyWord(pattern, anonymousOnly)
    : undefined;
}
