import { type SQL, and, ilike, not, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { properties } from '../db/schema';
import { searchWords } from '../db/read-schema';
import { columnContains, standsForGram, termOfPatternText } from './admin-column-grams';
import { sampledFirst } from './admin-sampled-exists';
import { addressVocabularyFloor } from './admin-address-words';
import { SEARCHED } from './admin-list-query';
import type { OtherMatch } from './admin-search-values';

/** How the admin properties list finds a search's matches beyond their names (split from admin-properties.ts). */

/**
 * The properties' other way of matching a search: the address (admin-search-values.ts, OtherMatch), with
 * the grams kept of it (migration 0026), a quick first look for whether any matches, and a floor of its
 * matches from the public search's words.
 */
export function addressWay(db: DbOrTx, pattern: string): OtherMatch {
  return {
    select: db
      .select({ id: properties.id })
      .from(properties)
      .where(columnContains(properties.address, pattern))
      .$dynamic(),
    grams: 'properties.address',
    // Whether any address matches: first among 1,000 properties in table order, then through the index.
    exists: sampledFirst(
      { table: properties, id: properties.id, column: properties.address },
      pattern,
      db.select({ id: properties.id }).from(properties).where(columnContains(properties.address, pattern)).$dynamic(),
    ),
    // The public search's words (migration 0007) are lower-cased runs of letters and digits of
    // the active properties' names and addresses: each property holding a word that contains
    // the term matches it, so the commonest such word's count is a floor of the total. Past it, the
    // address words (addressVocabularyFloor): a pincode prefix is in many words of a few hundred
    // properties each. A term of one or two characters skips them: its grams count it.
    floor: (cap) => {
      const addressFloor = standsForGram(pattern) ? sql`0` : addressVocabularyFloor(pattern, cap);
      return sql`(SELECT CASE WHEN f.n > ${cap} THEN f.n ELSE greatest(f.n, ${addressFloor}) END
        FROM (SELECT coalesce(max(${searchWords.totalCount}), 0) AS n FROM ${searchWords}
          WHERE ${searchWords.totalCount} > ${cap} AND ${searchWords.word} LIKE lower(${pattern})) AS f)`;
    },
    beyondOwn: db
      .select({ id: properties.id })
      .from(properties)
      .where(and(columnContains(properties.address, pattern), not(ilike(properties.name, pattern))))
      .$dynamic(),
  };
}

/**
 * Sorted by activity ascending, where a search's head starts (ListHead.where, decision 056): at the
 * active properties when `SEARCHED.from` is 'true' (activeFrom), else at the first row. The inactive
 * properties come first and are few (2 % in the scale seed), so a term in none of them walked all of them:
 * properties 'mumbai' by isActive ascending read heads of 1,000, 10,000 and 100,000 rows, the last passing
 * the 20,000 inactive properties row by row (150-210 ms). Planned for its values: a null leaves no condition.
 */
export const inactiveSkipped = (): SQL =>
  sql`(${SEARCHED.from}::boolean IS NULL OR ${properties.isActive} >= ${SEARCHED.from}::boolean)`;

/**
 * 'true' when no inactive property holds the term (the head may start at the active ones), else null:
 * asked once a search's first head fell short, through the partial trigram indexes of the inactive
 * properties (migration 0044; 'mumbai' 1 ms). Read whole, as a CTE is planned: as an EXISTS the planner
 * walked every inactive property by the activity index instead, expecting a match early (130 ms). A term
 * of one or two characters gives no trigram (the indexes' every entry: 110 ms for 'ra'): not asked.
 */
export async function activeFrom(db: DbOrTx, pattern: string): Promise<string | null> {
  if (termOfPatternText(pattern).length < 3) return null;
  const result = await db.execute(sql`WITH m AS MATERIALIZED (SELECT 1 FROM ${properties} inactive
      WHERE NOT inactive.is_active AND (inactive.name ILIKE ${pattern} OR inactive.address ILIKE ${pattern}))
    SELECT NOT EXISTS (SELECT 1 FROM m) AS none`);
  // Both drivers answer { rows }.
  const [row] = (result as unknown as { rows: { none: boolean }[] }).rows;
  return row?.none ? 'true' : null;
}
