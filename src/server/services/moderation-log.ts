import { z } from '@hono/zod-openapi';
import { type Placeholder, type SQL, and, asc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MODERATION_LOG_SORT_KEYS } from '../../shared/admin-tables';
import {
  MODERATION_ACTIONS,
  MODERATION_MESSAGES,
  MODERATION_OBJECT_TYPES,
  REJECTION_REASONS,
  type ModerationAction,
  type ModerationObjectType,
  type RejectionReason,
} from '../../shared/moderation';
import type { DbOrTx } from '../db/client';
import { moderationLog, users } from '../db/schema';
import { badRequest } from '../lib/errors';
import {
  type AdminPagination,
  adminPage,
  idsFirst,
  fullNameText,
  orderWithTieBreaker,
  searchPattern,
  type ListHead,
  withinHead,
} from './admin-list-query';
import { searchedStatements } from './admin-searched-statements';
import { unsearchedStatements } from './admin-unsearched-statements';
import type { AdminListOptions } from './admin-users';

/** The admin acting: their id and name (copied into the row, so it survives the account). */
export interface ModerationActor {
  id: string;
  firstName: string;
  lastName: string;
}

export interface ModerationEntry {
  action: ModerationAction;
  objectType: ModerationObjectType;
  objectId: string;
  /** A human label of the object as it is now (title, name, email), copied. */
  objectLabel: string;
  reason?: RejectionReason | null;
  note?: string | null;
}

/**
 * Appends one row to the moderation log. Call it with the action's own transaction, so the row
 * commits with the action and vanishes with a failed one.
 */
export async function recordModeration(tx: DbOrTx, actor: ModerationActor, entry: ModerationEntry): Promise<void> {
  await tx.insert(moderationLog).values({
    actorId: actor.id,
    actorName: `${actor.firstName} ${actor.lastName}`.trim(),
    action: entry.action,
    objectType: entry.objectType,
    objectId: entry.objectId,
    objectLabel: entry.objectLabel,
    reason: entry.reason ?? null,
    note: entry.note || null,
  });
}

export const ModerationLogEntryDto = z
  .object({
    id: z.string(),
    actorId: z.string(),
    actorName: z.string(),
    action: z.enum(MODERATION_ACTIONS),
    objectType: z.enum(MODERATION_OBJECT_TYPES),
    objectId: z.string(),
    objectLabel: z.string(),
    reason: z.enum(REJECTION_REASONS).nullable(),
    note: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('ModerationLogEntry');
export type ModerationLogEntryDto = z.infer<typeof ModerationLogEntryDto>;

const SORT_COLUMNS: Record<(typeof MODERATION_LOG_SORT_KEYS)[number], AnyPgColumn> = {
  createdAt: moderationLog.createdAt,
  action: moderationLog.action,
  actorName: moderationLog.actorName,
  objectType: moderationLog.objectType,
  objectLabel: moderationLog.objectLabel,
};

export interface ModerationLogFilters {
  adminId?: string;
  action?: ModerationAction;
  /** Inclusive UTC days, YYYY-MM-DD. */
  from?: string;
  to?: string;
}

function logWhere(q: ModerationLogFilters & { search?: string }): SQL | undefined {
  if (q.from && q.to && q.from > q.to) throw badRequest(MODERATION_MESSAGES.dateRangeInvalid);
  const pattern = searchPattern(q.search);
  return and(
    logFilters(q),
    // Each operand has its own trigram index.
    pattern ? logSearch(pattern) : undefined,
  );
}

/** The search: by object label or admin name. */
function logSearch(pattern: string | Placeholder): SQL {
  return or(ilike(moderationLog.objectLabel, pattern), ilike(moderationLog.actorName, pattern))!;
}

/** The filters other than the search. */
function logFilters(q: ModerationLogFilters): SQL | undefined {
  return and(
    q.adminId ? eq(moderationLog.actorId, q.adminId) : undefined,
    q.action ? eq(moderationLog.action, q.action) : undefined,
    q.from ? gte(moderationLog.createdAt, sql`${q.from}::date::timestamp AT TIME ZONE 'UTC'`) : undefined,
    q.to ? lt(moderationLog.createdAt, sql`(${q.to}::date + 1)::timestamp AT TIME ZONE 'UTC'`) : undefined,
  );
}

const toEntry = (r: typeof moderationLog.$inferSelect): ModerationLogEntryDto => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
});

/** A page of the log: the rows of `where` in `order`, LIMIT and OFFSET given. */
const logPage = (
  db: DbOrTx,
  where: SQL | undefined,
  { order, limit, offset }: { order: SQL[]; limit: number | Placeholder; offset: number | Placeholder },
) =>
  db
    .select()
    .from(moderationLog)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);

/** The whole log, neither filtered nor searched (the screen's first view). */
const unfilteredLog = unsearchedStatements(
  'moderation_log',
  { table: moderationLog, id: moderationLog.id },
  SORT_COLUMNS,
  logPage,
  (_db, rows) => rows.map(toEntry),
);

/** The whole log searched (no filter): each operand of the search has its own trigram index. */
const searchedLog = searchedStatements(
  { table: moderationLog, id: moderationLog.id },
  SORT_COLUMNS,
  logSearch,
  logPage,
);

/** One page of the log, filtered, searched by object label or admin name, sorted by a whitelisted key. */
export async function listModerationLog(
  db: DbOrTx,
  q: AdminListOptions<(typeof MODERATION_LOG_SORT_KEYS)[number]> & ModerationLogFilters,
  cap?: number,
): Promise<{ entries: ModerationLogEntryDto[]; pagination: AdminPagination }> {
  const where = logWhere(q);
  const sortColumn = SORT_COLUMNS[q.sortBy];
  // The filtered rows in the sort order, unsearched: a search page looks among the first of them first.
  const head: ListHead = {
    table: moderationLog,
    id: moderationLog.id,
    column: sortColumn,
    order: q.sortOrder,
    where: logFilters(q),
  };
  const { items, pagination } = await adminPage(
    db,
    q,
    async (tx, plan) => {
      // Unfiltered, the search's page is prepared once per shape; filters bind values of their own.
      const pattern = searchPattern(q.search);
      if (pattern && !head.where) return (await searchedLog(tx, q.sortBy, q.sortOrder, pattern, plan)).map(toEntry);
      const order = orderWithTieBreaker(sortColumn, moderationLog.id, q.sortOrder, plan.sortAll);
      const page = idsFirst(
        tx,
        { table: moderationLog, id: moderationLog.id },
        and(where, plan.probe ? withinHead(tx, head, plan.probe) : undefined),
        order,
        plan,
      );
      return (await logPage(tx, page.where, { order, limit: plan.limit, offset: page.offset })).map(toEntry);
    },
    db.select({ id: moderationLog.id }).from(moderationLog).where(where).$dynamic(),
    cap,
    {},
    // Filters bind values of their own: only the unfiltered log is prepared.
    head.where ? undefined : unfilteredLog(q.sortBy, q.sortOrder),
  );
  return { entries: items, pagination };
}

/** The admin accounts, for the log's admin filter (users_role_id_idx; a handful of rows). */
export async function listModerationActors(db: DbOrTx): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .select({ id: users.id, name: fullNameText() })
    .from(users)
    .where(eq(users.role, 'ADMIN'))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(MAX_ACTORS);
  return rows.map((r) => ({ id: r.id, name: String(r.name).trim() }));
}

const MAX_ACTORS = 200;
