import { z } from '@hono/zod-openapi';
import { type Placeholder, type SQL, and, count, eq, ilike, ne, not } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '../../shared/admin-text';
import type { AdminUpdateUserValues } from '../../shared/admin-users';
import type { ADMIN_USER_SORT_KEYS, SortOrder } from '../../shared/admin-tables';
import { USER_ROLES } from '../../shared/enums';
import type { Db, DbOrTx } from '../db/client';
import { type UserRow, users } from '../db/schema';
import { conflict, forbidden, notFound } from '../lib/errors';
import { endAllSessions } from './accounts/sessions';
import { columnContains } from './admin-column-grams';
import { emailFloor } from './admin-email-floor';
import { sampledFirst } from './admin-sampled-exists';
import { MAX_GRAM_TERM_WORDS } from './admin-value-firsts';
import { type AdminPagination, adminPage, fullNameText, ilikeAny, searchPattern } from './admin-list-query';
import { searchedStatements } from './admin-searched-statements';
import { unsearchedStatements } from './admin-unsearched-statements';
import { SKIP_SCAN_VALUES, USER_SORT_COLUMNS, sortedSearchPage } from './admin-users-search';
import { type ModerationActor, recordModeration } from './moderation-log';
import { lockKey } from './properties';

export const AdminUserDto = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: z.enum(USER_ROLES),
    isActive: z.boolean(),
    isVerified: z.boolean(),
    isSocialLogin: z.boolean(),
    phone_number: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    state_region: z.string().nullable(),
    country: z.string().nullable(),
    zipCode: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('AdminUser');
export type AdminUserDto = z.infer<typeof AdminUserDto>;

export function toAdminUserDto(row: UserRow): AdminUserDto {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    isActive: row.isActive,
    isVerified: row.isVerified,
    isSocialLogin: row.isSocialLogin,
    phone_number: row.phoneNumber,
    address: row.address,
    city: row.city,
    state_region: row.stateRegion,
    country: row.country,
    zipCode: row.zipCode,
    profileImageUrl: row.profileImageUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

type SortKey = (typeof ADMIN_USER_SORT_KEYS)[number];

export interface AdminListOptions<K extends string> {
  page: number;
  pageSize: number;
  search?: string;
  sortBy: K;
  sortOrder: SortOrder;
  /** Rows at the head of the order a search page looks through first (probeRows; tests set it small). */
  probeRows?: number;
  /**
   * Distinct titles (first names) a review (user) search sorted by title (first name) skips through
   * before it sorts, and matching titles (names, reasons) a review (property, report) search sorted by
   * another key descends into before it sorts (tests set it small).
   */
  skipScanTitles?: number;
  /** Word rows a users search page merges before it reads every match instead (MAX_USER_WORD_ROWS; tests set it small). */
  maxWordRows?: number;
}

/** A page of users: the rows of `where` in `order`, LIMIT and OFFSET given (unsearched and searched alike). */
const usersPage = (
  db: DbOrTx,
  where: SQL | undefined,
  { order, limit, offset }: { order: SQL[]; limit: Placeholder; offset: number | Placeholder },
) =>
  db
    .select()
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);

const unsearchedUsers = unsearchedStatements(
  'users',
  { table: users, id: users.id },
  USER_SORT_COLUMNS,
  usersPage,
  (_db, rows) => rows.map(toAdminUserDto),
);

/** A searched page among the head of the order, by name ("first last") or email (every match sorted: sortedSearchPage). */
const searchedUsers = searchedStatements(
  { table: users, id: users.id },
  USER_SORT_COLUMNS,
  (pattern) => ilikeAny(pattern, [fullNameText(), users.email]),
  usersPage,
);

/** Every account (renters and admins), searched by name ("first last") or email. */
export async function listUsers(
  db: DbOrTx,
  q: AdminListOptions<SortKey>,
  cap?: number,
): Promise<{ users: AdminUserDto[]; pagination: AdminPagination }> {
  const pattern = searchPattern(q.search);
  const where = pattern ? ilikeAny(pattern, [fullNameText(), users.email]) : undefined;
  const unsearched = unsearchedUsers(q.sortBy, q.sortOrder);
  const { items, pagination } = await adminPage(
    db,
    // Sorted by first name, the head (cheap here: no per-row EXISTS) still goes first when emails match:
    // a term common in emails ('scale.test') is answered there, where sorting every email match would
    // not be. When only names match, the skip scan answers without it (headlessUpTo below).
    q,
    async (tx, plan) => {
      if (!pattern) return unsearched.rows(tx, plan);
      // Every match sorted: the name matches from the word rows (or the first-name skip scan) and the
      // email matches, merged (admin-users-search.ts).
      if (plan.sortAll) {
        const rows = await sortedSearchPage(tx, pattern, q.sortBy, q.sortOrder, plan, {
          maxNames: q.skipScanTitles,
          maxWordRows: q.maxWordRows,
          walkRows: q.probeRows,
        });
        return rows.map(toAdminUserDto);
      }
      const rows = await searchedUsers(tx, q.sortBy, q.sortOrder, pattern, plan);
      return rows.map(toAdminUserDto);
    },
    db.select({ id: users.id }).from(users).where(where).$dynamic(),
    cap,
    // The full name's matches are counted from admin_search_values; an email match may add rows.
    pattern
      ? {
          values: {
            list: 'users',
            pattern,
            others: [
              {
                select: db.select({ id: users.id }).from(users).where(columnContains(users.email, pattern)).$dynamic(),
                grams: 'users.email',
                // Whether any email matches: first among a sample of users ('scale.test', in every email).
                exists: sampledFirst(
                  { table: users, id: users.id, column: users.email },
                  pattern,
                  db.select({ id: users.id }).from(users).where(columnContains(users.email, pattern)).$dynamic(),
                ),
                beyondOwn: db
                  .select({ id: users.id })
                  .from(users)
                  .where(and(columnContains(users.email, pattern), not(ilike(fullNameText(), pattern))))
                  .$dynamic(),
                // The emails or domains starting with the term ('scale.test', 'user12'): past the cap, no count.
                floor: emailFloor({ table: users, column: users.email, lowered: true }, pattern),
                floorOfWay: true,
              },
            ],
            // Sorted by first name, the skip scan answers alone unless emails match ('scale.test').
            headlessUpTo: q.sortBy === 'firstName' ? SKIP_SCAN_VALUES : undefined,
            // A term the words answer: the users' word rows give its first name matches in every order
            // ('priya' by first name, past 70,000 others: no head holds any).
            headlessByWords: true,
            // Sorted by email, the sorted page reads the email matches in order itself: a walk of the
            // email order's first emails, then their two parts ('user12', at the start of 11,111 emails
            // and of none of the first 1,000 in either order, read no head first).
            othersInOrder: q.sortBy === 'email',
            // A term of one or two characters in up to MAX_GRAM_TERM_WORDS words ('ao' in 1,043): its
            // sorted page bounds the word rows it merges (MAX_USER_WORD_ROWS).
            maxGramWords: MAX_GRAM_TERM_WORDS,
          },
        }
      : {},
    unsearched,
  );
  return { users: items, pagination };
}

export async function getUser(db: DbOrTx, id: string): Promise<AdminUserDto> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound(ADMIN_MESSAGES.userNotFound);
  return toAdminUserDto(row);
}

/** The verified flag and profile fields; blank optional texts are stored as null. Logged as USER_EDIT. */
export async function updateUser(
  db: Db,
  actor: ModerationActor,
  id: string,
  input: AdminUpdateUserValues,
): Promise<AdminUserDto> {
  const blank = (v: string | undefined) => (v === undefined ? undefined : v === '' ? null : v);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        isVerified: input.isVerified,
        phoneNumber: blank(input.phone_number),
        address: blank(input.address),
        city: blank(input.city),
        stateRegion: blank(input.state_region),
        country: blank(input.country),
        zipCode: blank(input.zipCode),
        updatedAt: new Date(),
      })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw notFound(ADMIN_MESSAGES.userNotFound);
    await recordModeration(tx, actor, {
      action: 'USER_EDIT',
      objectType: 'USER',
      objectId: id,
      objectLabel: row.email,
    });
    return toAdminUserDto(row);
  });
}

/**
 * Activates or deactivates an account. Deactivation bumps the token version, so every session of
 * that user dies at once. An admin cannot deactivate themself, nor the last active admin (checked
 * under a lock, so two admins deactivating each other cannot both succeed). A change is logged in the
 * same transaction; asking for the status the account already has changes and logs nothing.
 */
export async function setUserActive(
  db: Db,
  actor: ModerationActor,
  id: string,
  isActive: boolean,
): Promise<AdminUserDto> {
  return db.transaction(async (tx) => {
    if (!isActive && id === actor.id) throw forbidden(ADMIN_MESSAGES.cannotDeactivateSelf);
    await lockKey(tx, 'admin-active-accounts');
    const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
    if (!row) throw notFound(ADMIN_MESSAGES.userNotFound);
    if (!isActive && row.role === 'ADMIN' && row.isActive) {
      const [others] = await tx
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.role, 'ADMIN'), eq(users.isActive, true), ne(users.id, id)));
      if ((others?.n ?? 0) === 0) throw conflict(ADMIN_MESSAGES.cannotDeactivateLastAdmin);
    }
    if (row.isActive === isActive) return toAdminUserDto(row);
    const [updated] = await tx
      .update(users)
      .set({ isActive, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    if (!isActive) await endAllSessions(tx, id);
    await recordModeration(tx, actor, {
      action: isActive ? 'USER_ACTIVATE' : 'USER_DEACTIVATE',
      objectType: 'USER',
      objectId: id,
      objectLabel: row.email,
    });
    return toAdminUserDto(updated!);
  });
}
