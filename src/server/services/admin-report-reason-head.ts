import { type SQL, and, asc, desc, or, sql } from 'drizzle-orm';
import type { SortOrder } from '../../shared/admin-tables';
import type { DbOrTx } from '../db/client';
import { constant, fixedLimit, unseenByPlanner } from '../db/generic-plan-sql';
import { preparedVariants } from '../db/prepared';
import { adminSearchValues } from '../db/read-schema';
import { standsForGram } from './admin-column-grams';

/**
 * Where a report search sorted by reason starts its head (decisions 057 and 060). The reasons are few
 * and each holds many reports, so a term in none of the first reason's reports read all of them before
 * its first match: reports 'ra' by reason ascending, in none of the 20,000 'Duplicate or incorrect
 * listing' reports, read heads of 1,000, 10,000 and 30,000 rows (10 + 39 + 64 ms alone, 20 requests/s
 * at 10 connections). The head starts at the first reason holding a match instead (SEARCHED.from,
 * headFrom), asked beside the search's other questions before the first head.
 */

/** The gram lists that tell which reasons hold a term's matches, per way a report holds it (as reportSearch reads them). */
const REASON_WAYS = {
  /** The reporter's copies, their grams kept per reason (migration 0048). */
  reporters: ['review_reports.reporter_name', 'review_reports.reporter_email'],
  /** The live reviews' titles: kept with no reason, so a match there may be under any reason. */
  liveTitles: 'reviews',
  /** The reports' title copies, live and deleted reviews' alike (migration 0046). */
  titleCopies: 'report_titles',
} as const;

/**
 * The first reason, in the page's order, that a report matching a term of one or two characters has;
 * null when that is not told (a longer term, whose page sorts its matches without a head; a term in a
 * live review's title, kept under no reason) or no report matches. The ways it looks at: a reason
 * holding the term (admin_search_values), a reporter's copies through the grams kept per reason (exact
 * for such a term), and the deleted reviews' titles as their reports keep them, read through the index
 * on review_id. 'ra', in 15,000 reporters' names, had those reports read for their reasons (6 ms, after
 * a first head of 1,000 reports had read none); now a probe of the gram per reason. Prepared per order
 * under a name (firstReasons).
 */
export async function firstReasonHolding(db: DbOrTx, pattern: string, order: SortOrder): Promise<string | null> {
  if (!standsForGram(pattern)) return null;
  const [row] = await firstReasons(db, order).execute({ pattern });
  return row?.from ?? null;
}

/**
 * The gram a pattern stands for, and the pattern itself, each as a one-row subquery: a plan for the
 * values then costs what the generic plan costs, and PostgreSQL keeps the generic plan (0.06 ms a run,
 * no planning) rather than planning each execution (0.7 ms, for a 0.07 ms run; decision 032).
 */
const firstReasons = preparedVariants((db, order: SortOrder) => {
  const pattern = unseenByPlanner('pattern', 'text');
  const gram = sql`(SELECT admin_search_gram_of(${sql.placeholder('pattern')}::text))`;
  const value = adminSearchValues.value;
  // Reports of a gram list holding the term's gram (exact for a term of one or two characters).
  const holding = (list: SQL) =>
    sql`(SELECT coalesce(sum(a.n), 0) FROM admin_search_grams a WHERE a.list = ${list} AND a.gram = ${gram}) > 0`;
  const byReporter = REASON_WAYS.reporters.map((list) => holding(sql`${constant(`${list}#`)} || ${value}`));
  const deletedTitle = sql`(${holding(constant(REASON_WAYS.titleCopies))} AND EXISTS (SELECT 1 FROM review_reports r
    WHERE r.review_id IS NULL AND r.reason = ${value} AND r.review_title ILIKE ${pattern}))`;
  return db
    .select({ from: value })
    .from(adminSearchValues)
    .where(
      and(
        sql`${adminSearchValues.list} = 'reports' AND ${adminSearchValues.n} > 0`,
        sql`NOT ${holding(constant(REASON_WAYS.liveTitles))}`,
        or(sql`${value} ILIKE ${pattern}`, ...byReporter, deletedTitle),
      ),
    )
    .orderBy(order === 'desc' ? desc(value) : asc(value))
    .limit(fixedLimit(1))
    .prepare(`report_first_reason_${order}`);
});
