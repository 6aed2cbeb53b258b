import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { signInHandoffs } from '../../db/schema';

/** How long the one-time code of a finished Google sign-in may wait for its exchange. */
export const HANDOFF_TTL_MS = 2 * 60_000;

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * A one-time code for `userId`'s session, redeemable only with `binding` (the cookie of the
 * browser that started the sign-in), once, within HANDOFF_TTL_MS. Stored hashed; stale ones are
 * purged on the way.
 */
export async function issueSignInHandoff(db: DbOrTx, userId: string, binding: string): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db.delete(signInHandoffs).where(lt(signInHandoffs.expiresAt, new Date(now)));
  await db.insert(signInHandoffs).values({
    codeHash: digest(code).toString('base64url'),
    bindingHash: digest(binding).toString('base64url'),
    userId,
    expiresAt: new Date(now + HANDOFF_TTL_MS),
  });
  return code;
}

/**
 * The user id of a one-time code, or undefined when it is unknown, used, expired or brought by
 * another browser. Any try uses the code up, right or wrong.
 */
export async function redeemSignInHandoff(db: DbOrTx, code: string, binding: string): Promise<string | undefined> {
  const [row] = await db
    .delete(signInHandoffs)
    .where(eq(signInHandoffs.codeHash, digest(code).toString('base64url')))
    .returning();
  if (!row || row.expiresAt.getTime() <= Date.now()) return undefined;
  const expected = Buffer.from(row.bindingHash, 'base64url');
  const given = digest(binding);
  return expected.length === given.length && timingSafeEqual(expected, given) ? row.userId : undefined;
}
