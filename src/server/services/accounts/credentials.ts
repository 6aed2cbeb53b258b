import { and, eq, sql } from 'drizzle-orm';
import { AUTH_TEXT } from '../../../shared/auth';
import { MESSAGES } from '../../../shared/messages';
import type { DbOrTx } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import { badRequest, unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../passwords';
import type { RateLimits } from '../rate-limit';
import { findUserById } from './find-user';

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against the account's hash. Unknown accounts (and ones without a password)
 * are checked against a throwaway hash, so the answer takes as long as for a real one.
 */
export async function checkPassword(user: UserRow | undefined, password: string): Promise<boolean> {
  if (user?.passwordHash) return verifyPassword(user.passwordHash, password);
  dummyHash ??= hashPassword('not-a-real-password-only-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}

/**
 * Sets a new password and bumps the token version, so every older session stops working. With
 * `expectedTokenVersion` the change happens only if nothing bumped the version meanwhile (a reset
 * token is good for one use even when two requests race). Undefined when that check fails.
 */
export async function setPassword(
  db: DbOrTx,
  userId: string,
  newPassword: string,
  opts: { markVerified?: boolean; expectedTokenVersion?: number } = {},
): Promise<UserRow | undefined> {
  const passwordHash = await hashPassword(newPassword);
  const [row] = await db
    .update(users)
    .set({
      ...(opts.markVerified ? { isVerified: true } : {}),
      passwordHash,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(
      opts.expectedTokenVersion === undefined
        ? eq(users.id, userId)
        : and(eq(users.id, userId), eq(users.tokenVersion, opts.expectedTokenVersion)),
    )
    .returning();
  return row;
}

/**
 * The signed-in user's password change (renter and admin alike): the current password must match,
 * wrong guesses spend the account's own change budget (only this session's holder can spend it, so
 * failed sign-ins by strangers never block it), and the version bump ends every other session.
 */
export async function changePassword(
  deps: { db: DbOrTx; rateLimits: RateLimits },
  userId: string,
  body: { currentPassword: string; newPassword: string },
): Promise<UserRow> {
  const { db, rateLimits } = deps;
  const row = await findUserById(db, userId);
  if (!row) throw unauthorized(MESSAGES.sessionExpired);
  if (!row.passwordHash) throw badRequest(AUTH_TEXT.noPasswordToChange);
  await rateLimits.consume('passwordChange', row.id);
  if (!(await checkPassword(row, body.currentPassword))) throw badRequest(AUTH_TEXT.currentPasswordIncorrect);
  await rateLimits.reset('passwordChange', row.id);
  const updated = await setPassword(db, row.id, body.newPassword);
  if (!updated) throw unauthorized(MESSAGES.sessionExpired);
  return updated;
}
