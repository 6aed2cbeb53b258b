import { type Placeholder, type SQL, sql } from 'drizzle-orm';

/**
 * Pieces of the prepared hot reads (db/prepared.ts) written so that PostgreSQL's generic plan of the
 * statement, which it reuses once it costs no more than planning each execution (decision 031), reads
 * the same index ranges as a plan made for the values:
 *
 * - a fixed value is written into the SQL, never bound: a generic plan cannot tell that a bound
 *   `status = $1` matches a partial index's `WHERE status = 'APPROVED'`, and sorts every row instead;
 * - a prefix is a range of a text_pattern_ops btree, not a LIKE, which PostgreSQL turns into that
 *   range only when it plans with the pattern's value;
 * - a fixed LIMIT is written into the SQL too: for a bound one the generic plan expects a tenth of the
 *   matches, prices itself far above the plan for the values, and is never chosen.
 */

/** `value` as an SQL literal: for a fixed value of the statement, never for user input. */
export const constant = (value: string | number): SQL => {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a number: ${value}`);
    return sql.raw(String(value));
  }
  return sql.raw(`'${value.replaceAll("'", "''")}'`);
};

/** `column` starts with `prefix`: `~>=~ prefix AND ~<~ prefix || U+10FFFF`, an index condition in any plan. */
export const startsWith = (column: SQL.Aliased | SQL | { getSQL(): SQL }, prefix: string | SQL): SQL =>
  sql`(${column} ~>=~ ${prefix} AND ${column} ~<~ (${prefix} || chr(1114111)))`;

/**
 * A fixed `.limit()`, written into the SQL. The query builder binds a number, but writes an SQL
 * fragment as it is (pg-core's dialect takes any object there); the cast only tells its types so.
 */
export const fixedLimit = (rows: number): Placeholder => {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new Error(`not a row count: ${rows}`);
  return constant(rows) as unknown as Placeholder;
};

type BoundType = 'int' | 'text' | 'text[]' | 'boolean';

/**
 * The bound value `name` as a one-row subquery, run once per execution: the planner prices a plan
 * for the values exactly as the generic plan, so PostgreSQL keeps the generic plan after five
 * executions instead of planning every request. For a statement whose values would otherwise make
 * the plan for the values look cheaper (a bound LIMIT or OFFSET, a prefix range) while its generic
 * plan runs as fast (bench/plan-cache.ts; decision 032).
 */
export const unseenByPlanner = (name: string, type: BoundType): SQL =>
  sql`(SELECT ${sql.placeholder(name)}::${sql.raw(type)})`;

/** `.limit()` / `.offset()` of a bound count the planner does not look at (see unseenByPlanner). */
export const unseenCount = (name: string): Placeholder => unseenByPlanner(name, 'int') as unknown as Placeholder;
