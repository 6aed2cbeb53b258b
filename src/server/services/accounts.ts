import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { CodePurpose } from '../../shared/enums';
import { LIMITS } from '../../shared/limits';
import type { Db, DbOrTx } from '../db/client';
import { type UserRow, users } from '../db/schema';
import type { CodeService } from './codes';
import type { OidcProfile } from './google-oidc';
import type { Mailer } from './mail';
import { hashPassword, verifyPassword } from './passwords';

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

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

export async function bumpTokenVersion(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/**
 * Issues a new code (replacing the old one) and mails it. Mail failures are logged, not thrown:
 * the caller decides whether the person may learn about them. Returns whether the mail went out.
 */
export async function deliverCode(
  deps: { db: Db; codes: CodeService; mailer: Mailer; logger: Logger },
  user: Pick<UserRow, 'id' | 'email' | 'firstName'>,
  purpose: CodePurpose,
): Promise<boolean> {
  const code = await deps.codes.issue(deps.db, user.id, purpose);
  try {
    await deps.mailer.sendCode(user.email, purpose, code, user.firstName);
    return true;
  } catch (err) {
    deps.logger.error({ err: err instanceof Error ? err.message : String(err), purpose }, 'code mail not delivered');
    return false;
  }
}

/** Why a Google sign-in was refused (for the log; the browser only sees `?error=google`). */
export class SocialSignInRefused extends Error {}

/**
 * The account for a verified Google identity: found by its subject, else linked by email, else
 * created. Linking an account whose email was never verified drops its password and sessions:
 * whoever set them never proved they own the address (account pre-hijacking).
 */
export async function signInWithGoogle(db: Db, profile: OidcProfile): Promise<UserRow> {
  if (!profile.emailVerified) throw new SocialSignInRefused('email not verified by the provider');
  return db.transaction(async (tx) => {
    const [bySub] = await tx.select().from(users).where(eq(users.googleSub, profile.sub)).limit(1);
    const existing = bySub ?? (await findUserByEmail(tx, profile.email));
    if (existing) {
      // Admins sign in with password + one-time code only; Google must not be a way around it.
      if (existing.role === 'ADMIN') throw new SocialSignInRefused('admin account');
      if (!existing.isActive) throw new SocialSignInRefused('deactivated account');
      if (existing.googleSub && existing.googleSub !== profile.sub) throw new SocialSignInRefused('linked elsewhere');
      if (existing.googleSub && existing.isVerified) return existing;
      const [linked] = await tx
        .update(users)
        .set({
          googleSub: profile.sub,
          isVerified: true,
          ...(existing.isVerified
            ? {}
            : { passwordHash: null, isSocialLogin: true, tokenVersion: sql`${users.tokenVersion} + 1` }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, existing.id))
        .returning();
      return linked!;
    }
    const [created] = await tx
      .insert(users)
      .values({
        email: profile.email,
        firstName: profile.firstName.slice(0, LIMITS.nameMax) || 'Google',
        lastName: profile.lastName.slice(0, LIMITS.nameMax),
        googleSub: profile.sub,
        isVerified: true,
        isSocialLogin: true,
      })
      .returning();
    return created!;
  });
}

/** A unique-constraint violation, from node-postgres or PGlite, wrapped by drizzle or not. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
