import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MODERATION_ACTIONS, MODERATION_OBJECT_TYPES, REJECTION_REASONS } from '../../../shared/moderation';
import { createdAt, oneOf } from './columns';
import { users } from './accounts';
import { reviews } from './reviews';

/** Contact messages, idempotency keys and the moderation log. */

/** An Idempotency-Key claim: the first request is still running, or its answer is stored. */
export const IDEMPOTENCY_STATES = ['IN_FLIGHT', 'DONE'] as const;

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
