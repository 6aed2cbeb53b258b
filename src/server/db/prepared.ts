import type { DbOrTx } from './client';

/**
 * Statements of the hot reads, built once per database handle and variant instead of per request,
 * and prepared on PostgreSQL under a name, so a request sends only Bind/Execute and the server skips
 * parsing. At 1M rows the per-request statement building of the query builder was a quarter of the
 * server's busy time on the listing (bench/RESULTS.md). `build` must give the same SQL text for the
 * same variant: node-postgres refuses one name for two texts on a connection. PostgreSQL still plans
 * every execution for its values (plan_cache_mode = force_custom_plan in db/client.ts), so a prefix
 * LIKE or a busy property gets the same plan as an unprepared statement.
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
