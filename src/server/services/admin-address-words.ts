import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { SortOrder } from '../../shared/admin-tables';
import type { DbOrTx } from '../db/client';
import { termOfPattern } from './admin-column-grams';
import { MAX_TERM_WORDS } from './admin-value-firsts';

/**
 * The properties whose address contains a term, in name order, from the address words (migration 0038,
 * docs/decisions/052-address-words-by-name.md; split from admin-properties.ts, which reads the pages).
 */

type Pattern = string | Placeholder;

/**
 * How many postings a page may merge from the words: each matching word gives its first `need`. 'a' (in
 * 26 of the seed's address words) at page 1,000 merged 260,000 of them (430 ms), where the head of the
 * name order held its 10,000 in 10-34 ms.
 */
const MAX_WORD_ROWS = 20_000;

/**
 * How many address words a term may be in for a sorted page, whose head of the name order already fell
 * short, to read its matches from the words: one index descent each, where sorting the matches whole
 * read every one of them ('560', the start of Bengaluru's pincodes, in 217 words and 157,711 addresses:
 * 300-340 ms). Skipping the head takes at most MAX_TERM_WORDS: a term in a few hundred words ('12', in
 * 184) is mostly found at the head at once (3 ms), where the words cost 7-8 ms.
 */
const MAX_SORTED_TERM_WORDS = 2000;

/** The words of the addresses containing the pattern, at most one more than `maxWords`, as the CTE `address_words`. */
const addressWords = (pattern: Pattern, maxWords: number) =>
  sql`address_words AS MATERIALIZED (SELECT word, n FROM admin_address_vocabulary WHERE word LIKE lower(${pattern})
    LIMIT ${maxWords} + 1)`;

/**
 * Whether the words answer the term: it is letters and digits only, so an address holds it exactly when
 * one of its words does, it is in at most `maxWords` words, and their first `need` postings number at
 * most MAX_WORD_ROWS.
 */
const wordsAnswer = (pattern: Pattern, need: number | Placeholder, maxWords: number) =>
  sql`(${termOfPattern(pattern)} ~ '^[[:alnum:]]+$' AND (SELECT count(*) FROM address_words) <= ${maxWords}
    AND (SELECT coalesce(sum(least(n, ${need})), 0) FROM address_words) <= ${MAX_WORD_ROWS})`;

/**
 * The ids (with their name as `k`) of the first `need` properties in (name, id) order whose address
 * contains the pattern: each matching word's first `need` from its postings' key, merged, each property
 * once (it may hold several such words). For a term the words do not answer, `otherwise` (the address
 * matches sorted whole), selecting `id, k` too. One of the two runs: the conditions are one-time filters.
 */
export function addressFirstsByName(
  pattern: Pattern,
  order: SortOrder,
  need: number | Placeholder,
  otherwise: SQL,
): SQL {
  const dir = sql.raw(order === 'desc' ? 'DESC' : 'ASC');
  return sql`WITH ${addressWords(pattern, MAX_SORTED_TERM_WORDS)}
    SELECT id, k FROM (
      SELECT DISTINCT p.k, p.id FROM address_words w CROSS JOIN LATERAL (
        SELECT property_id AS id, name AS k FROM admin_address_words WHERE word = w.word
         ORDER BY name ${dir}, property_id ${dir} LIMIT ${need}
      ) p
      ORDER BY p.k ${dir}, p.id ${dir} LIMIT ${need}
    ) AS by_words WHERE ${wordsAnswer(pattern, need, MAX_SORTED_TERM_WORDS)}
    UNION ALL
    SELECT id, k FROM (${otherwise}) AS otherwise WHERE NOT ${wordsAnswer(pattern, need, MAX_SORTED_TERM_WORDS)}`;
}

/**
 * Whether a page sorted by name reads its address matches from the words (addressFirstsByName): then it
 * reads no head of the name order first, where a term common in addresses but clustered by name (as a
 * project's flats share its city) walked tens of thousands of names to its first matches.
 */
export async function addressWordsAnswer(db: DbOrTx, pattern: string, need: number): Promise<boolean> {
  const result = await db.execute(
    sql`WITH ${addressWords(pattern, MAX_TERM_WORDS)} SELECT ${wordsAnswer(pattern, need, MAX_TERM_WORDS)} AS answers`,
  );
  // Both drivers answer { rows }.
  return (result as unknown as { rows: { answers: boolean }[] }).rows[0]?.answers === true;
}

/**
 * At least how many properties' addresses contain the pattern, up to one past the cap: the distinct
 * properties among the first postings of the address words containing it (each such property holds the
 * term), the cap and one of them, read index-only. '560', in 217 words of about 730 properties each,
 * passes the cap in 6 ms, where counting its matches read 10,001 of 157,711 addresses through the
 * trigram bitmap (37 ms). A property holding two such words counts once, so the floor may fall short of
 * the cap though more match: the matches are then counted. A term in no word (a space, a separator)
 * floors at 0.
 */
const addressPostingsFloor = (pattern: string, cap: number): SQL =>
  sql`(SELECT count(*) FROM (SELECT DISTINCT a.property_id FROM (
      SELECT p.property_id FROM (SELECT word FROM admin_address_vocabulary WHERE word LIKE lower(${pattern})
        LIMIT ${MAX_SORTED_TERM_WORDS}) w
      CROSS JOIN LATERAL (SELECT property_id FROM admin_address_words WHERE word = w.word LIMIT ${cap + 1}) p
      LIMIT ${cap + 1}) a) d)`;

/**
 * At least how many properties' addresses contain the pattern, from the address words (decision 067):
 * the vocabulary's counts of the words containing it, summed, divided by the most words an address holds
 * (the largest of admin_address_lengths), since no property is counted more often than that. Past the
 * cap, that is the floor: '560', in 217 words of 157,711 postings where an address holds at most 9 words,
 * floors at 17,523 from the vocabulary alone (0.2 ms), where its postings' floor read and deduplicated
 * 10,001 (3-4 ms). Otherwise the postings' floor (addressPostingsFloor), which is exact up to the cap.
 */
export const addressVocabularyFloor = (pattern: string, cap: number): SQL =>
  sql`(SELECT CASE WHEN b.n > ${cap} THEN b.n ELSE greatest(b.n, ${addressPostingsFloor(pattern, cap)}) END FROM (
      SELECT coalesce(sum(v.n) / nullif((SELECT max(words) FROM admin_address_lengths), 0), 0) AS n
        FROM admin_address_vocabulary v WHERE v.word LIKE lower(${pattern})) AS b)`;
