import { type SQL, and, sql } from 'drizzle-orm';
import type { PropertyType } from '../../shared/enums';
import type { DbOrTx } from '../db/client';
import { preparedVariants } from '../db/prepared';
import { constant, startsWith, unseenByPlanner, unseenCount } from '../db/generic-plan-sql';
import { PROPERTY_LIMITS } from '../../shared/properties-text';
import { properties } from '../db/schema';
import { pagination } from '../lib/envelope';
import { type PropertyPage, listProperties } from './properties';
import { propertyDtoColumns, toPropertyDto } from './property-dto';
import { queryWords } from './suggestions';

/**
 * Typo-tolerant property search on the read tables of migration 0007 (decision 018), a few index
 * ranges per request at any catalogue size, without a transaction or session settings:
 * - digits: active properties whose pincode starts with them, in pincode order;
 * - otherwise each typed word is matched against the vocabulary of name and address words: the word
 *   itself, the words it starts, and its nearest words by trigram similarity (misspellings);
 *   a property matches when every typed word matches one of its words;
 * - properties whose name holds every typed word come first, their distinct names ranked by
 *   similarity to the text, then the rest (address matches), by how well the rarest typed word
 *   matched, then name before address, then review count; ids break ties.
 * Matches are counted, and paged, up to PROPERTY_LIMITS.searchTotalMax.
 */
const CAP = PROPERTY_LIMITS.searchTotalMax;
/**
 * A vocabulary word stands for a typed word it does not start with at this trigram similarity: one
 * word alone needs a close match (kepel -> keppel 0.63, tampnes -> tampines 0.55, orchad -> orchard
 * 0.5, while banana -> banyan 0.3 stays out); with other words beside it a looser one ('marnia bay'
 * -> marina 0.27), since every word must match the same property.
 */
const CORRECTION = { alone: 0.4, withOthers: 0.25, nearest: 6, completions: 20 } as const;

const textArray = (values: readonly string[]): SQL =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

interface WordMatch {
  /** Vocabulary words that stand for the typed word, with how well each matches it (0-1). */
  words: string[];
  quality: number[];
  /** Active properties using any of them (an upper bound: one may use two). */
  uses: number;
}

/**
 * The vocabulary words standing for each typed word: one named statement for any number of words
 * (they arrive as one array), so a text search does not parse it again. The words and the threshold
 * reach the plan only through `arg`, a materialized row: planned for its values, the statement would
 * know how many words there are and cost less than its generic plan, so PostgreSQL planned it again
 * for every search (1.2-1.7 ms, against 0.2 ms of execution); now it keeps the generic plan, which
 * reads the same indexes (decision 032).
 */
const matchWordsStatement = preparedVariants((db) =>
  db
    .select({
      i: sql<number>`m.i`,
      word: sql<string>`m.word`,
      quality: sql<number>`m.quality`,
      uses: sql<number>`m.uses`,
    })
    .from(
      sql`(
      WITH arg AS MATERIALIZED (
        SELECT ${sql.placeholder('typed')}::text[] AS typed, ${sql.placeholder('threshold')}::float8 AS threshold
      )
      SELECT t.i::int AS i, c.word, c.quality::float8 AS quality, c.total_count AS uses
      FROM arg, unnest(arg.typed) WITH ORDINALITY AS t(w, i), LATERAL (
        SELECT DISTINCT ON (v.word) v.word, v.total_count,
          CASE WHEN v.word = t.w THEN 1 WHEN left(v.word, length(t.w)) = t.w THEN 0.9
               ELSE similarity(v.word, t.w) END AS quality
        FROM (
          (SELECT word, total_count FROM search_words ORDER BY word <-> t.w LIMIT ${constant(CORRECTION.nearest)})
          UNION ALL
          (SELECT word, total_count FROM search_words
            WHERE word ~>=~ t.w AND word ~<~ (t.w || chr(1114111))
            ORDER BY total_count DESC LIMIT ${constant(CORRECTION.completions)})
        ) v
        WHERE left(v.word, length(t.w)) = t.w OR similarity(v.word, t.w) >= arg.threshold
      ) c) AS m`,
    )
    .prepare('search_match_words'),
);

/** The vocabulary words each typed word stands for; a typed word with none gives an empty list. */
async function matchWords(db: DbOrTx, typed: string[]): Promise<WordMatch[]> {
  const threshold = typed.length === 1 ? CORRECTION.alone : CORRECTION.withOthers;
  const found = await matchWordsStatement(db, 'any').execute({ typed, threshold });
  return typed.map((_, index) => {
    const mine = found.filter((f) => f.i === index + 1);
    return {
      words: mine.map((f) => f.word),
      quality: mine.map((f) => Number(f.quality)),
      uses: mine.reduce((sum, f) => sum + Number(f.uses), 0),
    };
  });
}

/**
 * Properties whose name holds every typed word: the matching distinct names ranked by similarity to
 * the text, each name's properties by review count. Returns the first `take` ids and the number of
 * such properties (exact without a type; up to the cap with one). A named statement per number of
 * typed words and type; its values reach the plan only through `arg`, a materialized row, so
 * PostgreSQL keeps the generic plan instead of planning every search (decision 032).
 */
const nameMatchesStatement = preparedVariants((db, variant: `${number}:${PropertyType | 'ALL'}`) => {
  const [count, type] = variant.split(':') as [string, PropertyType | 'ALL'];
  const words = Array.from({ length: Number(count) }, (_, i) => i);
  const everyWord = sql.join(
    words.map((i) => sql.raw(`n.words && (SELECT a.w${i} FROM arg a)`)),
    sql` AND `,
  );
  const ofType = (column: string) => (type === 'ALL' ? sql`` : sql`AND ${sql.raw(column)} = ${constant(type)}`);
  const total =
    type === 'ALL'
      ? sql`(SELECT coalesce(sum(property_count), 0) FROM names)`
      : sql`(SELECT count(*) FROM (SELECT 1 FROM names nm JOIN properties p ON p.name = nm.name
          WHERE p.is_active ${ofType('p.property_type')} LIMIT ${constant(CAP)}) capped)`;
  const take = sql.raw(`(SELECT a.take FROM arg a)`);
  return db
    .select({ total: sql<number>`s.total`, ids: sql<string[] | null>`s.ids` })
    .from(
      sql`(
      WITH arg AS MATERIALIZED (
        SELECT ${sql.placeholder('text')}::text AS q, ${sql.placeholder('take')}::int AS take,
          ${sql.join(
            words.map((i) => sql`${sql.placeholder(`w${i}`)}::text[] AS ${sql.raw(`w${i}`)}`),
            sql`, `,
          )}
      ),
      names AS MATERIALIZED (
        SELECT n.name, n.property_count, similarity(lower(n.name), (SELECT a.q FROM arg a)) AS score
        FROM search_names n WHERE ${everyWord}
      )
      SELECT ${total}::int AS total, (
        SELECT array_agg(r.id::text ORDER BY r.ord) FROM (
          SELECT p.id, row_number() OVER (
            ORDER BY nm.score DESC, nm.property_count DESC, nm.name, p.review_count DESC, p.id DESC) AS ord
          FROM (SELECT * FROM names ORDER BY score DESC, property_count DESC, name) nm, LATERAL (
            SELECT id, review_count FROM properties
            WHERE properties.name = nm.name AND properties.is_active ${ofType('properties.property_type')}
            ORDER BY review_count DESC, id DESC LIMIT ${take}
          ) p
          ORDER BY nm.score DESC, nm.property_count DESC, nm.name, p.review_count DESC, p.id DESC
          LIMIT ${take}
        ) r
      ) AS ids
    ) AS s`,
    )
    .prepare(`search_name_matches_${count}_${type.toLowerCase()}`);
});

async function nameMatches(
  db: DbOrTx,
  q: string,
  matches: WordMatch[],
  take: number,
  type?: PropertyType,
): Promise<{ ids: string[]; total: number }> {
  const values: Record<string, unknown> = { text: q.toLowerCase(), take };
  matches.forEach((m, i) => (values[`w${i}`] = m.words));
  const [row] = await nameMatchesStatement(db, `${matches.length}:${type ?? 'ALL'}`).execute(values);
  return { ids: row?.ids ?? [], total: Number(row?.total ?? 0) };
}

/**
 * Properties matching every typed word whose name does not hold them all (address matches), driven
 * by the index ranges of the rarest typed word's vocabulary words, in the order of that word's
 * match quality, name before address, review count, id. `take` ids from the start, or, for the
 * count, up to `take` matches.
 */
interface OtherMatches {
  matches: WordMatch[];
  type?: PropertyType;
  /** False when no property's name holds every word: the exclusion probes can be skipped. */
  someNamed: boolean;
}

function otherMatchesFrom({ matches, type, someNamed }: OtherMatches): { driver: WordMatch; where: SQL } {
  const driver = matches.reduce((best, m) => (m.uses < best.uses ? m : best));
  const others = matches.filter((m) => m !== driver);
  const hasEach = others.map(
    (m) =>
      sql`AND EXISTS (SELECT 1 FROM property_words o WHERE o.property_id = pw.property_id AND o.word = ANY(${textArray(m.words)}))`,
  );
  const allInName = sql.join(
    matches.map(
      (m) =>
        sql`EXISTS (SELECT 1 FROM property_words o WHERE o.property_id = pw.property_id AND o.in_name AND o.word = ANY(${textArray(m.words)}))`,
    ),
    sql` AND `,
  );
  const typed = type
    ? sql`AND EXISTS (SELECT 1 FROM properties p WHERE p.id = pw.property_id AND p.property_type = ${type})`
    : sql``;
  const notNamed = someNamed ? sql`AND NOT (${allInName})` : sql``;
  return { driver, where: sql`${sql.join(hasEach, sql` `)} ${notNamed} ${typed}` };
}

/**
 * The other matches' first `take` ids and, when they fill that many and `countUpTo` is positive, how
 * many other matches there are up to `countUpTo`, in one statement: the count is a subquery that
 * PostgreSQL runs only when the CASE reaches it, so a page that ends among them (its last match in
 * hand: the total is exact) costs no count, and a page that needs only the count reads no ids. The
 * OFFSET 0 keeps the ids a subquery run once (pulled up, `o.ids` would be computed for each use).
 */
async function otherMatchesCounted(
  db: DbOrTx,
  of: OtherMatches,
  take: number,
  countUpTo: number,
): Promise<{ ids: string[]; count: number | undefined }> {
  const { driver, where } = otherMatchesFrom(of);
  const ranked = sql`
      SELECT m.id FROM (
        SELECT DISTINCT ON (x.property_id) x.property_id AS id, d.quality, x.in_name, x.review_count
        FROM unnest(${textArray(driver.words)}, ARRAY[${sql.join(
          driver.quality.map((v) => sql`${v}`),
          sql`, `,
        )}]::float8[]) AS d(word, quality), LATERAL (
          SELECT pw.property_id, pw.in_name, pw.review_count FROM property_words pw
          WHERE pw.word = d.word ${where}
          ORDER BY pw.in_name DESC, pw.review_count DESC, pw.property_id DESC LIMIT ${take}
        ) x
        ORDER BY x.property_id, d.quality DESC, x.in_name DESC
      ) m
      ORDER BY m.quality DESC, m.in_name DESC, m.review_count DESC, m.id DESC
      LIMIT ${take}`;
  const counted = sql`(
      SELECT count(DISTINCT c.property_id)::int FROM (
        SELECT x.property_id FROM unnest(${textArray(driver.words)}) AS d(word), LATERAL (
          -- The index order keeps this an index-only range that stops at the limit (unordered, the
          -- planner picks a bitmap over all of a common word's rows).
          SELECT pw.property_id FROM property_words pw WHERE pw.word = d.word ${where}
          ORDER BY pw.in_name DESC, pw.review_count DESC, pw.property_id DESC LIMIT ${countUpTo}
        ) x
        LIMIT ${countUpTo}
      ) c)`;
  const [row] = rowsOf<{ ids: string[]; n: number | null }>(
    await db.execute(sql`
      SELECT o.ids, CASE WHEN cardinality(o.ids) >= ${take} AND ${countUpTo} > 0 THEN ${counted} END AS n
      FROM (SELECT ${take > 0 ? sql`ARRAY(${ranked})::text[]` : sql`ARRAY[]::text[]`} AS ids OFFSET 0) o`),
  );
  return { ids: row?.ids ?? [], count: row?.n == null ? undefined : Number(row.n) };
}

/** A page's properties by id, one statement whatever the page size. */
const rowsByIdStatement = preparedVariants((db) =>
  db
    .select(propertyDtoColumns)
    .from(properties)
    .where(sql`${properties.id} = ANY(${sql.placeholder('ids')}::uuid[])`)
    .prepare('search_rows_by_id'),
);

async function rowsInOrder(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await rowsByIdStatement(db, 'page').execute({ ids });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Active properties whose pincode starts with the digits, in pincode order (the `~<~` order of
 * properties_active_pincode_idx), one prepared statement per type: the page's rows with the number of
 * matches up to the cap riding along (an uncounted subquery run once), read in one snapshot.
 */
const pincodeStatement = preparedVariants((db, variant: PropertyType | 'ALL') => {
  // Unseen by the planner: planned for its values, the range and the page looked cheaper than the
  // generic plan, which PostgreSQL then never chose, though it runs as fast (decision 032).
  const digits = unseenByPlanner('digits', 'text');
  const typed = variant === 'ALL' ? sql`` : sql`AND c.property_type = ${constant(variant)}`;
  return db
    .select({
      ...propertyDtoColumns,
      total: sql<number>`(SELECT count(*)::int FROM (
        SELECT 1 FROM properties c WHERE c.is_active ${typed} AND ${startsWith(sql`c.pincode`, digits)} LIMIT ${CAP}
      ) n)`,
    })
    .from(properties)
    .where(
      and(
        sql`${properties.isActive}`,
        variant === 'ALL' ? undefined : sql`${properties.propertyType} = ${constant(variant)}`,
        startsWith(properties.pincode, digits),
      ),
    )
    .orderBy(sql`${properties.pincode} USING ~<~`, properties.id)
    .limit(unseenCount('limit'))
    .offset(unseenCount('offset'))
    .prepare(`search_pincode_${variant.toLowerCase()}`);
});

async function searchByPincode(
  db: DbOrTx,
  digits: string,
  opts: { type?: PropertyType; page: number; pageSize: number },
): Promise<PropertyPage> {
  const statement = pincodeStatement(db, opts.type ?? 'ALL');
  const offset = (opts.page - 1) * opts.pageSize;
  // Past the cap no page is read, only the total; a page past the last match asks for the total alone.
  const rows =
    offset < CAP ? await statement.execute({ digits, offset, limit: Math.min(opts.pageSize, CAP - offset) }) : [];
  const total = rows[0]?.total ?? (await statement.execute({ digits, offset: 0, limit: 1 }))[0]?.total ?? 0;
  return {
    properties: rows.map((row) => toPropertyDto(row)),
    pagination: pagination(opts.page, opts.pageSize, Number(total)),
  };
}

/** Ranked, paged search of active properties; blank text lists them all, like get-all-properties. */
export async function searchProperties(
  db: DbOrTx,
  opts: { query?: string; type?: PropertyType; page: number; pageSize: number },
): Promise<PropertyPage> {
  const q = opts.query?.trim() ?? '';
  if (q === '') return listProperties(db, opts);
  if (/^\d+$/.test(q)) return searchByPincode(db, q, opts);
  const empty = { properties: [], pagination: pagination(opts.page, opts.pageSize, 0) };
  // Numbers in a text ('tower 2') narrow the search only when some word holds them.
  const typed = queryWords(q);
  const matched = await matchWords(db, typed);
  const matches = matched.filter((m, i) => m.words.length > 0 || !/^\d+$/.test(typed[i]!));
  if (matches.length === 0 || matches.some((m) => m.words.length === 0)) return empty;

  // Matches are paged up to the cap; a page past it is empty but still carries the total.
  const offset = (opts.page - 1) * opts.pageSize;
  const wanted = offset < CAP ? Math.min(offset + opts.pageSize, CAP) : 0;
  const named = await nameMatches(db, q, matches, wanted, opts.type);
  let ids = named.ids;
  let total = Math.min(named.total, CAP);
  const others: OtherMatches = { matches, type: opts.type, someNamed: named.total > 0 };
  const need = wanted - ids.length;
  if (need > 0 || total < CAP) {
    const other = await otherMatchesCounted(db, others, need, CAP - total);
    ids = [...ids, ...other.ids];
    // A page that is not full holds the last match: the total is exact without counting.
    if (ids.length < wanted) total = ids.length;
    else total += other.count ?? 0;
  }
  const rows = await rowsInOrder(db, ids.slice(offset));
  return {
    properties: rows.map((r) => toPropertyDto(r)),
    pagination: pagination(opts.page, opts.pageSize, Math.min(total, CAP)),
  };
}
