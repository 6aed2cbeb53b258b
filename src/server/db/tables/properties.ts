import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PROPERTY_TYPES } from '../../../shared/enums';
import { createdAt, oneOf, updatedAt } from './columns';
import { users } from './accounts';

/** Properties and their images. */

export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    propertyType: text('property_type', { enum: PROPERTY_TYPES }).notNull().default('CONDO'),
    apartmentName: text('apartment_name').notNull(),
    /** Lower-cased apartment name without spaces or punctuation: matches reviews to properties. */
    normalizedName: text('normalized_name').notNull(),
    unitNumber: text('unit_number'),
    towerOrBlock: text('tower_or_block'),
    streetName: text('street_name').notNull(),
    pincode: text('pincode').notNull(),
    city: text('city'),
    stateRegion: text('state_region'),
    country: text('country').notNull(),
    ownerName: text('owner_name'),
    ownerId: text('owner_id'),
    agentName: text('agent_name'),
    agentId: text('agent_id'),
    isActive: boolean('is_active').notNull().default(true),
    thumbnailUrl: text('thumbnail_url'),
    /** Aggregates over APPROVED reviews, kept current in the same transaction as each change. */
    overallRating: doublePrecision('overall_rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    rating1Count: integer('rating1_count').notNull().default(0),
    rating2Count: integer('rating2_count').notNull().default(0),
    rating3Count: integer('rating3_count').notNull().default(0),
    rating4Count: integer('rating4_count').notNull().default(0),
    rating5Count: integer('rating5_count').notNull().default(0),
    /**
     * The same over APPROVED reviews written in the 12 months before `recent_as_of` (a UTC day): set
     * with the aggregates, and recomputed on read once that day has passed (services/aggregates.ts).
     */
    recentReviewCount: integer('recent_review_count').notNull().default(0),
    recentRating: doublePrecision('recent_rating').notNull().default(0),
    recentAsOf: date('recent_as_of'),
    /** APPROVED reviews whose author's tenancy an admin verified (issue 21), set with the aggregates. */
    verifiedReviewCount: integer('verified_review_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('properties_slug_unique').on(t.slug),
    index('properties_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('properties_address_trgm_idx').using('gin', sql`${t.address} gin_trgm_ops`),
    // Whether an inactive property holds a term, for a search sorted by activity (decision 056).
    index('properties_inactive_name_trgm_idx')
      .using('gin', sql`${t.name} gin_trgm_ops`)
      .where(sql`NOT is_active`),
    index('properties_inactive_address_trgm_idx')
      .using('gin', sql`${t.address} gin_trgm_ops`)
      .where(sql`NOT is_active`),
    // The addresses holding a term of one or two characters, which gives no trigram (decision 043).
    index('properties_address_grams_idx').using('gin', sql`admin_search_grams_of(${t.address})`),
    // The properties whose name holds such a term, for the review searches (decision 044).
    index('properties_name_grams_idx').using('gin', sql`admin_search_grams_of(${t.name})`),
    index('properties_pincode_prefix_idx').using('btree', sql`${t.pincode} text_pattern_ops`),
    index('properties_type_created_idx').on(t.propertyType, t.createdAt),
    index('properties_created_at_idx').on(t.createdAt),
    index('properties_match_idx').on(t.country, t.pincode, t.normalizedName),
    // The admin properties list: (sort key, id) for each key.
    index('properties_created_at_id_idx').on(t.createdAt, t.id),
    // By name: properties_name_id_keys_idx, (name, id) INCLUDE every other sort key, so a name's rows sort
    // by any key index-only (decision 030), and the address (decision 051): a search by name walks it
    // index-only. Custom in migrations 0018 and 0037: drizzle cannot declare INCLUDE.
    index('properties_type_id_idx').on(t.propertyType, t.id),
    index('properties_overall_rating_id_idx').on(t.overallRating, t.id),
    index('properties_review_count_id_idx').on(t.reviewCount, t.id),
    index('properties_is_active_id_idx').on(t.isActive, t.id),
    // Public lists on exactly their order with the id tie-breaker (migration 0007): the listing with
    // and without a type, and the suggestions of one name by rank.
    index('properties_active_created_id_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`is_active`),
    index('properties_active_type_created_id_idx')
      .on(t.propertyType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`is_active`),
    index('properties_active_name_rank_idx')
      .on(t.name, t.reviewCount.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`is_active`),
    // Search's name tier with a type filter (decision 018): a name's properties of that type, best first.
    index('properties_active_type_name_rank_idx')
      .on(t.propertyType, t.name, t.reviewCount.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`is_active`),
    check('properties_type_check', oneOf('property_type', PROPERTY_TYPES)),
    check('properties_review_count_check', sql`review_count >= 0`),
    check('properties_overall_rating_check', sql`overall_rating BETWEEN 0 AND 5`),
  ],
);

export const propertyImages = pgTable(
  'property_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    thumbUrl: text('thumb_url'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('property_images_property_idx').on(t.propertyId, t.position)],
);

export type PropertyRow = typeof properties.$inferSelect;
