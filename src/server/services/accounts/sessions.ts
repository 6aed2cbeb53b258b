import { eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { revokedSessions, type UserRow, users } from '../../db/schema';
import { type SessionUser, type SessionUserSource, toSessionUser } from '../account-dto';
import type { TokenService } from '../tokens';

/** A fresh session token (with the account's current token version) and the user DTO. */
export async function startSession(
  tokens: TokenService,
  row: SessionUserSource & Pick<UserRow, 'tokenVersion'>,
): Promise<{ token: string; user: SessionUser }> {
  const token = await tokens.sign({ sub: row.id, role: row.role, tv: row.tokenVersion, email: row.email });
  return { token, user: toSessionUser(row) };
}

/** Bumps the token version: every session token issued so far stops working. */
export async function endAllSessions(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/**
 * Ends one session (sign-out): its token is refused from now on, the user's other sessions live
 * on. Rows of tokens that have expired anyway are purged on the way.
 */
export async function endSession(db: DbOrTx, userId: string, session: { id: string; expiresAt: Date }): Promise<void> {
  await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, new Date()));
  await db
    .insert(revokedSessions)
    .values({ sessionId: session.id, userId, expiresAt: session.expiresAt })
    .onConflictDoNothing();
}
