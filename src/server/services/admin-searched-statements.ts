import { type Placeholder, type SQL, and } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SortOrder } from '../../shared/admin-tables';
import type { DbOrTx } from '../db/client';
import { PLANNED_FOR_EACH_EXECUTION, preparedVariants } from '../db/prepared';
import { type PagePlan, SEARCHED, idsFirst, orderWithTieBreaker, searchedPlan, withinHead } from './admin-list-query';

/**
 * The searched pages of a list whose search is one filter on its own table (users by name or email,
 * the moderation log by object label or admin name), built once per database handle, sort key,
 * direction, way of reading (among the head of the order, or every match sorted as one row value) and
 * depth (page 1, or ids first past it), with the pattern and window as placeholders (decision 035).
 * Sent as the unnamed statement: planned for its values every time, as the trigram scans need.
 * `page` reads the rows of `where` in `order`, LIMIT and OFFSET given (the unsearched pages' own).
 */
export function searchedStatements<K extends string, R>(
  ids: { table: PgTable; id: AnyPgColumn },
  sortColumns: Record<K, AnyPgColumn>,
  match: (pattern: Placeholder) => SQL,
  page: (
    db: DbOrTx,
    where: SQL | undefined,
    window: { order: SQL[]; limit: Placeholder; offset: number | Placeholder },
  ) => { prepare(name: string): { execute(values: Record<string, unknown>): Promise<R[]> } },
): (db: DbOrTx, sortBy: K, order: SortOrder, pattern: string, plan: PagePlan) => Promise<R[]> {
  const pages = preparedVariants((db, shape: `${K}_${SortOrder}_${'head' | 'sorted'}_${'first' | 'deep'}`) => {
    const [sortBy, sortOrder, mode, depth] = shape.split('_') as [K, SortOrder, 'head' | 'sorted', 'first' | 'deep'];
    const column = sortColumns[sortBy];
    const order = orderWithTieBreaker(column, ids.id, sortOrder, mode === 'sorted');
    const matching = match(SEARCHED.pattern);
    const where =
      mode === 'head' ? and(matching, withinHead(db, { ...ids, column, order: sortOrder }, SEARCHED.probe)) : matching;
    const filter = idsFirst(db, ids, where, order, {
      limit: SEARCHED.limit,
      offset: depth === 'deep' ? SEARCHED.offset : 0,
    });
    return page(db, filter.where, { order, limit: SEARCHED.limit, offset: filter.offset }).prepare(
      PLANNED_FOR_EACH_EXECUTION,
    );
  });
  return (db, sortBy, order, pattern, plan) => {
    const shape =
      `${sortBy}_${order}_${plan.sortAll ? 'sorted' : 'head'}_${plan.offset === 0 ? 'first' : 'deep'}` as const;
    return pages(db, shape).execute(searchedPlan(pattern, plan).values);
  };
}
