import { type SQL, ilike, sql } from 'drizzle-orm';
import { properties, users } from '../db/schema';
import { fullNameText } from './admin-list-query';
import { type OtherListReach, type OtherListWay, containsBy } from './admin-other-lists';

/**
 * Cheap floors of a review search's total (SearchValues.atLeast), split from admin-reviews.ts: rows no
 * more than the matches, through the counts the properties and authors keep, so a total past the cap
 * is capped without counting the matching reviews.
 */

/**
 * The most reviewed properties a search's bound reads (SearchValues.atLeast): 18 or more approved
 * reviews each on the scale seed, 177,769 in all, so a term in a tenth of the names passes the cap.
 */
const BOUND_PROPERTIES = 5000;

/**
 * At least as many rows as there are reviews matching by property name: every approved review
 * (review_count) of each matching property among the BOUND_PROPERTIES most reviewed, one row each. A
 * walk of properties_review_count_id_idx bounded whatever the term (3-10 ms on the scale seed). Each
 * matching name of the whole table took 42 ms for 'ra' (a sequential scan), and 2.0 s for 'ia'
 * (58,333 names, every name's grams computed again).
 */
const reviewsOfTopProperties = (pattern: string): SQL =>
  sql`SELECT 1 FROM (SELECT ${properties.reviewCount} AS n, ${properties.name} AS name FROM ${properties}
      ORDER BY ${properties.reviewCount} DESC, ${properties.id} DESC LIMIT ${BOUND_PROPERTIES}) AS top,
      generate_series(1, top.n) WHERE ${ilike(sql`top.name`, pattern)}`;

/**
 * At least as many rows as there are reviews matching by author name: each matching author's reviews
 * (or anonymous reviews) written, one row each (users.reviews_written, migration 0031, decision 048).
 * Exact for that way, for a term of three characters or more ('sharma' passes the cap after a few
 * thousand of its authors, where counting read 10,001 anonymous reviews through them, 130-250 ms); a
 * term of one or two characters has the same count in the authors' grams (migration 0032), where this
 * read 3,358 authors for anonymous 'ku' (6-10 ms).
 */
const reviewsOfMatchingAuthors = (pattern: string, way: OtherListWay, anonymousOnly: boolean): SQL =>
  // Materialized, so the authors are planned on their own (the grams index): joined to generate_series,
  // whose 1,000 rows a call the planner assumes, the LIMIT looked ten authors away and the plan scanned
  // the users computing every name's grams (1 s).
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
 * A cheap floor of a search's total (SearchValues.atLeast), through the way likelier to pass the cap:
 * for a term of three characters or more, the authors' counts when the term is in authors' names and
 * no property's, or in a larger share of them, or the list is the anonymous one (properties count
 * approved reviews only); else, for a term of one or two characters (its grams tell a share), the most
 * reviewed properties' approved reviews.
 * A longer term in property names is in too few of the 5,000 most reviewed for their floor to pass
 * the cap ('marina': 120 ms of a floor that fell short, then the count), so it is counted at once.
 */
export function reviewsFloor(pattern: string, reach: Reach, anonymousOnly: boolean): SQL | undefined {
  // For a term of one or two characters the authors' grams (migration 0032) told the values' count as
  // many reviews as this floor would find, with no author read (SearchValuesCount.otherGramFloor).
  const byAuthorGrams = reach.users.share !== undefined;
  const byAuthors =
    !byAuthorGrams &&
    reach.users.way !== 'none' &&
    (anonymousOnly || reach.properties.way === 'none' || authorsFirst(reach));
  if (byAuthors) return reviewsOfMatchingAuthors(pattern, reach.users.way, anonymousOnly);
  const byProperties = !anonymousOnly && reach.properties.way !== 'none' && reach.properties.share !== undefined;
  return byProperties ? reviewsOfTopProperties(pattern) : undefined;
}
