import type { DbOrTx } from './client';

/**
 * Statements of the hot reads, built once per database handle and variant instead of per request,
 * and prepared on PostgreSQL under a name, so a request sends only Bind/Execute and the server skips
 * parsing. At 1M rows the per-request statement building of the query builder was a quarter of the
 * server's busy time on the listing (bench/RESULTS.md). `build` must give the same SQL text for the
 * same variant: node-postgres refuses one name for two texts on a connection. PostgreSQL plans the
 * first five executions for their values, then reuses a generic plan when it costs no more (its
 * `auto` plan_cache_mode, db/client.ts), which saves the planning too. So that a generic plan reads
 * the same index ranges, a hot read writes fixed values into its SQL and prefixes as ranges
 * (db/generic-plan-sql.ts); bench/plan-cache.ts compares each on both plans (decision 031).
 */
export function preparedVariants<V extends string, T>(
  build: (db: DbOrTx, variant: V) => T,
): (db: DbOrTx, variant: V) => T {
  const perDb = new WeakMap<DbOrTx, Map<V, T>>();
  return (db, variant) => {
    let built = perDb.get(db);
    if (!built) perDb.set(db, (built = new Map()));
    let statement = built.get(variant);
    if (statement === undefined) built.set(variant, (statement = build(db, variant)));
    return statement;
  };
}

/**
 * The name for a hot read whose generic plan is slower than planning it for its values (the home
 * sections: 10 ms against 1.3 ms at 3M reviews, bench/plan-cache.ts). node-postgres sends a statement
 * without a name as PostgreSQL's unnamed statement, which is parsed and planned for its values at
 * every execution, never generic; the query builder's work is still done once (decision 031).
 */
export const PLANNED_FOR_EACH_EXECUTION = '';
