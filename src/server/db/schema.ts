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
  CODE_PURPOSES,
  NOISE_LEVELS,
  PEST_ISSUES,
  PRIVACY_RATINGS,
  PROPERTY_TYPES,
  REPAIRS_DONE,
  REPORT_STATUSES,
  REVIEW_STATUSES,
  STAYED_WITH,
  USER_ROLES,
} from '../../shared/enums';
import { MODERATION_ACTIONS, MODERATION_OBJECT_TYPES, REJECTION_REASONS } from '../../shared/moderation';
import { TENANCY_PROOF_TYPES, VERIFICATION_STATUSES } from '../../shared/tenancy-proof';

/** An Idempotency-Key claim: the first request is still running, or its answer is stored. */
export const IDEMPOTENCY_STATES = ['IN_FLIGHT', 'DONE'] as const;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** `col IN ('A','B')` for CHECK constraints; values come from our own constant lists. */
function oneOf(column: string, values: readonly string[], nullable = false) {
  const list = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');
  return sql.raw(`${nullable ? `${column} IS NULL OR ` : ''}${column} IN (${list})`);
}
const starRating = (column: string, nullable = false) =>
  sql.raw(`${nullable ? `${column} IS NULL OR ` : ''}${column} BETWEEN 1 AND 5`);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: USER_ROLES }).notNull().default('USER'),
    isVerified: boolean('is_verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    isSocialLogin: boolean('is_social_login').notNull().default(false),
    googleSub: text('google_sub'),
    /** Bumped by password change/reset, deactivation and logout-everywhere: older tokens die. */
    tokenVersion: integer('token_version').notNull().default(0),
    profileImageUrl: text('profile_image_url'),
    phoneNumber: text('phone_number'),
    address: text('address'),
    country: text('country'),
    stateRegion: text('state_region'),
    city: text('city'),
    zipCode: text('zip_code'),
    about: text('about'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_google_sub_unique').on(t.googleSub),
    // The admin users list: one index per sort key, on exactly the ORDER BY it emits (key, id).
    index('users_created_at_id_idx').on(t.createdAt, t.id),
    index('users_first_name_id_idx').on(t.firstName, t.id),
    index('users_last_name_id_idx').on(t.lastName, t.id),
    index('users_email_id_idx').on(t.email, t.id),
    index('users_role_id_idx').on(t.role, t.id),
    index('users_is_active_id_idx').on(t.isActive, t.id),
    index('users_is_verified_id_idx').on(t.isVerified, t.id),
    // Contains-search on names and emails (see userNameSearchText in services/admin-list-query.ts).
    index('users_full_name_trgm_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    check('users_role_check', oneOf('role', USER_ROLES)),
  ],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: CODE_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_codes_user_purpose_idx').on(t.userId, t.purpose),
    check('verification_codes_purpose_check', oneOf('purpose', CODE_PURPOSES)),
    check('verification_codes_attempts_check', sql`attempts >= 0`),
  ],
);

/**
 * Sessions ended by sign-out before their token expired (the token's `jti`). A row is needed only
 * until the token would have expired anyway; sign-out purges the expired ones.
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    sessionId: uuid('session_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_sessions_expires_at_idx').on(t.expiresAt), index('revoked_sessions_user_id_idx').on(t.userId)],
);

/**
 * The end of a Google sign-in: a one-time code (stored hashed) that only the browser which started
 * the sign-in (holding the cookie whose hash is `binding_hash`) can exchange for a session, once,
 * before `expires_at`.
 */
export const signInHandoffs = pgTable(
  'sign_in_handoffs',
  {
    codeHash: text('code_hash').primaryKey(),
    bindingHash: text('binding_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_handoffs_expires_at_idx').on(t.expiresAt), index('sign_in_handoffs_user_id_idx').on(t.userId)],
);

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
    index('properties_pincode_prefix_idx').using('btree', sql`${t.pincode} text_pattern_ops`),
    index('properties_type_created_idx').on(t.propertyType, t.createdAt),
    index('properties_created_at_idx').on(t.createdAt),
    index('properties_match_idx').on(t.country, t.pincode, t.normalizedName),
    // The admin properties list: (sort key, id) for each key.
    index('properties_created_at_id_idx').on(t.createdAt, t.id),
    index('properties_name_id_idx').on(t.name, t.id),
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
    index('reviews_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
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
    /** The review's title as it was when the review was deleted; null while the review exists. */
    reviewTitle: text('review_title'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    index('review_reports_status_id_idx').on(t.status, t.id),
    index('review_reports_reason_trgm_idx').using('gin', sql`${t.reason} gin_trgm_ops`),
    index('review_reports_review_title_trgm_idx').using('gin', sql`${t.reviewTitle} gin_trgm_ops`),
    check('review_reports_status_check', oneOf('status', REPORT_STATUSES)),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/**
 * Idempotency-Key records of review publishing (IETF httpapi draft): one per user and key. A claim is
 * IN_FLIGHT until the review's transaction stores the first answer (status and body) and marks it
 * DONE; a failed request deletes its claim. `fingerprint` is a hash of the validated fields and each
 * image's SHA-256, so a retry with another multipart boundary still matches.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    state: text('state', { enum: IDEMPOTENCY_STATES }).notNull().default('IN_FLIGHT'),
    /** The stored first answer, replayed for a repeat of the same key and payload. */
    responseStatus: integer('response_status'),
    /** The JSON text exactly as first sent (jsonb would reorder keys, and a replay must be byte-identical). */
    responseBody: text('response_body'),
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When the in-flight claim was taken: a claim older than the lease is abandoned and may be retaken. */
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
    check('idempotency_keys_state_check', oneOf('state', IDEMPOTENCY_STATES)),
    check(
      'idempotency_keys_done_check',
      sql`state <> 'DONE' OR (response_status IS NOT NULL AND response_body IS NOT NULL)`,
    ),
  ],
);

/**
 * Append-only record of every admin action (issue 21): written in the same transaction as the action,
 * never updated or deleted (a trigger in migration 0005 refuses UPDATE, DELETE and TRUNCATE). No
 * foreign keys: the admin's name and the object's label are copied, so a row outlives both.
 */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    action: text('action', { enum: MODERATION_ACTIONS }).notNull(),
    objectType: text('object_type', { enum: MODERATION_OBJECT_TYPES }).notNull(),
    objectId: uuid('object_id').notNull(),
    objectLabel: text('object_label').notNull(),
    reason: text('reason', { enum: REJECTION_REASONS }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    // One index per sort key (key, id); the admin filter with the default order.
    index('moderation_log_created_at_id_idx').on(t.createdAt, t.id),
    index('moderation_log_action_id_idx').on(t.action, t.id),
    index('moderation_log_actor_name_id_idx').on(t.actorName, t.id),
    index('moderation_log_object_type_id_idx').on(t.objectType, t.id),
    index('moderation_log_object_label_id_idx').on(t.objectLabel, t.id),
    index('moderation_log_actor_created_idx').on(t.actorId, t.createdAt, t.id),
    index('moderation_log_action_created_idx').on(t.action, t.createdAt, t.id),
    index('moderation_log_label_trgm_idx').using('gin', sql`${t.objectLabel} gin_trgm_ops`),
    index('moderation_log_actor_name_trgm_idx').using('gin', sql`${t.actorName} gin_trgm_ops`),
    check('moderation_log_action_check', oneOf('action', MODERATION_ACTIONS)),
    check('moderation_log_object_type_check', oneOf('object_type', MODERATION_OBJECT_TYPES)),
    check('moderation_log_reason_check', oneOf('reason', REJECTION_REASONS, true)),
  ],
);

export * from './read-schema';

export type UserRow = typeof users.$inferSelect;
export type PropertyRow = typeof properties.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
