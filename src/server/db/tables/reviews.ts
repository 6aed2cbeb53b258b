import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  NOISE_LEVELS,
  PEST_ISSUES,
  PRIVACY_RATINGS,
  REPAIRS_DONE,
  REPORT_STATUSES,
  REVIEW_STATUSES,
  STAYED_WITH,
} from '../../../shared/enums';
import { REJECTION_REASONS } from '../../../shared/moderation';
import { TENANCY_PROOF_TYPES, VERIFICATION_STATUSES } from '../../../shared/tenancy-proof';
import { createdAt, oneOf, starRating, updatedAt } from './columns';
import { users } from './accounts';
import { properties } from './properties';

/** Reviews and what hangs off them: tenancy proofs, images, likes, reports. */

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('PENDING'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    overallRating: smallint('overall_rating').notNull(),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    stayStartDate: date('stay_start_date'),
    stayEndDate: date('stay_end_date'),
    stayedWith: text('stayed_with', { enum: STAYED_WITH }),
    unitNumber: text('unit_number'),
    towerOrBlock: text('tower_or_block'),
    ownerName: text('owner_name'),
    ownerId: text('owner_id'),
    agentName: text('agent_name'),
    agentId: text('agent_id'),
    responsivenessRating: smallint('responsiveness_rating'),
    depositFairnessRating: smallint('deposit_fairness_rating'),
    agentHonestyRating: smallint('agent_honesty_rating'),
    agentHelpfulnessRating: smallint('agent_helpfulness_rating'),
    agentProfessionalismRating: smallint('agent_professionalism_rating'),
    conditionOnMoveInRating: smallint('condition_on_move_in_rating'),
    cleanlinessRating: smallint('cleanliness_rating'),
    privacyRating: text('privacy_rating', { enum: PRIVACY_RATINGS }),
    noiseLevel: text('noise_level', { enum: NOISE_LEVELS }),
    pestIssue: text('pest_issue', { enum: PEST_ISSUES }),
    repairsDone: text('repairs_done', { enum: REPAIRS_DONE }),
    likesCount: integer('likes_count').notNull().default(0),
    /**
     * The "Most helpful" rank: log10(1 + likes) + epoch seconds / 1 year, set by a trigger on insert
     * and on every likes_count change (migration 0005; docs/decisions/012-helpful-ordering.md).
     */
    helpfulScore: doublePrecision('helpful_score').notNull().default(0),
    /** Why a moderator rejected it (null unless REJECTED), and their optional note. */
    rejectionReason: text('rejection_reason', { enum: REJECTION_REASONS }),
    rejectionNote: text('rejection_note'),
    /** Proof of tenancy (issue 21): PENDING while a proof waits in tenancy_proofs; then the admin's decision. */
    verification: text('verification', { enum: VERIFICATION_STATUSES }).notNull().default('NONE'),
    /** When an admin decided (VERIFIED or DECLINED); null otherwise. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The property page's four orders, over APPROVED reviews, each with the id tie-breaker.
    index('reviews_property_recent_idx')
      .on(t.propertyId, t.createdAt, t.id)
      .where(sql`status = 'APPROVED'`),
    index('reviews_property_helpful_idx')
      .on(t.propertyId, t.helpfulScore, t.id)
      .where(sql`status = 'APPROVED'`),
    index('reviews_property_rating_high_idx')
      .on(t.propertyId, t.overallRating, t.createdAt, t.id)
      .where(sql`status = 'APPROVED'`),
    index('reviews_property_rating_low_idx')
      .on(t.propertyId, t.overallRating, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'APPROVED'`),
    index('reviews_property_status_created_idx').on(t.propertyId, t.status, t.createdAt),
    // The copy-paste flag's candidates: the newest reviews of a property in any status (docs/decisions/014).
    index('reviews_property_created_id_idx').on(t.propertyId, t.createdAt, t.id),
    // my-reviews: WHERE user_id ORDER BY created_at DESC, id DESC.
    index('reviews_user_created_id_idx').on(t.userId, t.createdAt, t.id),
    index('reviews_status_created_idx').on(t.status, t.createdAt),
    // The home sections: public reviews newest first (migration 0007).
    index('reviews_approved_created_id_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'APPROVED'`),
    index('reviews_anonymous_created_idx').on(t.isAnonymous, t.createdAt),
    // The admin reviews list: (sort key, id) for each key; the anonymous list the same, partial.
    index('reviews_created_at_id_idx').on(t.createdAt, t.id),
    index('reviews_title_id_idx').on(t.title, t.id),
    index('reviews_status_id_idx').on(t.status, t.id),
    index('reviews_overall_rating_id_idx').on(t.overallRating, t.id),
    index('reviews_anon_created_at_id_idx')
      .on(t.createdAt, t.id)
      .where(sql`is_anonymous`),
    index('reviews_anon_title_id_idx')
      .on(t.title, t.id)
      .where(sql`is_anonymous`),
    index('reviews_anon_status_id_idx')
      .on(t.status, t.id)
      .where(sql`is_anonymous`),
    index('reviews_anon_overall_rating_id_idx')
      .on(t.overallRating, t.id)
      .where(sql`is_anonymous`),
    // Searched by title and sorted by rating, status (migration 0015) or creation time (0016): the first
    // rows of each matching title in the list's order, one descent each (firstsByValuesSortedBy).
    index('reviews_title_overall_rating_id_idx').on(t.title, t.overallRating, t.id),
    index('reviews_title_status_id_idx').on(t.title, t.status, t.id),
    index('reviews_anon_title_overall_rating_id_idx')
      .on(t.title, t.overallRating, t.id)
      .where(sql`is_anonymous`),
    index('reviews_anon_title_status_id_idx')
      .on(t.title, t.status, t.id)
      .where(sql`is_anonymous`),
    index('reviews_title_created_at_id_idx').on(t.title, t.createdAt, t.id),
    index('reviews_anon_title_created_at_id_idx')
      .on(t.title, t.createdAt, t.id)
      .where(sql`is_anonymous`),
    index('reviews_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    // The anonymous list's search (migration 0012): its matches among anonymous reviews only, by title,
    // author and property, where the planner would otherwise check is_anonymous row by row.
    index('reviews_anon_title_trgm_idx')
      .using('gin', sql`${t.title} gin_trgm_ops`)
      .where(sql`is_anonymous`),
    // By author: reviews_anon_user_idx, (user_id, id) INCLUDE the other sort keys but the title, so an
    // author match sorts by them index-only. Custom in migration 0034: drizzle cannot declare INCLUDE.
    index('reviews_anon_property_idx')
      .on(t.propertyId, t.id)
      .where(sql`is_anonymous`),
    check('reviews_status_check', oneOf('status', REVIEW_STATUSES)),
    check('reviews_overall_rating_check', starRating('overall_rating')),
    check('reviews_responsiveness_check', starRating('responsiveness_rating', true)),
    check('reviews_deposit_fairness_check', starRating('deposit_fairness_rating', true)),
    check('reviews_agent_honesty_check', starRating('agent_honesty_rating', true)),
    check('reviews_agent_helpfulness_check', starRating('agent_helpfulness_rating', true)),
    check('reviews_agent_professionalism_check', starRating('agent_professionalism_rating', true)),
    check('reviews_condition_check', starRating('condition_on_move_in_rating', true)),
    check('reviews_cleanliness_check', starRating('cleanliness_rating', true)),
    check('reviews_stayed_with_check', oneOf('stayed_with', STAYED_WITH, true)),
    check('reviews_privacy_check', oneOf('privacy_rating', PRIVACY_RATINGS, true)),
    check('reviews_noise_check', oneOf('noise_level', NOISE_LEVELS, true)),
    check('reviews_pest_check', oneOf('pest_issue', PEST_ISSUES, true)),
    check('reviews_repairs_check', oneOf('repairs_done', REPAIRS_DONE, true)),
    check(
      'reviews_stay_dates_check',
      sql`stay_start_date IS NULL OR stay_end_date IS NULL OR stay_end_date >= stay_start_date`,
    ),
    check('reviews_likes_count_check', sql`likes_count >= 0`),
    check('reviews_rejection_reason_check', oneOf('rejection_reason', REJECTION_REASONS, true)),
    check('reviews_rejection_only_when_rejected_check', sql`status = 'REJECTED' OR rejection_reason IS NULL`),
    check('reviews_verification_check', oneOf('verification', VERIFICATION_STATUSES)),
  ],
);

/**
 * A renter's proof of tenancy (issue 21), kept in the storage's private area (never under /uploads).
 * `review_id` is null once the proof is done with (a decision, an edit that replaced it, its review
 * deleted): such a row only marks a file to delete, and services/tenancy-proofs.ts deletes the file,
 * then the row. So no file is ever without a row, and no review reaches a proof it should not.
 */
export const tenancyProofs = pgTable(
  'tenancy_proofs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'set null' }),
    /** The private storage key, e.g. 'tenancy-proofs/<uuid>.pdf'. */
    storageKey: text('storage_key').notNull(),
    mime: text('mime', { enum: TENANCY_PROOF_TYPES }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one live proof per review; the admin route and the reviews list look it up by review.
    uniqueIndex('tenancy_proofs_review_unique').on(t.reviewId),
    // The expiry job: live proofs oldest first, and the detached rows waiting for their file's deletion.
    index('tenancy_proofs_uploaded_at_idx')
      .on(t.uploadedAt, t.id)
      .where(sql`review_id IS NOT NULL`),
    index('tenancy_proofs_detached_idx')
      .on(t.id)
      .where(sql`review_id IS NULL`),
    check('tenancy_proofs_mime_check', oneOf('mime', TENANCY_PROOF_TYPES)),
    check('tenancy_proofs_size_check', sql`size_bytes > 0`),
  ],
);

export const reviewImages = pgTable(
  'review_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    thumbUrl: text('thumb_url'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('review_images_review_idx').on(t.reviewId, t.position)],
);

export const reviewLikes = pgTable(
  'review_likes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index('review_likes_user_idx').on(t.userId)],
);

export const reviewReports = pgTable(
  'review_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Null once the review is deleted: the report stays, with its status, as history. A trigger
     * (migration 0003) closes the review's open reports and copies its title into `review_title`.
     */
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'set null' }),
    /**
     * The review's title, copied by triggers (migration 0045, decision 057): set from `reviews` on insert
     * and kept on every edit of the title, so a report search reads it here instead of a review per
     * report; once the review is deleted, the title it had.
     */
    reviewTitle: text('review_title'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The reporter's "first last" and email, copied by triggers (migration 0029, decision 047): set from
     * `users` on insert and kept on every rename, so a report search reaches its reporter through this
     * table's own indexes instead of joining every report to the matching users.
     */
    reporterName: text('reporter_name').notNull().default(''),
    reporterEmail: text('reporter_email').notNull().default(''),
    reason: text('reason').notNull(),
    details: text('details'),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('PENDING'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('review_reports_open_unique')
      .on(t.reviewId, t.userId)
      .where(sql`status = 'PENDING'`),
    index('review_reports_status_created_idx').on(t.status, t.createdAt),
    // The review's reports (FK action, delete trigger) and the reporter's (admin search by reporter).
    index('review_reports_review_idx').on(t.reviewId),
    index('review_reports_user_idx').on(t.userId),
    // The admin reports list: (sort key, id) for each key, and contains-search on the texts.
    index('review_reports_created_at_id_idx').on(t.createdAt, t.id),
    index('review_reports_reason_id_idx').on(t.reason, t.id),
    // A search sorted by creation time or status: one descent per matching reason (decision 030).
    index('review_reports_reason_created_at_id_idx').on(t.reason, t.createdAt, t.id),
    index('review_reports_reason_status_id_idx').on(t.reason, t.status, t.id),
    index('review_reports_status_id_idx').on(t.status, t.id),
    // The same for each matching title copy (its values, list 'report_titles': decision 058).
    index('review_reports_review_title_created_at_id_idx').on(t.reviewTitle, t.createdAt, t.id),
    index('review_reports_review_title_reason_id_idx').on(t.reviewTitle, t.reason, t.id),
    index('review_reports_review_title_status_id_idx').on(t.reviewTitle, t.status, t.id),
    index('review_reports_reason_trgm_idx').using('gin', sql`${t.reason} gin_trgm_ops`),
    index('review_reports_review_title_trgm_idx').using('gin', sql`${t.reviewTitle} gin_trgm_ops`),
    // The reporter's name and email: contains-search, and the grams of a term of one or two characters (decision 047).
    index('review_reports_reporter_name_trgm_idx').using('gin', sql`${t.reporterName} gin_trgm_ops`),
    index('review_reports_reporter_name_grams_idx').using('gin', sql`admin_search_grams_of(${t.reporterName})`),
    index('review_reports_reporter_email_trgm_idx').using('gin', sql`${t.reporterEmail} gin_trgm_ops`),
    index('review_reports_reporter_email_grams_idx').using('gin', sql`admin_search_grams_of(${t.reporterEmail})`),
    check('review_reports_status_check', oneOf('status', REPORT_STATUSES)),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;

/**
 * A review whose text is near-identical to another review of the same property or by the same
 * author (issue 21's copy-paste defence, docs/decisions/014): written in the transaction that creates
 * or edits `review_id`, replaced on each edit, gone with either review. Admins see it; authors never.
 */
export const reviewDuplicateFlags = pgTable(
  'review_duplicate_flags',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    matchedReviewId: uuid('matched_review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    /** pg_trgm similarity() of the two "title body" texts, 0..1. */
    similarity: doublePrecision('similarity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.matchedReviewId] }),
    // The cascade from the matched side, without a scan.
    index('review_duplicate_flags_matched_idx').on(t.matchedReviewId),
    check('review_duplicate_flags_not_self', sql`review_id <> matched_review_id`),
  ],
);
