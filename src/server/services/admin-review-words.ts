import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ADMIN_REVIEW_SORT_KEYS, SortOrder } from '../../shared/admin-tables';
import { adminReviewWords } from '../db/read-schema';

type WordSortKey = Exclude<(typeof ADMIN_REVIEW_SORT_KEYS)[number], 'title'>;

/** The sort keys of admin_review_words, each the first column after (list, word) of one of its keys. */
const WORD_SORT_COLUMNS: Record<WordSortKey, AnyPgColumn> = {
  createdAt: adminReviewWords.createdAt,
  status: adminReviewWords.status,
  overallRating: adminReviewWords.overallRating,
};

/**
 * The first `need` reviews of a list ('reviews' or 'anonymous') in (key, id) order whose title holds a
 * word of the CTE `words` (byWordsOr: the words containing a term without a space), with their key as
 * `k`: each word's first `need` rows read from its (list, word, key, review_id) key of
 * admin_review_words (migration 0023), merged, each review once. Page 1,000 of 'deposit' by creation
 * time (300,000 matches) reads 10,000 index entries, where sorting every title match took 1.3-1.7 s;
 * 'pests' by rating, whose matches sit at the end of the order, its first rows of that key.
 */
export function reviewWordFirsts(
  list: 'reviews' | 'anonymous',
  sortBy: WordSortKey,
  order: SortOrder,
  need: number | Placeholder,
): SQL {
  const key = WORD_SORT_COLUMNS[sortBy];
  const dir = sql.raw(order === 'desc' ? 'DESC' : 'ASC');
  return sql`SELECT p.id, p.k FROM words CROSS JOIN LATERAL (
      SELECT ${adminReviewWords.reviewId} AS id, ${key} AS k FROM ${adminReviewWords}
       WHERE ${adminReviewWords.list} = ${list} AND ${adminReviewWords.word} = words.word
       ORDER BY ${key} ${dir}, ${adminReviewWords.reviewId} ${dir} LIMIT ${need}
    ) p GROUP BY p.k, p.id ORDER BY p.k ${dir}, p.id ${dir} LIMIT ${need}`;
}
