import { and, eq, sql } from 'drizzle-orm';
import { preparedVariants } from '../db/prepared';
import { constant, fixedLimit, startsWith } from '../db/generic-plan-sql';
import { LIMITS } from '../../shared/limits';
import { PROPERTY_LIMITS } from '../../shared/properties';
import type { DbOrTx } from '../db/client';
import { properties, searchPrefixes } from '../db/schema';
import type { SuggestionDto } from './property-dto';

/**
 * The search box's suggestions at any scale (docs/decisions/015-suggestions-at-scale.md), each one
 * statement on the read tables of migration 0007, without a transaction or session settings:
 * - digits: active properties whose pincode starts with them, in pincode order (btree range);
 * - one word: the maintained top 8 of its prefix (words of names first, then of addresses);
 * - otherwise, or when that finds nothing: each word is corrected against the vocabulary of name
 *   words (trigram KNN, plus prefix completions of the word being typed), the distinct names holding
 *   a candidate of every word are ranked by similarity to the text, and the best properties of the
 *   best names are returned.
 */
const MAX = PROPERTY_LIMITS.suggestionsMax;
/** Longest maintained prefix (search_prefixes_of in migration 0007). */
const PREFIX_MAX = 10;
/** A vocabulary word stands for a typed word at this trigram similarity (or word similarity below). */
const CORRECTION = { similarity: 0.25, wordSimilarity: 0.5, nearest: 6, completions: 200 } as const;
/** Words beyond this many are ignored (each costs one more index condition). */
const MAX_WORDS = 5;

/** The typed words as the migration splits names: lower-cased alphanumeric runs of 2+ characters. */
export function queryWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2)
    .slice(0, MAX_WORDS);
}

const columns = {
  id: properties.id,
  name: properties.name,
  address: properties.address,
  type: properties.propertyType,
};

/** Up to 8 best matches for the search box; fewer than 2 characters give none. */
export async function suggestProperties(db: DbOrTx, text: string | undefined): Promise<SuggestionDto[]> {
  const q = text?.trim() ?? '';
  if (q.length < LIMITS.suggestionMinChars) return [];
  if (/^\d+$/.test(q)) return byPincode(db, q);
  const words = queryWords(q);
  if (words.length === 0) return [];
  if (words.length === 1) {
    const found = await byPrefix(db, words[0]!);
    if (found.length > 0) return found;
  }
  return byNames(db, q, words);
}

const pincodeStatement = preparedVariants((db) =>
  db
    .select(columns)
    .from(properties)
    .where(and(sql`${properties.isActive}`, startsWith(properties.pincode, sql`${sql.placeholder('digits')}::text`)))
    .orderBy(sql`${properties.pincode} USING ~<~`, properties.id)
    .limit(fixedLimit(MAX))
    .prepare('suggest_by_pincode'),
);

function byPincode(db: DbOrTx, digits: string): Promise<SuggestionDto[]> {
  return pincodeStatement(db, 'pincode').execute({ digits });
}

/**
 * The maintained top 8 of a prefix; a word longer than the maintained prefixes ('longer') must also
 * really start a word of the property.
 */
const prefixStatement = preparedVariants((db, variant: 'short' | 'longer') => {
  const longer =
    variant === 'longer'
      ? sql`AND EXISTS (SELECT 1 FROM property_words pw WHERE pw.property_id = ${searchPrefixes.propertyId}
              AND ${startsWith(sql`pw.word`, sql`${sql.placeholder('word')}::text`)})`
      : sql``;
  return db
    .select(columns)
    .from(searchPrefixes)
    .innerJoin(properties, eq(properties.id, searchPrefixes.propertyId))
    .where(sql`${searchPrefixes.prefix} = ${sql.placeholder('prefix')} AND ${properties.isActive} ${longer}`)
    .orderBy(
      sql`${searchPrefixes.inName} DESC`,
      sql`${searchPrefixes.reviewCount} DESC`,
      sql`${searchPrefixes.propertyId} DESC`,
    )
    .limit(MAX)
    .prepare(`suggest_by_prefix_${variant}`);
});

function byPrefix(db: DbOrTx, word: string): Promise<SuggestionDto[]> {
  const prefix = word.slice(0, PREFIX_MAX);
  return word.length > PREFIX_MAX
    ? prefixStatement(db, 'longer').execute({ prefix, word })
    : prefixStatement(db, 'short').execute({ prefix });
}

/**
 * The names statement for `count` typed words, named, so PostgreSQL keeps its generic plan: the words
 * and the text reach the plan only through `arg`, a materialized row, so a plan for the values costs
 * what the generic plan costs (planning it for every request took 1.2-1.7 ms, longer than running
 * it; decision 032). Each word's candidates are a subquery run once, whose array the GIN index of
 * search_names is searched with.
 */
const namesStatement = preparedVariants((db, variant: `${number}`) => {
  const count = Number(variant);
  const word = (i: number) => sql.raw(`(SELECT a.words[${i + 1}] FROM arg a)`);
  // Candidates of each typed word: its nearest name words, and (for the word being typed) the name
  // words it starts.
  const candidates = Array.from({ length: count }, (_, i) => {
    const w = word(i);
    const last = i === count - 1;
    return sql`(SELECT coalesce(array_agg(DISTINCT c.word), '{}') FROM (
      (SELECT sw.word FROM search_words sw WHERE sw.name_count > 0
        ORDER BY sw.word <-> ${w} LIMIT ${constant(CORRECTION.nearest)})
      ${
        last
          ? sql`UNION ALL (SELECT sw.word FROM search_words sw WHERE sw.name_count > 0 AND ${startsWith(sql`sw.word`, w)}
              LIMIT ${constant(CORRECTION.completions)})`
          : sql``
      }) c
      WHERE ${last ? sql`left(c.word, length(${w})) = ${w} OR ` : sql``}similarity(c.word, ${w}) >= ${constant(CORRECTION.similarity)}
        OR word_similarity(${w}, c.word) >= ${constant(CORRECTION.wordSimilarity)})`;
  });
  const everyWord = sql.join(
    candidates.map((c) => sql`n.words && ${c}`),
    sql` AND `,
  );
  return db
    .select({
      id: sql<string>`s.id`,
      name: sql<string>`s.name`,
      address: sql<string>`s.address`,
      type: sql<SuggestionDto['type']>`s.type`,
    })
    .from(
      sql`(
      WITH arg AS MATERIALIZED (
        SELECT ${sql.placeholder('words')}::text[] AS words, ${sql.placeholder('text')}::text AS q
      ),
      top AS (
        SELECT n.name, similarity(lower(n.name), (SELECT a.q FROM arg a)) AS score, n.property_count
        FROM search_names n WHERE ${everyWord}
        ORDER BY score DESC, n.property_count DESC, n.name LIMIT ${constant(MAX)}
      )
      SELECT p.id, p.name, p.address, p.property_type AS type,
             top.score, top.property_count, top.name AS top_name, p.review_count
      FROM top, LATERAL (
        SELECT id, name, address, property_type, review_count FROM properties
        WHERE properties.name = top.name AND properties.is_active
        ORDER BY review_count DESC, id DESC LIMIT ${constant(MAX)}
      ) p
    ) AS s`,
    )
    .orderBy(sql`s.score DESC, s.property_count DESC, s.top_name, s.review_count DESC, s.id DESC`)
    .limit(fixedLimit(MAX))
    .prepare(`suggest_by_names_${count}`);
});

function byNames(db: DbOrTx, q: string, words: string[]): Promise<SuggestionDto[]> {
  return namesStatement(db, `${words.length}`).execute({ words, text: q.toLowerCase() });
}
