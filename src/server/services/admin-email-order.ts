import { type Placeholder, type SQL, ilike, sql } from 'drizzle-orm';
import type { SortOrder } from '../../shared/admin-tables';
import type { DbOrTx } from '../db/client';
import { startsWith } from '../db/generic-plan-sql';
import { users } from '../db/schema';
import { columnContainsGated, termOfPattern } from './admin-column-grams';
import { idAndKey } from './admin-search-sources';

/** The term stands for a gram (one or two characters: admin_search_gram_of, migration 0026). */
const isGram = (pattern: SQL) => sql`admin_search_gram_of(${pattern}) IS NOT NULL`;

/**
 * How many emails of the order a page walks first, at least: twice the rows it needs, past that. Read
 * index-only from users_email_id_idx and checked by ILIKE, 1,000 cost about 1.3 ms on the scale seed; a
 * term in many emails ('scale.test', every domain) is answered there, where its parts would sort every
 * match. As long as the head of the order a page read before (probeRows).
 */
const EMAIL_WALK_ROWS = 1000;

/** How many emails a page needing `need` rows walks first: EMAIL_WALK_ROWS, or twice `need` past that. */
export const emailWalkRows = (need: number) => Math.max(EMAIL_WALK_ROWS, 2 * need);

/**
 * Whether the database sorts text as its bytes (code points): libc's C, POSIX and C.UTF-8, and every
 * locale of PostgreSQL's builtin provider. There a range of the lowered emails, read in
 * text_pattern_ops's byte order, holds its lower-case emails in the list's order. Other collations
 * (en_US, ICU) order the same emails otherwise ('ordqx_' before 'ordqx+' in ICU, after it in bytes).
 */
export const sortsAsBytes = sql`(SELECT datlocprovider = 'b'
    OR (datlocprovider = 'c' AND datcollate IN ('C', 'POSIX', 'C.UTF-8', 'C.utf8'))
  FROM pg_database WHERE datname = current_database())`;

/**
 * The ids of the first `need` users in (email, id) order whose email contains the pattern, with the
 * email as `k` (docs/decisions/065-email-order-in-two-parts.md). First a walk of the email order's first
 * `walk` emails (emailWalkRows), index-only: when it holds `need` matches, they are the page's.
 * Otherwise, for a term of three or more characters, two parts whose union is exactly the ILIKE's
 * matches, each sorted apart (the merge takes each id once): the emails whose lowered form starts with
 * the lowered term, a range of users_email_lower_prefix_idx read index-only (its INCLUDE gives the email
 * and the id), and the emails containing it after their first character, from
 * users_email_after_first_trgm_idx (migration 0050). 'user12', the start of 11,111 emails, none among
 * the first of either order, took 45 ms through the trigram index on the whole email, which read the
 * 3,006 heap pages of those users to sort them; the range sorts them from the index in 2-5 ms, and no
 * email holds the term after its first character. In a database that sorts as bytes (sortsAsBytes, decision
 * 066) the range's lower-case emails come in the list's order: their first `need` are read and not sorted
 * (0.2 ms), and the emails with capitals, few, from their own partial index (migration 0051) and sorted.
 * A term of one or two characters is read as before (columnContainsGated: its gram, or an ILIKE). Each
 * branch's condition is a one-time filter, so one way runs. The page then reads no head of the order
 * (SearchValues.othersInOrder).
 */
export function emailFirstsInEmailOrder(
  db: DbOrTx,
  pattern: SQL,
  byGrams: SQL,
  order: SortOrder,
  window: { need: number | Placeholder; walk: number | Placeholder },
): SQL {
  const { need, walk } = window;
  const dir = sql.raw(order === 'desc' ? 'DESC' : 'ASC');
  // Each part's matches are read by their own index and sorted: the OFFSET 0 keeps the planner from
  // walking users_email_id_idx in order and filtering every email before the first match instead. Sorted
  // by the columns, not as a row value (orderWithTieBreaker's sortAll), which took 20 ms for 11,111 rows.
  const select = (where: SQL, inner: SQL = sql``) => {
    const matches = db.select(idAndKey(users.id, users.email)).from(users).where(where);
    return sql`SELECT id, k FROM (${matches} ${inner} OFFSET 0) AS part ORDER BY k ${dir}, id ${dir} LIMIT ${need}`;
  };
  // The range read in the page's direction (byte order, as the index holds it): in a database sorting as
  // bytes its first `need` lower-case emails are the part's; otherwise (LIMIT NULL: all) the sort's input
  // comes nearly in order (descending, a top-N sort of 11,111 emails read ascending kept replacing its rows).
  const lowered = sql`lower(${users.email})`;
  const starting = sql`NOT ${isGram(pattern)} AND ${startsWith(lowered, sql`lower(${termOfPattern(pattern)})`)}`;
  const inByteOrder = sql`ORDER BY ${lowered} USING ${sql.raw(order === 'desc' ? '~>~' : '~<~')}`;
  const startingLowerCase = select(
    sql`${starting} AND ${users.email} = ${lowered}`,
    sql`${inByteOrder} LIMIT CASE WHEN ${sortsAsBytes} THEN ${need} END`,
  );
  const startingWithCapitals = select(sql`${starting} AND ${users.email} <> ${lowered}`);
  const afterFirst = select(sql`NOT ${isGram(pattern)} AND ${ilike(sql`substr(${users.email}, 2)`, pattern)}`);
  const gram = columnContainsGated(users.email, pattern, byGrams, (where) =>
    select(sql`${isGram(pattern)} AND ${where}`),
  );
  const walked = sql`SELECT w.id, w.k FROM (SELECT ${users.id} AS id, ${users.email} AS k FROM ${users}
      ORDER BY ${users.email} ${dir}, ${users.id} ${dir} LIMIT ${walk}) AS w
    WHERE ${ilike(sql`w.k`, pattern)} ORDER BY w.k ${dir}, w.id ${dir} LIMIT ${need}`;
  return sql`WITH walked AS MATERIALIZED (${walked})
    SELECT id, k FROM walked
    UNION ALL
    SELECT id, k FROM ((${startingLowerCase}) UNION ALL (${startingWithCapitals}) UNION ALL (${afterFirst})
      UNION ALL ${gram}) AS parts
     WHERE (SELECT count(*) FROM walked) < ${need}`;
}
