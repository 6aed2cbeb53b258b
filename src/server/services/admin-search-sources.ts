import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import { ADMIN_LIST_MAX_ROWS, type SortOrder } from '../../shared/admin-tables';
import { cappedUnion } from './admin-capped-union';
import { orderWithTieBreaker } from './admin-list-query';

/**
 * The ways a search matches an admin list, each a source of the list's ids driven by its own table's
 * index, and what a searched page and its capped count make of them (split from admin-list-query.ts,
 * which reads the page and its total).
 */

/**
 * One way a search matches, as a select of the matching rows' ids driven by its own table's index.
 * Given the list's sort column it selects that too, as `k`: a sorted page's sources carry their sort
 * key (amongFirstMatches), counts and EXISTS read ids alone (index-only where an id index serves).
 */
export type SearchSource = (key?: AnyPgColumn) => PgSelect;

/** A source's fields: the id, and the sort key as `k` when the page carries it. */
export function idAndKey(id: AnyPgColumn, key: AnyPgColumn | undefined): SelectedFields {
  // The alias names the column in the UNION of sources, whatever the sort column is called.
  return key ? { id, k: sql`${key}`.as('k') } : { id };
}

/**
 * A search over several tables, as separate sources of the list's ids (each `select({ id })` driven by
 * its own table's index, so no OR spans tables) and as one filter (`any`) for rows already in hand.
 */
export interface SearchSources {
  any: SQL;
  sources: SearchSource[];
}

/** `(a) UNION ALL (b) ...`, each branch in parentheses so it keeps its ORDER BY and LIMIT. */
function unionAllOf(branches: SQL[]): SQL {
  return sql.join(
    branches.map((b) => sql`(${b})`),
    sql` UNION ALL `,
  );
}

/**
 * The ids of a sorted search page (the `window` of the list's order, by its sort column `sort.key`
 * then id), with their keys as `k`: each source's first `offset + limit` matches with their sort key,
 * merged, each id once, and the window taken from those (key, id) pairs alone. The page's rows are
 * among them: the first `offset + limit` of the union are each among the first of their source.
 * Carrying the key means no row is read to sort them: page 1,000 looked up 10,000 rows by primary key
 * (and sorted them as row values) for 10, 50-90 ms of the 60-160 ms such a page cost at 3 M reviews.
 */
export function firstMatchesPage(
  id: AnyPgColumn,
  search: SearchSources,
  sort: { key: AnyPgColumn; order: SortOrder },
  /** The page's window, or a prepared statement's placeholders for it and for `offset + limit` (need). */
  window: { limit: number; offset: number } | { limit: Placeholder; offset: Placeholder; need: Placeholder },
  /** Per source, another query of the same first matches with their keys, `id` and `k` (a skip scan), or undefined. */
  instead: (SQL | undefined)[] = [],
): SQL {
  const need = 'need' in window ? window.need : window.offset + window.limit;
  const order = orderWithTieBreaker(sort.key, id, sort.order, true);
  const firsts = search.sources.map(
    (source, i) =>
      instead[i] ??
      sql`${source(sort.key)
        .orderBy(...order)
        .limit(need)}`,
  );
  const dir = sql.raw(sort.order === 'desc' ? 'DESC' : 'ASC');
  // A row matching two ways is one (id, k) pair twice: DISTINCT over the ORDER BY's own columns, one sort.
  return sql`SELECT DISTINCT k, id FROM (${unionAllOf(firsts)}) AS firsts
      ORDER BY k ${dir}, id ${dir} LIMIT ${window.limit} OFFSET ${window.offset}`;
}

/** The list's id is among those of a sorted search page (firstMatchesPage, same arguments). */
export function amongFirstMatches(...args: Parameters<typeof firstMatchesPage>): SQL {
  return sql`${args[0]} IN (SELECT id FROM (${firstMatchesPage(...args)}) AS page)`;
}

/**
 * The matching ids for the capped count: each source up to the cap, an id matching twice once
 * (cappedUnion). More than the cap in any source is more than the cap in all.
 */
export function cappedMatches(search: SearchSources, cap = ADMIN_LIST_MAX_ROWS): SQL {
  return cappedUnion(
    search.sources.map((source) => source()),
    cap,
  );
}
