import { type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';

/**
 * The ids of several selects of a list's rows, each select's up to `cap + 1`, once each, for a capped
 * count: the selects in turn, each less the ids the earlier ones gave, so a count that stops at the cap
 * stops reading there. A UNION hashed every select's rows before its first came out: anonymous 'ra'
 * read 10,001 reviews of 16,834 property names by a sequential scan (180 ms) after its authors' grams
 * had given the 10,001 the count needed (15 ms). Put first the select likeliest to pass the cap.
 */
export function cappedUnion(selects: (PgSelect | SQL)[], cap: number): SQL {
  const capped = (select: PgSelect | SQL) => sql`SELECT id FROM (${select}) AS other LIMIT ${cap + 1}`;
  if (selects.length === 1) return sql`SELECT id FROM (${capped(selects[0]!)}) AS streamed`;
  const name = (i: number) => sql.raw(`capped_${i}`);
  // Each select is read once, then again only as the hash a later select's NOT IN probes (ids are never
  // null). With NOT EXISTS anti joins the embedded database's counts were slower: the reviews' paging
  // test took 47 s instead of 36 s.
  const ctes = selects.map((select, i) => sql`${name(i)} AS MATERIALIZED (${capped(select)})`);
  const branches = selects.map((_, i) => {
    const earlier = Array.from({ length: i }, (_, j) => sql`s.id NOT IN (SELECT id FROM ${name(j)})`);
    return i === 0
      ? sql`SELECT id FROM ${name(0)}`
      : sql`SELECT id FROM ${name(i)} AS s WHERE ${sql.join(earlier, sql` AND `)}`;
  });
  return sql`WITH ${sql.join(ctes, sql`, `)} SELECT id FROM (${sql.join(branches, sql` UNION ALL `)}) AS streamed`;
}
