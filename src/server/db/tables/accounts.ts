import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CODE_PURPOSES, USER_ROLES } from '../../../shared/enums';
import { createdAt, oneOf, updatedAt } from './columns';

/** Accounts: users, their mailed codes, ended sessions and Google sign-in hand-offs. */

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
    /**
     * How many reviews the user has written, of any status, and how many of them anonymously: kept by
     * triggers on reviews (migration 0031, decision 048), so a review search through its authors' names
     * knows a floor of its total from the authors alone.
     */
    reviewsWritten: integer('reviews_written').notNull().default(0),
    anonymousReviewsWritten: integer('anonymous_reviews_written').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_google_sub_unique').on(t.googleSub),
    // The admin users list: one index per sort key, on exactly the ORDER BY it emits (key, id).
    index('users_created_at_id_idx').on(t.createdAt, t.id),
    index('users_first_name_id_idx').on(t.firstName, t.id),
    // A search sorted by first name: each matching "first last" value's users in id order (decision 030).
    index('users_first_last_id_idx').on(t.firstName, t.lastName, t.id),
    index('users_last_name_id_idx').on(t.lastName, t.id),
    index('users_email_id_idx').on(t.email, t.id),
    index('users_role_id_idx').on(t.role, t.id),
    index('users_is_active_id_idx').on(t.isActive, t.id),
    index('users_is_verified_id_idx').on(t.isVerified, t.id),
    // Contains-search on names and emails (see userNameSearchText in services/admin-list-query.ts).
    index('users_full_name_trgm_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    // Not declared here (custom SQL, as drizzle cannot declare INCLUDE): the emails' domains
    // (users_email_domain_idx, migration 0049) and, for the email floor and a search sorted by email, the
    // lowered emails' prefixes and a trigram index on the email after its first character (migration 0050,
    // decision 065), and the lowered prefixes of the emails with capitals alone (migration 0051, decision 066).
    // The emails holding a term of one or two characters, which gives no trigram (decision 043).
    index('users_email_grams_idx').using('gin', sql`admin_search_grams_of(${t.email})`),
    // The authors and reporters whose "first last" holds such a term, for the review and report searches (decision 044).
    index('users_full_name_grams_idx').using(
      'gin',
      sql`admin_search_grams_of((${t.firstName} || ' ' || ${t.lastName}))`,
    ),
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

export type UserRow = typeof users.$inferSelect;
