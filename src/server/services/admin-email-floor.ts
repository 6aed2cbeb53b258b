import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { startsWith } from '../db/generic-plan-sql';
import { standsForGram, termOfPatternText } from './admin-column-grams';

/**
 * At least how many rows' email contains a search term, up to the cap + 1 (OtherWay.floor): the larger
 * of how many emails start with it and how many domains (the part after the first '@') start with it,
 * or with what follows its leading '@'. Each is a range of its btree index (migration 0049), and each
 * such email contains the term: every user's domain ('scale.test', 'gmail') or a common start
 * ('user12') passes the cap there, 1-2 ms, where counting the matches read every email holding the term
 * by ILIKE (6-12 ms). Emails are kept lowercase, as the term is made; where the start is indexed lowered
 * (`lowered`: the users' emails, migration 0050) an email with capitals counts too, elsewhere it is only
 * left out of the floor, never counted wrongly. Undefined for a term of one or two characters, whose
 * gram counts its matches (admin_search_grams).
 */
export function emailFloor(
  rows: { table: PgTable; column: AnyPgColumn; lowered?: boolean },
  pattern: string,
): ((cap: number) => SQL) | undefined {
  if (standsForGram(pattern)) return undefined;
  // The term without the pattern's '%'s and escapes: a prefix of the email, or of its domain (without a
  // leading '@'). Read as ranges of the indexes alone: a LIKE there checked each entry again, 4-5 ms for
  // 10,001 emails starting with 'user12' where the range takes 2. In the index's order, so that a range
  // holding every row (the reporters' domain 'scale.test') is still read from the index, not by a
  // sequential scan up to the LIMIT (6-9 ms against 2.6-3.3).
  const term = termOfPatternText(pattern);
  const domainTerm = term.startsWith('@') ? term.slice(1) : term;
  const startingWith = (value: SQL, prefix: string, cap: number) =>
    sql`(SELECT count(*) FROM (SELECT 1 FROM ${rows.table} WHERE ${startsWith(value, sql`lower(${prefix})`)}
      ORDER BY ${value} USING ~<~ LIMIT ${sql.raw(String(cap + 1))}) AS s)`;
  return (cap) =>
    sql`greatest(${startingWith(rows.lowered ? sql`lower(${rows.column})` : sql`${rows.column}`, term, cap)},
      ${startingWith(sql`split_part(${rows.column}, '@', 2)`, domainTerm, cap)})`;
}
