import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/** Column and constraint helpers shared by the table definitions. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** `col IN ('A','B')` for CHECK constraints; values come from our own constant lists. */
export function oneOf(column: string, values: readonly string[], nullable = false) {
  const list = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');
  return sql.raw(`${nullable ? `${column} IS NULL OR ` : ''}${column} IN (${list})`);
}
export const starRating = (column: string, nullable = false) =>
  sql.raw(`${nullable ? `${column} IS NULL OR ` : ''}${column} BETWEEN 1 AND 5`);
