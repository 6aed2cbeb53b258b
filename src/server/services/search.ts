import { type SQL, and, count, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PropertyType } from '../../shared/enums';
import type { Db, DbOrTx } from '../db/client';
import { PROPERTY_LIMITS } from '../../shared/properties-text';
import { properties } from '../db/schema';
import { pagination } from '../lib/envelope';
import { type PropertyPage, listProperties } from './properties';
import { toPropertyDto } from './property-dto';

/**
 * Typo-tolerant property search on pg_trgm, tuned on the demo data (tests/api/properties-search.test.ts):
 * - `name % q` (similarity >= 0.3) catches whole-name matches;
 * - `q <% name` (word similarity >= 0.55) catches partial words as they are typed ('marn' -> Marina);
 * - `q <<% name` (strict word similarity >= 0.4) catches misspelt words ('marnia bay' -> Marina Bay,
 *   0.47) while 'banana' (0.25 strict, 0.5 plain against 'Marina') stays out;
 * - the same on the address, plus a substring match, and a prefix match on pincode for digits.
 * The thresholds are set per transaction so the operators can use the GIN trigram indexes.
 */
const THRESHOLDS = { similarity: 0.3, word: 0.55, strictWord: 0.4 } as const;

/** Escapes LIKE wildcards so user text matches literally. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

interface Match {
  where: SQL;
  score: SQL<number>;
}

/** The WHERE clause and rank of a search for `q` (already trimmed, non-empty). */
function matchProperties(q: string): Match {
  if (/^\d+$/.test(q)) {
    return {
      where: sql`${properties.pincode} LIKE ${`${likeLiteral(q)}%`}`,
      score: sql<number>`CASE WHEN ${properties.pincode} = ${q} THEN 1 ELSE 0.5 END`,
    };
  }
  const contains = `%${likeLiteral(q)}%`;
  const textScore = (column: AnyPgColumn) =>
    sql`greatest(similarity(${column}, ${q}), word_similarity(${q}, ${column}), strict_word_similarity(${q}, ${column}))`;
  return {
    where: sql`(${properties.name} % ${q} OR ${q} <% ${properties.name} OR ${q} <<% ${properties.name}
      OR ${properties.address} % ${q} OR ${q} <% ${properties.address} OR ${q} <<% ${properties.address}
      OR ${properties.name} ILIKE ${contains} OR ${properties.address} ILIKE ${contains})`,
    // Name matches outrank address matches; a name containing the text as typed ranks as exact.
    score: sql<number>`greatest(
      ${textScore(properties.name)},
      0.9 * ${textScore(properties.address)},
      CASE WHEN ${properties.name} ILIKE ${contains} THEN 1 ELSE 0 END
    )`,
  };
}

async function withSearchThresholds<T>(db: Db, run: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT
      set_config('pg_trgm.similarity_threshold', ${String(THRESHOLDS.similarity)}, true),
      set_config('pg_trgm.word_similarity_threshold', ${String(THRESHOLDS.word)}, true),
      set_config('pg_trgm.strict_word_similarity_threshold', ${String(THRESHOLDS.strictWord)}, true)`);
    return run(tx);
  });
}

function activeOfType(type?: PropertyType): SQL {
  return type ? and(eq(properties.isActive, true), eq(properties.propertyType, type))! : eq(properties.isActive, true);
}

/** Matches up to the cap: only for a page past the last one, which has no row to carry the total. */
async function countMatches(tx: DbOrTx, where: SQL): Promise<number> {
  const matches = tx
    .select({ one: sql`1` })
    .from(properties)
    .where(where)
    .limit(PROPERTY_LIMITS.searchTotalMax)
    .as('matches');
  const [row] = await tx.select({ n: count() }).from(matches);
  return row?.n ?? 0;
}

/** Ranked, paged search of active properties; blank text lists them all, like get-all-properties. */
export async function searchProperties(
  db: Db,
  opts: { query?: string; type?: PropertyType; page: number; pageSize: number },
): Promise<PropertyPage> {
  const q = opts.query?.trim() ?? '';
  if (q === '') return listProperties(db, opts);
  const match = matchProperties(q);
  const where = and(activeOfType(opts.type), match.where)!;
  return withSearchThresholds(db, async (tx) => {
    // The rank sorts every match anyway, so the window count of the same pass is the total: no second
    // scan of the fuzzy matches. Shown up to a cap (decision 015).
    const rows = await tx
      .select({ row: properties, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
      .from(properties)
      .where(where)
      .orderBy(
        desc(match.score),
        desc(sql`similarity(${properties.name}, ${q})`),
        desc(properties.reviewCount),
        desc(properties.createdAt),
        desc(properties.id),
      )
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize);
    const total = rows[0]?.total ?? (await countMatches(tx, where));
    return {
      properties: rows.map((r) => toPropertyDto(r.row)),
      pagination: pagination(opts.page, opts.pageSize, Math.min(total, PROPERTY_LIMITS.searchTotalMax)),
    };
  });
}
