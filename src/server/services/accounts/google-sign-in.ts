import { eq, sql } from 'drizzle-orm';
import { LIMITS } from '../../../shared/limits';
import type { Db } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import type { OidcProfile } from '../google-oidc';
import { findUserByEmail } from './find-user';

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
