import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import type { SessionUser } from '../account-dto';
import { toSessionUser } from '../account-dto';
import type { BackgroundTasks } from '../background';
import type { CodeService } from '../codes';
import { accountExistsMail, type Mailer } from '../mail';
import { hashPassword } from '../passwords';
import { deliverCode } from './deliver-code';
import { findUserByEmail } from './find-user';

type RegisterInput = { firstName: string; lastName: string; email: string; password: string };
type RegisterDeps = {
  db: Db;
  codes: CodeService;
  mailer: Mailer;
  background: BackgroundTasks;
  config: Pick<Config, 'appName' | 'appUrl'>;
  logger: Logger;
};

/** A new, unverified renter account; undefined when the email is taken (also when a sign-up races it). */
export async function createAccount(db: DbOrTx, input: RegisterInput): Promise<UserRow | undefined> {
  try {
    const [created] = await db
      .insert(users)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        passwordHash: await hashPassword(input.password),
      })
      .returning();
    return created;
  } catch (err) {
    if (isUniqueViolation(err)) return undefined;
    throw err;
  }
}

/**
 * Sign-up that answers alike whether or not the email already has an account, so it cannot be
 * used to find out who has one: a new address gets an account and its verification code; a known
 * one is left as it is and its owner is told by mail (an unverified one takes the new password and
 * gets a fresh code, see notifyOwner). Mail
 * goes out after the answer, and both paths hash the password, so the timing tells nothing either.
 * Returns the user to answer with (for a known address, one that exists nowhere) and the password
 * hash this sign-up gave the account (or would have: a verified account keeps its own), which the
 * verification ticket is bound to.
 */
export async function register(
  deps: RegisterDeps,
  input: RegisterInput,
): Promise<{ user: SessionUser; passwordHash: string }> {
  const existing = await findUserByEmail(deps.db, input.email);
  const created = existing ? undefined : await createAccount(deps.db, input);
  if (created) {
    deps.background.run('verification mail', () => deliverCode(deps, created, 'VERIFY_EMAIL'), deps.logger);
    return { user: toSessionUser(created), passwordHash: created.passwordHash! };
  }
  // The work a new account costs; the hash becomes the pending password of an unverified account.
  const passwordHash = await hashPassword(input.password);
  deps.background.run('sign-up notice', () => notifyOwner(deps, input, passwordHash), deps.logger);
  const user: SessionUser = {
    id: randomUUID(),
    email: input.email.trim().toLowerCase(),
    firstName: input.firstName,
    lastName: input.lastName,
    role: 'USER',
    isVerified: false,
    isActive: true,
    isSocialLogin: false,
    profileImageUrl: null,
  };
  return { user, passwordHash };
}

/**
 * Tells the owner of a known address about a sign-up with it. An account nobody has verified yet
 * takes the new sign-up's password and names and gets a fresh code: whoever registered it first
 * never proved they own the address, so an attacker who registers a victim's email ahead of them
 * (account pre-hijacking) is left with a password that no longer works once the victim signs up.
 */
async function notifyOwner(deps: RegisterDeps, input: RegisterInput, passwordHash: string): Promise<void> {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user || !user.isActive) return;
  if (!user.isVerified && user.role === 'USER') {
    const [pending] = await deps.db
      .update(users)
      .set({
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, user.id), eq(users.isVerified, false)))
      .returning();
    if (pending) {
      await deliverCode(deps, pending, 'VERIFY_EMAIL');
      return;
    }
  }
  await deps.mailer.send(accountExistsMail(deps.config.appName, deps.config.appUrl, user.email, user.firstName));
}

/** Marks the account's email as proven (by a mailed code). */
export async function markVerified(db: DbOrTx, userId: string): Promise<UserRow> {
  const [verified] = await db
    .update(users)
    .set({ isVerified: true, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return verified!;
}
