import { type Placeholder, type SQL, ilike, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ADMIN_USER_SORT_KEYS, SortOrder } from '../../shared/admin-tables';
import { type DbOrTx } from '../db/client';
import { unseenByPlanner, unseenCount } from '../db/generic-plan-sql';
import { preparedVariants } from '../db/prepared';
import { users } from '../db/schema';
import { columnContainsGated } from './admin-column-grams';
import { emailFirstsInEmailOrder, emailWalkRows } from './admin-email-order';
import { fullNameText, orderWithTieBreaker } from './admin-list-query';
import { firstMatchesPage, idAndKey } from './admin-search-sources';
import { MAX_GRAM_TERM_WORDS, MAX_TERM_WORDS, byWordsOr } from './admin-value-firsts';
import { userWordFirsts } from './admin-word-rows';

type SortKey = (typeof ADMIN_USER_SORT_KEYS)[number];

/** The users list's sort columns, each with a (column, id) index (migration 0003). */
export const USER_SORT_COLUMNS: Record<SortKey, AnyPgColumn> = {
  createdAt: users.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  isActive: users.isActive,
  isVerified: users.isVerified,
};

/**
 * How many word rows a sorted users search page may merge (each matching word's first `need`) before
 * it reads every match instead: about 150 ms of merging, where one select sorting every match of the
 * 200,000 users costs at most about 250 ms (byWordsOr).
 */
export const MAX_USER_WORD_ROWS = 100_000;

/** How many distinct first names the skip scan visits before it sorts the name matches instead. */
export const SKIP_SCAN_NAMES = 1000;
/** How many matching "first last" values it checks first names against before it sorts instead. */
export const SKIP_SCAN_VALUES = 500;

/**
 * The first `need` users in (first_name, id) order whose "first last" matches the pattern (their ids,
 * with the first name as `k`), by a skip scan keyed on first names: each step one descent of
 * users_first_name_id_idx to the next distinct first name; a first name is read only when a matching
 * "first last" of admin_search_values starts with it and a space, which every matching user's value
 * does, and then only those values' users, each value's by one descent of users_first_last_id_idx in
 * id order (decision 030: filtering each first name's users by the full name read all 10,000 of a
 * common first name for its 500 'sharma's, 100-250 ms at page 1,000). Matches cluster by first name
 * ('priya': 10,000 users after 70,000 others sorted by first name), so the scan passes each other
 * first name in one step where sorting reads all 10,000 matches. `sorted` (every name match, top-N,
 * selecting `id, k`) answers instead when more than SKIP_SCAN_VALUES values match (the check would
 * cost more than it saves), or when SKIP_SCAN_NAMES first names gave too few rows.
 */
export function firstNameFirstsBySkipScan(
  pattern: string | SQL,
  order: SortOrder,
  need: number | Placeholder,
  sorted: SQL,
  maxNames: number | Placeholder = SKIP_SCAN_NAMES,
): SQL {
  const beyond = sql.raw(order === 'desc' ? '<' : '>');
  const dir = sql.raw(order === 'desc' ? 'DESC' : 'ASC');
  return sql`WITH RECURSIVE matching AS MATERIALIZED (
      SELECT value FROM admin_search_values WHERE list = 'users' AND value ILIKE ${pattern} LIMIT ${SKIP_SCAN_VALUES + 1}
    ), names(first_name, n) AS (
      (SELECT u.first_name, 1 FROM users u ORDER BY u.first_name ${dir} LIMIT 1)
      UNION ALL
      SELECT (SELECT u.first_name FROM users u WHERE u.first_name ${beyond} names.first_name
               ORDER BY u.first_name ${dir} LIMIT 1), names.n + 1
        FROM names WHERE names.first_name IS NOT NULL AND names.n < ${maxNames}
    ), skipped AS MATERIALIZED (
      SELECT m.id, names.first_name AS k FROM names CROSS JOIN LATERAL (
        SELECT u.id FROM matching v CROSS JOIN LATERAL (
          SELECT u.id FROM users u
           WHERE u.first_name = names.first_name AND u.last_name = substr(v.value, length(names.first_name) + 2)
           ORDER BY u.id ${dir} LIMIT ${need}
        ) u
        WHERE starts_with(v.value, names.first_name || ' ')
        ORDER BY u.id ${dir} LIMIT ${need}
      ) m
      LIMIT ${need}
    ), scanned AS (
      SELECT (SELECT count(*) FROM matching) <= ${SKIP_SCAN_VALUES} AS ok
    )
    SELECT id, k FROM skipped WHERE (SELECT ok FROM scanned)
    UNION ALL
    SELECT id, k FROM (${sorted}) AS sorted
     WHERE NOT (SELECT ok FROM scanned)
        OR ((SELECT count(*) FROM skipped) < ${need} AND (SELECT count(*) FROM names) >= ${maxNames})`;
}

const PATTERN = unseenByPlanner('pattern', 'text');
const GRAM_INDEX = unseenByPlanner('gramIndex', 'boolean');
const LIMIT = unseenCount('limit');
const OFFSET = unseenCount('offset');
const NEED = unseenCount('need');
const MAX_NAMES = unseenCount('maxNames');
const MAX_WORD_ROWS = unseenCount('maxWordRows');
const MAX_GRAM_WORDS = unseenCount('maxGramWords');
const WALK = unseenCount('walk');

/**
 * A users search page once the head is passed (or skipped), sorted by any key. For a term the words
 * answer (byWordsOr: no space, in at most MAX_TERM_WORDS words, at most MAX_USER_WORD_ROWS word rows
 * to merge), the name matches' first rows in the page's order from the users' word rows
 * (userWordFirsts, migration 0024) merged with the email matches' (firstMatchesPage). For another
 * term, sorted by first name, the first-name skip scan merged with the email matches; by another
 * key, one select of every name or email match sorted, which for a term in nearly every row ('a')
 * reads the 200,000 users once where sorting the names' and the emails' matches apart reads them
 * twice. The page's rows are then read whole. Built once per database handle, key and direction with
 * the search and the window as placeholders: built per request it was the largest statement an admin
 * request sent.
 */
const sortedPages = preparedVariants((db: DbOrTx, shape: `${SortKey}_${SortOrder}`) => {
  const [sortBy, order] = shape.split('_') as [SortKey, SortOrder];
  const column = USER_SORT_COLUMNS[sortBy];
  const sorted = orderWithTieBreaker(column, users.id, order, true);
  const matches = (match: AnyPgColumn | SQL) => (key?: AnyPgColumn) =>
    db.select(idAndKey(users.id, key)).from(users).where(ilike(match, PATTERN)).$dynamic();
  const names = matches(fullNameText());
  const any = or(ilike(fullNameText(), PATTERN), ilike(users.email, PATTERN))!;
  const search = { any, sources: [names, matches(users.email)] };
  const window = { limit: LIMIT, offset: OFFSET, need: NEED };
  // The email matches' first rows: for a term of one or two characters through the emails' grams
  // index when the count allows it, as the statement is planned without the term (columnContainsGated);
  // sorted by email, the emails starting with the term and those holding it further on apart.
  const emailFirsts =
    sortBy === 'email'
      ? emailFirstsInEmailOrder(db, PATTERN, GRAM_INDEX, order, { need: NEED, walk: WALK })
      : columnContainsGated(
          users.email,
          PATTERN,
          GRAM_INDEX,
          (where) =>
            sql`${db
              .select(idAndKey(users.id, column))
              .from(users)
              .where(where)
              .orderBy(...sorted)
              .limit(NEED)}`,
        );
  const page = (namesFirsts: SQL) =>
    firstMatchesPage(users.id, search, { key: column, order }, window, [namesFirsts, emailFirsts]);
  const namesSorted = sql`${names(column)
    .orderBy(...sorted)
    .limit(NEED)}`;
  const otherwise =
    sortBy === 'firstName'
      ? page(firstNameFirstsBySkipScan(PATTERN, order, NEED, namesSorted, MAX_NAMES))
      : sql`${db
          .select(idAndKey(users.id, column))
          .from(users)
          .where(any)
          .orderBy(...sorted)
          .limit(LIMIT)
          .offset(OFFSET)}`;
  const ids = byWordsOr({ list: 'users', pattern: PATTERN }, page(userWordFirsts(sortBy, order, NEED)), otherwise, {
    need: NEED,
    maxRows: MAX_WORD_ROWS,
    maxGramWords: MAX_GRAM_WORDS,
  });
  return db
    .select()
    .from(users)
    .where(sql`${users.id} IN (SELECT id FROM (${ids}) AS page)`)
    .orderBy(...sorted)
    .limit(LIMIT)
    .prepare(`admin_users_${sortBy}_${order}_search`);
});

/** The users of one page of a search (LIKE `pattern`) sorted by `sortBy`, in that order. */
export function sortedSearchPage(
  db: DbOrTx,
  pattern: string,
  sortBy: SortKey,
  order: SortOrder,
  window: { limit: number; offset: number; gramIndex?: boolean; gramWords?: boolean },
  /** Tests set them small; `walkRows`: the emails a page sorted by email walks first (emailWalkRows). */
  budgets: { maxNames?: number; maxWordRows?: number; walkRows?: number } = {},
) {
  const need = window.offset + window.limit;
  return sortedPages(db, `${sortBy}_${order}`).execute({
    pattern,
    gramIndex: window.gramIndex ?? false,
    limit: window.limit,
    offset: window.offset,
    need,
    walk: budgets.walkRows ?? emailWalkRows(need),
    maxNames: budgets.maxNames ?? SKIP_SCAN_NAMES,
    maxWordRows: budgets.maxWordRows ?? MAX_USER_WORD_ROWS,
    maxGramWords: window.gramWords ? MAX_GRAM_TERM_WORDS : MAX_TERM_WORDS,
  });
}
