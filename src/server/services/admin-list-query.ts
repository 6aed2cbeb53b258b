import { type SQL, asc, desc, ilike, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SortOrder } from '../../shared/admin-lists';

/**
 * ORDER BY for an admin list: the chosen column, then the id in the same direction, so rows with equal
 * sort values keep one fixed order and offset pages never repeat or skip a row.
 */
export function orderWithTieBreaker(column: AnyPgColumn | SQL, id: AnyPgColumn, order: SortOrder): SQL[] {
  const dir = order === 'asc' ? asc : desc;
  return [dir(column), dir(id)];
}

/** `%term%` with LIKE's wildcards escaped, so a search for '50%' finds the text '50%'. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Case-insensitive contains-search over several columns; undefined (no filter) for a blank term. */
export function containsAny(term: string | undefined, columns: (AnyPgColumn | SQL)[]): SQL | undefined {
  const trimmed = term?.trim();
  if (!trimmed) return undefined;
  const pattern = containsPattern(trimmed);
  return or(...columns.map((column) => ilike(column, pattern)));
}
