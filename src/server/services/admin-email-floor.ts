import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { standsForGram } from './admin-column-grams';

/**
 * At least how many rows' email contains a search term, up to the cap + 1 (OtherWay.floor): the larger
 * of how many emails start with it and how many domains (the part after the first '@') start with it,
 * or with what follows its leading '@'. Each is a range of its btree index (migration 0049), and each
 * such email contains the term: every user's domain ('scale.test', 'gmail') or a common start
 * ('user12') passes the cap there, 1-2 ms, where counting the matches read every email holding the term
 * by ILIKE (6-12 ms). Emails are kept lowercase, as the term is made: an email with capitals is only
 * left out of the floor, never counted wrongly. Undefined for a term of one or two characters, whose
 * gram counts its matches (admin_search_grams).
 */
export function emailFloor(
  rows: { table: PgTable; column: AnyPgColumn },
  pattern: string,
): ((cap: number) => SQL) | undefined {
  if (standsForGram(pattern)) return undefined;
  // The term with its escapes, then the LIKE's trailing '%': a prefix of the email, or of its domain.
  const start = pattern.slice(1);
  const domainStart = start.startsWith('@') ? start.slice(1) : start;
  const startsWith = (value: SQL, prefix: string, cap: number) =>
    sql`(SELECT count(*) FROM (SELECT 1 FROM ${rows.table} WHERE ${value} LIKE lower(${prefix})
      LIMIT ${sql.raw(String(cap + 1))}) AS s)`;
  return (cap) =>
    sql`greatest(${startsWith(sql`${rows.column}`, start, cap)},
      ${startsWith(sql`split_part(${rows.column}, '@', 2)`, domainStart, cap)})`;
}
