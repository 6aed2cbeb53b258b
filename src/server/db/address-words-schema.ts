import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/*
 * The admin properties search's address words (migrations 0038 and 0052), read tables kept by triggers on
 * properties like those of read-schema.ts, apart from them: every property, active or not.
 */

/**
 * The words of every property's address in name order (migration 0038, decision 052): a word is a run
 * of letters and digits of the lower-cased address, so an address contains a term of letters and digits
 * exactly when one of its words does. Sorted by name, a term common in addresses reads each matching
 * word's first properties from the key, where walking the name order for them read 43,750 rows for
 * 'bengaluru' (60-80 ms) and sorting every match 140,000 (300-500 ms). Every property, active or not;
 * kept by triggers on properties (a new or changed name or address, a delete).
 */
export const adminAddressWords = pgTable(
  'admin_address_words',
  {
    word: text('word').notNull(),
    name: text('name').notNull(),
    propertyId: uuid('property_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.word, t.name, t.propertyId] }),
    // A property's rows, replaced when its name or address changes and removed with it.
    index('admin_address_words_property_idx').on(t.propertyId),
  ],
);

/** The distinct words of admin_address_words and how many properties hold each: the words containing a term. */
export const adminAddressVocabulary = pgTable(
  'admin_address_vocabulary',
  {
    word: text('word').primaryKey(),
    n: integer('n').notNull(),
  },
  (t) => [index('admin_address_vocabulary_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/**
 * How many properties' addresses hold each number of words (migration 0052, decision 067), kept by the
 * address words' triggers. No property is counted more often than the longest address has words among
 * the vocabulary's counts of the words containing a term, so their sum divided by that number is a floor
 * of the properties whose address contains the term.
 */
export const adminAddressLengths = pgTable('admin_address_lengths', {
  words: integer('words').primaryKey(),
  n: integer('n').notNull(),
});
