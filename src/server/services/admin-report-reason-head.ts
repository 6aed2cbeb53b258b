import { type SQL, and, gt, ilike, sql } from 'drizzle-orm';
import type { SortOrder } from '../../shared/admin-tables';
import type { DbOrTx } from '../db/client';
import { adminSearchValues } from '../db/read-schema';
import { reviewReports } from '../db/schema';
import type { OtherListWay } from './admin-other-lists';
import type { SearchSource } from './admin-search-sources';

/**
 * Where a report search sorted by reason starts its head (decision 057). The reasons are few and each
 * holds many reports, so a term in none of the first reason's reports read all of them before its first
 * match: reports 'ra' by reason ascending, in none of the 20,000 'Duplicate or incorrect listing'
 * reports, read heads of 1,000, 10,000 and 30,000 rows (10 + 39 + 64 ms alone, 20 requests/s at 10
 * connections). Once a first head falls short, the reasons holding a match are read from the ways' own
 * indexes, and later heads start at the first of them (SEARCHED.from, headFrom).
 */

/** A report search's ways, as reportSearch reads them. */
export interface ReportReasonWays {
  /** The review's title (the report's copy) contains the term. */
  title: SQL;
  /** Whether a live title holds the term (`none`: only the deleted reviews' titles may). */
  titleWay: OtherListWay;
  /** The reporter's name and email copies, each as a source of reports, and the way it is read. */
  reporters: { source: SearchSource; way: OtherListWay }[];
}

/**
 * Whether every way's matches come from an index: a term of three characters or more has trigrams in
 * each; a shorter one only from the reporters' grams and the deleted reviews' titles (the index on
 * review_id finds those). A short term in live titles, or dense enough in reporters' names to be read
 * by ILIKE (`trigrams`), would be a scan of every report: not asked.
 */
function indexed(pattern: string, ways: ReportReasonWays): boolean {
  if (pattern.slice(1, -1).replace(/\\(.)/g, '$1').length >= 3) return true;
  return ways.titleWay === 'none' && ways.reporters.every((reporter) => reporter.way !== 'trigrams');
}

/**
 * The first reason, in the page's order, that a report matching the term has: a reason holding the term
 * (admin_search_values) or the reason of a report matching by title or reporter; null when not asked
 * (indexed) or when no report matches. Each way read whole through its own index ('ra': 15,000 reporters'
 * names through their grams, 9 ms).
 */
export async function firstReasonHolding(
  db: DbOrTx,
  pattern: string,
  order: SortOrder,
  ways: ReportReasonWays,
): Promise<string | null> {
  if (!indexed(pattern, ways)) return null;
  const reasons = [
    db
      .select({ k: adminSearchValues.value })
      .from(adminSearchValues)
      .where(
        and(
          sql`${adminSearchValues.list} = 'reports'`,
          ilike(adminSearchValues.value, pattern),
          gt(adminSearchValues.n, 0),
        ),
      ),
    db.select({ k: reviewReports.reason }).from(reviewReports).where(ways.title),
    ...ways.reporters.map((reporter) => sql`SELECT s.k FROM (${reporter.source(reviewReports.reason)}) AS s`),
  ];
  // Not one min(reason) over the matches: PostgreSQL reads that by walking the reason index until a row
  // matches, the walk this is to spare (500 ms for 'ra'). A UNION ALL is read branch by branch.
  const result = await db.execute(
    sql`SELECT ${sql.raw(order === 'desc' ? 'max' : 'min')}(m.k) AS "from" FROM (${sql.join(
      reasons.map((select) => sql`(${select})`),
      sql` UNION ALL `,
    )}) AS m(k)`,
  );
  // Both drivers answer { rows }.
  const [row] = (result as unknown as { rows: { from: string | null }[] }).rows;
  return row?.from ?? null;
}
