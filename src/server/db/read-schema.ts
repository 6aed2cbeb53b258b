import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Read tables derived from `properties` (migration 0007, docs/decisions/015-suggestions-at-scale.md).
 * A trigger on properties keeps every one of them current in the same transaction as the change
 * (create, edit, activate, delete, aggregate refresh); `rebuild_read_tables()` recomputes them all.
 * Only active properties appear. Words are the lower-cased alphanumeric runs of 2+ characters of the
 * name, and of the address except all-digit runs (pincodes are searched on properties directly).
 */

/** Each word of each active property, with the property's suggestion rank (in_name, review_count). */
export const propertyWords = pgTable(
  'property_words',
  {
    propertyId: uuid('property_id').notNull(),
    word: text('word').notNull(),
    /** The word is in the name (not only in the address): name matches rank first. */
    inName: boolean('in_name').notNull(),
    reviewCount: integer('review_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.word] }),
    index('property_words_rank_idx').on(
      t.word,
      t.inName.desc().nullsFirst(),
      t.reviewCount.desc().nullsFirst(),
      t.propertyId.desc().nullsFirst(),
    ),
  ],
);

/** The vocabulary: every word with the number of active properties using it (in the name, anywhere). */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    nameCount: integer('name_count').notNull(),
    totalCount: integer('total_count').notNull(),
  },
  (t) => [
    index('search_words_prefix_idx').using('btree', sql`${t.word} text_pattern_ops`),
    // Misspelt name words are corrected against this (KNN on trigram distance).
    index('search_words_name_trgm_idx')
      .using('gist', sql`${t.word} gist_trgm_ops`)
      .where(sql`name_count > 0`),
    // Search corrects every typed word against the whole vocabulary, address words included.
    index('search_words_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`),
    // The back office's properties search reads the words in more properties than its cap (a total's floor).
    index('search_words_total_count_idx').on(t.totalCount),
  ],
);

/** Distinct names of active properties, with their words: multi-word and misspelt suggestions. */
export const searchNames = pgTable(
  'search_names',
  {
    name: text('name').primaryKey(),
    words: text('words').array().notNull(),
    propertyCount: integer('property_count').notNull(),
  },
  (t) => [index('search_names_words_idx').using('gin', t.words)],
);

/**
 * For every 2-10 character prefix of every word: the top 8 active properties with a word starting
 * with it, by (in_name, review_count, property_id) descending. One index range answers a suggestion.
 */
export const searchPrefixes = pgTable(
  'search_prefixes',
  {
    prefix: text('prefix').notNull(),
    propertyId: uuid('property_id').notNull(),
    inName: boolean('in_name').notNull(),
    reviewCount: integer('review_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.prefix, t.propertyId] }),
    index('search_prefixes_rank_idx').on(
      t.prefix,
      t.inName.desc().nullsFirst(),
      t.reviewCount.desc().nullsFirst(),
      t.propertyId.desc().nullsFirst(),
    ),
  ],
);

/**
 * List totals, instead of count(*) per request: 'properties' and 'properties:<TYPE>' count active
 * properties; 'reviews' and 'reviews:<TYPE>' sum their review_count (APPROVED reviews of active
 * properties, i.e. the public reviews).
 */
export const readCounts = pgTable('read_counts', {
  key: text('key').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/**
 * Buckets of each public listing order (migration 0011, docs/decisions/019-deep-listing-pages.md),
 * so a deep page starts reading near its rows instead of skipping every index entry above them.
 * `list` is a read_counts key ('properties', 'properties:<TYPE>'); each row bounds a bucket from
 * above by a list key (created_at, id) and counts the active properties of the list with a key
 * above the previous bound, up to and including this one. The last bound of every list is
 * ('infinity', ffffffff-...), so every key has a bucket and the counts add up to the list's total.
 * The trigger on properties moves the count of one bucket per change and splits a bucket past two
 * spans (list_anchor_span(), 1,000) or merges neighbours below one, in the same transaction.
 */
export const listAnchors = pgTable(
  'list_anchors',
  {
    list: text('list').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    id: uuid('id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.list, t.createdAt, t.id] })],
);

/** The admin lists whose own searched values admin_search_values holds (not exported: this module exports tables only). */
const ADMIN_SEARCH_LISTS = ['users', 'properties', 'reviews', 'anonymous', 'reports', 'report_titles'] as const;
export type AdminSearchList = (typeof ADMIN_SEARCH_LISTS)[number];

/**
 * The distinct searched values of each admin list with how many rows hold each (migration 0013,
 * docs/decisions/023-admin-search-lists-within-100ms.md), so a search's capped total sums a few
 * counts instead of reading up to 10,001 matching rows. `list` is 'users' (first_name || ' ' ||
 * last_name), 'properties' (name), 'reviews' (title), 'anonymous' (title of anonymous reviews),
 * 'reports' (reason) or 'report_titles' (the reports' copies of their reviews' titles, migration 0046:
 * the reports' second searched value, docs/decisions/058-report-title-values.md). Row triggers on those
 * tables keep it in the same transaction as the change.
 */
export const adminSearchValues = pgTable(
  'admin_search_values',
  {
    list: text('list').notNull(),
    value: text('value').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.list, t.value] }),
    // One trigram index per list (migration 0021): a search reads one list's values, and with one index
    // for all a term common in another list's values ('deposit' in 76,000 review titles) was a bitmap of
    // all of them, each read and dropped, to find the anonymous ones (60-120 ms for none).
    ...ADMIN_SEARCH_LISTS.map((list) =>
      index(`admin_search_values_${list}_trgm_idx`)
        .using('gin', sql`${t.value} gin_trgm_ops`)
        .where(sql.raw(`list = '${list}'`)),
    ),
  ],
);

/**
 * The words of each admin list's searched values, with how many rows and how many distinct values
 * hold each (migration 0022, docs/decisions/039-admin-search-words.md). A word is a run of
 * non-space characters of the lower-cased value. Every row holding a word containing a search term
 * matches the term, so one such word in more rows than the cap tells a capped total at once, where
 * summing the matching values first collects them all through their trigram index ('deposit' in
 * 76,000 distinct review titles: about 18 ms of PostgreSQL per request). Kept by the same triggers as
 * admin_search_values, after its rows, in (list, word) order.
 */
export const adminSearchWords = pgTable(
  'admin_search_words',
  {
    list: text('list').notNull(),
    word: text('word').notNull(),
    n: integer('n').notNull(),
    valueCount: integer('value_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.list, t.word] }),
    // The words held by more rows than a cap, read in a range (at most rows x words per row / cap of
    // them: 1,800 at 3 M reviews of 6 words and a cap of 10,000), each tested against the term.
    index('admin_search_words_list_n_idx').on(t.list, t.n),
    // The words containing a term (a vocabulary: thousands of words where the values number hundreds of thousands).
    index('admin_search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
    // The words containing a term of one or two characters, which gives no trigram (decision 043).
    index('admin_search_words_grams_idx').using('gin', sql`admin_search_grams_of(${t.word})`),
  ],
);

/**
 * Every one- and two-character substring ("gram") of each admin list's lower-cased searched values,
 * with how many rows and how many distinct values hold it (migration 0026,
 * docs/decisions/042-admin-search-grams.md): the exact own total of a one- or two-character term,
 * which gives no trigram, so summing its values read the list's whole trigram index ('ra' in 10,000
 * of 200,000 users' names spread over 14,000 name words: 33-40 ms a request). A gram's counts are the
 * sums over its shards: the triggers of admin_search_values add each change to the writing backend's
 * shard (pg_backend_pid() % 16), as admin_list_counts does, since every write of a list touches its
 * common grams.
 */
export const adminSearchGrams = pgTable(
  'admin_search_grams',
  {
    list: text('list').notNull(),
    gram: text('gram').notNull(),
    shard: smallint('shard').notNull(),
    n: integer('n').notNull(),
    valueCount: integer('value_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.list, t.gram, t.shard] })],
);

/**
 * Which values of admin_search_values hold each word (migration 0022), in value order per word: the
 * values containing a term without a space are those of the words containing it, each word's read
 * in order from the key, so the first values of a common term in value order (a list sorted by its
 * own searched column) are a few index reads instead of every matching value collected and sorted.
 */
export const adminSearchValueWords = pgTable(
  'admin_search_value_words',
  {
    list: text('list').notNull(),
    word: text('word').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.list, t.word, t.value] })],
);

/**
 * Each review under each word of its title, with the review's sort keys (migration 0023,
 * docs/decisions/039-admin-search-words.md): 'reviews' holds every review, 'anonymous' the anonymous
 * ones again. A review search sorted by creation time, rating or status reads the matching words'
 * rows in that order from one key per sort, where the matching titles hold the term's rows in title
 * order only: page 1,000 of 'deposit' by creation time, or 'pests' by rating (pest reviews rate low,
 * so the head of the order has none), sorted every title match (1.2-1.8 s at 3 M reviews). A row
 * trigger on reviews keeps it in the same transaction; `rebuild_admin_search_values()` rebuilds it.
 */
export const adminReviewWords = pgTable(
  'admin_review_words',
  {
    list: text('list').notNull(),
    word: text('word').notNull(),
    reviewId: uuid('review_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    overallRating: smallint('overall_rating').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.list, t.word, t.createdAt, t.reviewId] }),
    index('admin_review_words_rating_idx').on(t.list, t.word, t.overallRating, t.reviewId),
    index('admin_review_words_status_idx').on(t.list, t.word, t.status, t.reviewId),
    // A review's rows, for its edits and deletion.
    index('admin_review_words_review_idx').on(t.reviewId),
  ],
);

/**
 * Each review under each word of its author's "first last" and of its property's name (migration 0040,
 * docs/decisions/054-review-name-words.md), with the review's sort keys, title included: `list` is
 * 'reviews.author_name', 'reviews.property_name', and for an anonymous review 'anonymous.author_name'
 * and 'anonymous.property_name' again. A review search for an author or a property ('priya' in 10,000
 * authors' names, 150,000 reviews; 'marina' in 16,668 properties' names, 53,000 reviews) reads each
 * matching word's first rows in the page's order from one key per sort, where the matches cluster
 * anywhere in the order (all of 'priya's reviews rate 5 on the scale seed) and sorting every one took
 * 0.6-1 s. Kept by row triggers on reviews, and on users and properties for a changed name;
 * `rebuild_read_tables()` rebuilds it.
 */
export const adminReviewNameWords = pgTable(
  'admin_review_name_words',
  {
    list: text('list').notNull(),
    word: text('word').notNull(),
    reviewId: uuid('review_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    overallRating: smallint('overall_rating').notNull(),
    title: text('title').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.list, t.word, t.createdAt, t.reviewId] }),
    index('admin_review_name_words_rating_idx').on(t.list, t.word, t.overallRating, t.reviewId),
    index('admin_review_name_words_status_idx').on(t.list, t.word, t.status, t.reviewId),
    index('admin_review_name_words_title_idx').on(t.list, t.word, t.title, t.reviewId),
    // A review's rows, for its edits and deletion.
    index('admin_review_name_words_review_idx').on(t.reviewId),
  ],
);

/**
 * How many reviews each list of admin_review_name_words holds under each word (migration 0041, decision
 * 054), the sum of its shards: the floor of a review search's total, read in one index probe where
 * counting the word's first 10,001 rows took 4-5 ms a request. Bumped by the same triggers, each writing
 * transaction in the shard it claims (admin_write_shard, decision 053).
 */
export const adminReviewNameWordCounts = pgTable(
  'admin_review_name_word_counts',
  {
    list: text('list').notNull(),
    word: text('word').notNull(),
    shard: smallint('shard').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.list, t.word, t.shard] })],
);

/**
 * Each user under each word of their "first last" (migration 0024,
 * docs/decisions/040-admin-user-words.md), with the user's sort keys, one key per sort of the admin
 * users list: a users search sorted by first name, last name or email finds a name's matches
 * clustered deep in that order ('priya' sorted by first name sits past 70,000 others), so the head of
 * the order holds none, and past the first-name skip scan's 500 names the page sorted all 10,000
 * matches (p99 138 ms at 10 connections with 20,000 distinct names). A row trigger on users keeps it
 * in the same transaction; `rebuild_admin_search_values()` rebuilds it.
 */
export const adminUserWords = pgTable(
  'admin_user_words',
  {
    word: text('word').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    isActive: boolean('is_active').notNull(),
    isVerified: boolean('is_verified').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.word, t.createdAt, t.userId] }),
    index('admin_user_words_first_name_idx').on(t.word, t.firstName, t.userId),
    index('admin_user_words_last_name_idx').on(t.word, t.lastName, t.userId),
    index('admin_user_words_email_idx').on(t.word, t.email, t.userId),
    index('admin_user_words_role_idx').on(t.word, t.role, t.userId),
    index('admin_user_words_is_active_idx').on(t.word, t.isActive, t.userId),
    index('admin_user_words_is_verified_idx').on(t.word, t.isVerified, t.userId),
    // A user's rows, for their edits and deletion.
    index('admin_user_words_user_idx').on(t.userId),
  ],
);

/**
 * How many rows each admin list holds, for its unsearched total (migration 0020,
 * docs/decisions/036-admin-list-counts.md): a capped count read up to 10,001 index entries on every
 * request (about 1 ms of PostgreSQL's time at 3M reviews, half of what the page cost). `list` is
 * 'properties', 'users', 'reviews', 'anonymous' (anonymous reviews), 'reports' or 'moderation_log';
 * the total is the sum of its shards. Statement triggers add what each statement inserts or deletes
 * to the shard of the writing backend (pg_backend_pid() % 16), so concurrent writers rarely wait for
 * one row and a transaction touches one shard per list.
 */
export const adminListCounts = pgTable(
  'admin_list_counts',
  {
    list: text('list').notNull(),
    shard: smallint('shard').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.list, t.shard] })],
);
