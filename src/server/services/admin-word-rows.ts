import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  ADMIN_REPORT_SORT_KEYS,
  ADMIN_REVIEW_SORT_KEYS,
  ADMIN_USER_SORT_KEYS,
  SortOrder,
} from '../../shared/admin-tables';
import { constant } from '../db/generic-plan-sql';
import { adminReviewNameWordCounts, adminReviewNameWords, adminReviewWords, adminUserWords } from '../db/read-schema';
import { adminReportWords } from '../db/report-words-schema';

/**
 * The first `need` rows of a list in (key, id) order whose searched value holds a word of the CTE
 * `words` (byWordsOr: the words containing a term without a space), with their key as `k`: each word's
 * first `need` rows read from its (word, key, id) key of the list's word rows, merged, each row once.
 * `where` picks the list's rows of a table holding several lists.
 */
function wordRowFirsts(
  rows: { word: AnyPgColumn; id: AnyPgColumn; key: AnyPgColumn; where?: SQL },
  order: SortOrder,
  need: number | Placeholder,
): SQL {
  const dir = sql.raw(order === 'desc' ? 'DESC' : 'ASC');
  const where = rows.where ? sql`${rows.where} AND` : sql``;
  return sql`SELECT p.id, p.k FROM words CROSS JOIN LATERAL (
      SELECT ${rows.id} AS id, ${rows.key} AS k FROM ${rows.word.table}
       WHERE ${where} ${rows.word} = words.word
       ORDER BY ${rows.key} ${dir}, ${rows.id} ${dir} LIMIT ${need}
    ) p GROUP BY p.k, p.id ORDER BY p.k ${dir}, p.id ${dir} LIMIT ${need}`;
}

type ReviewWordSortKey = Exclude<(typeof ADMIN_REVIEW_SORT_KEYS)[number], 'title'>;

/** The sort keys of admin_review_words, each the first column after (list, word) of one of its keys. */
const REVIEW_WORD_SORT_COLUMNS: Record<ReviewWordSortKey, AnyPgColumn> = {
  createdAt: adminReviewWords.createdAt,
  status: adminReviewWords.status,
  overallRating: adminReviewWords.overallRating,
};

/**
 * The first `need` reviews of a list ('reviews' or 'anonymous') in (key, id) order whose title holds a
 * word of the CTE `words`, from admin_review_words (migration 0023). Page 1,000 of 'deposit' by
 * creation time (300,000 matches) reads 10,000 index entries, where sorting every title match took
 * 1.3-1.7 s; 'pests' by rating, whose matches sit at the end of the order, its first rows of that key.
 */
export function reviewWordFirsts(
  list: 'reviews' | 'anonymous',
  sortBy: ReviewWordSortKey,
  order: SortOrder,
  need: number | Placeholder,
): SQL {
  const rows = { word: adminReviewWords.word, id: adminReviewWords.reviewId, key: REVIEW_WORD_SORT_COLUMNS[sortBy] };
  return wordRowFirsts({ ...rows, where: sql`${adminReviewWords.list} = ${constant(list)}` }, order, need);
}

/** The sort keys of admin_review_name_words, each the first column after (list, word) of one of its keys. */
const REVIEW_NAME_WORD_SORT_COLUMNS: Record<(typeof ADMIN_REVIEW_SORT_KEYS)[number], AnyPgColumn> = {
  createdAt: adminReviewNameWords.createdAt,
  status: adminReviewNameWords.status,
  overallRating: adminReviewNameWords.overallRating,
  title: adminReviewNameWords.title,
};

/** A review's name its name words are kept under (migration 0040): its author's "first last", its property's name. */
export type ReviewName = 'author_name' | 'property_name';

/** A list of admin_review_name_words: a review list's reviews under one of their names' words. */
export type ReviewNameList = `${'reviews' | 'anonymous'}.${ReviewName}`;

/** The vocabulary (admin_search_words) a review name's words are words of: the properties' names, the users' "first last". */
const NAME_VOCABULARY = { property_name: 'properties', author_name: 'users' } as const;

/**
 * How many reviews of a list are under the word of one of their names containing the term that holds
 * the most (admin_review_name_word_counts, migration 0041): no more than match, each once under a word.
 * Only for a term the words answer (no space).
 */
export function reviewsUnderNameWord(list: ReviewNameList, pattern: string): SQL {
  const vocabulary = NAME_VOCABULARY[list.split('.')[1] as ReviewName];
  return sql`(SELECT coalesce(max(c.n), 0) FROM (SELECT sum(n) AS n FROM ${adminReviewNameWordCounts}
      WHERE ${adminReviewNameWordCounts.list} = ${constant(list)} AND ${adminReviewNameWordCounts.word} IN (
        SELECT word FROM admin_search_words WHERE list = ${constant(vocabulary)} AND word ILIKE ${pattern})
      GROUP BY ${adminReviewNameWordCounts.word}) AS c)`;
}

/**
 * The first `need` reviews of a list ('reviews' or 'anonymous') in (key, id) order whose author's name
 * (or property's name) holds a word of the CTE `words`, from admin_review_name_words (migration 0040).
 * 'priya' (10,000 authors, 150,000 reviews, all of them rated 5 on the scale seed) by rating ascending
 * reads 10 index entries for page 1, where the head of the order held none of them and sorting every
 * one took 0.7-0.9 s.
 */
export function reviewNameWordFirsts(
  list: 'reviews' | 'anonymous',
  name: ReviewName,
  sortBy: (typeof ADMIN_REVIEW_SORT_KEYS)[number],
  order: SortOrder,
  need: number | Placeholder,
): SQL {
  return wordRowFirsts(
    {
      word: adminReviewNameWords.word,
      id: adminReviewNameWords.reviewId,
      key: REVIEW_NAME_WORD_SORT_COLUMNS[sortBy],
      where: sql`${adminReviewNameWords.list} = ${constant(`${list}.${name}`)}`,
    },
    order,
    need,
  );
}

/** The sort keys of admin_user_words, each the first column after the word of one of its keys. */
const USER_WORD_SORT_COLUMNS: Record<(typeof ADMIN_USER_SORT_KEYS)[number], AnyPgColumn> = {
  createdAt: adminUserWords.createdAt,
  firstName: adminUserWords.firstName,
  lastName: adminUserWords.lastName,
  email: adminUserWords.email,
  role: adminUserWords.role,
  isActive: adminUserWords.isActive,
  isVerified: adminUserWords.isVerified,
};

/**
 * The first `need` users in (key, id) order whose "first last" holds a word of the CTE `words`, from
 * admin_user_words (migration 0024). 'priya' sorted by first name (10,000 users under 1,000 distinct
 * names, past 70,000 others in that order) reads 10 index entries for page 1, where sorting every
 * name match took 30-140 ms under load.
 */
export function userWordFirsts(
  sortBy: (typeof ADMIN_USER_SORT_KEYS)[number],
  order: SortOrder,
  need: number | Placeholder,
): SQL {
  return wordRowFirsts(
    { word: adminUserWords.word, id: adminUserWords.userId, key: USER_WORD_SORT_COLUMNS[sortBy] },
    order,
    need,
  );
}

/** The sort keys of admin_report_words, each the first column after the word of one of its keys. */
const REPORT_WORD_SORT_COLUMNS: Record<(typeof ADMIN_REPORT_SORT_KEYS)[number], AnyPgColumn> = {
  createdAt: adminReportWords.createdAt,
  reason: adminReportWords.reason,
  status: adminReportWords.status,
};

/**
 * The first `need` reports in (key, id) order whose copy of the review's title holds a word of the CTE
 * `words`, from admin_report_words (migration 0047). 'deposit' in 7,592 distinct titles of 10,000
 * reports sorted by reason reads 10 index entries for page 1, where sorting every title match took
 * 20-25 ms.
 */
export function reportWordFirsts(
  sortBy: (typeof ADMIN_REPORT_SORT_KEYS)[number],
  order: SortOrder,
  need: number | Placeholder,
): SQL {
  return wordRowFirsts(
    { word: adminReportWords.word, id: adminReportWords.reportId, key: REPORT_WORD_SORT_COLUMNS[sortBy] },
    order,
    need,
  );
}
