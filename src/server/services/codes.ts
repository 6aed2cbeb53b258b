import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { CodePurpose } from '../../shared/enums';
import { LIMITS } from '../../shared/limits';
import type { DbOrTx } from '../db/client';
import { verificationCodes } from '../db/schema';

/**
 * One-time codes (email verification, password reset, admin OTP): 6 digits from a CSPRNG, stored as
 * HMAC-SHA256 under a key derived from the server secret, single-use, 10 minutes, 5 tries.
 *
 * Why HMAC and not argon2: a 6-digit code has 20 bits, so a slow hash would not stop an offline
 * search of a stolen table anyway (10^6 argon2 runs is hours), while costing 19 MiB and ~50 ms per
 * check on the hot path. A keyed HMAC makes a leaked table useless without the secret, and the
 * online guesses are what the attempt cap and rate limits bound.
 */
export function createCodeService(secret: string) {
  const key = createHmac('sha256', secret).update('hometruths:one-time-codes').digest();
  const digest = (userId: string, purpose: CodePurpose, code: string) =>
    createHmac('sha256', key).update(`${purpose}:${userId}:${code}`).digest();

  return {
    /** A new code for the user and purpose; any earlier one stops working. Returns the plain code. */
    async issue(db: DbOrTx, userId: string, purpose: CodePurpose): Promise<string> {
      const code = String(randomInt(0, 10 ** LIMITS.codeLength)).padStart(LIMITS.codeLength, '0');
      const expiresAt = new Date(Date.now() + LIMITS.codeTtlMinutes * 60_000);
      await db.transaction(async (tx) => {
        await tx
          .delete(verificationCodes)
          .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)));
        await tx.insert(verificationCodes).values({
          userId,
          purpose,
          codeHash: digest(userId, purpose, code).toString('hex'),
          expiresAt,
        });
      });
      return code;
    },

    /** Whether a usable (unexpired, unused, not worn out) code exists. */
    async hasLive(db: DbOrTx, userId: string, purpose: CodePurpose): Promise<boolean> {
      const [row] = await db
        .select({ id: verificationCodes.id })
        .from(verificationCodes)
        .where(liveCode(userId, purpose))
        .limit(1);
      return !!row;
    },

    /** The newest code of the purpose, used or not (a pending reset keeps its row until replaced). */
    async latestIssuedAt(db: DbOrTx, userId: string, purpose: CodePurpose): Promise<Date | null> {
      const [row] = await db
        .select({ createdAt: verificationCodes.createdAt, consumedAt: verificationCodes.consumedAt })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      return row && !row.consumedAt ? row.createdAt : null;
    },

    /**
     * Checks a code and, when right, uses it up. The attempt is counted before the comparison in a
     * single conditional UPDATE, so parallel guesses cannot get more than the allowed tries.
     */
    async consume(db: DbOrTx, userId: string, purpose: CodePurpose, code: string): Promise<boolean> {
      const candidates = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(and(liveCode(userId, purpose), lt(verificationCodes.attempts, LIMITS.codeMaxAttempts)))
        .returning({ id: verificationCodes.id, codeHash: verificationCodes.codeHash });
      const given = digest(userId, purpose, code);
      const match = candidates.find((row) => {
        const stored = Buffer.from(row.codeHash, 'hex');
        return stored.length === given.length && timingSafeEqual(stored, given);
      });
      if (!match) return false;
      const used = await db
        .update(verificationCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(verificationCodes.id, match.id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      return used.length === 1;
    },
  };
}

function liveCode(userId: string, purpose: CodePurpose) {
  return and(
    eq(verificationCodes.userId, userId),
    eq(verificationCodes.purpose, purpose),
    isNull(verificationCodes.consumedAt),
    gt(verificationCodes.expiresAt, new Date()),
    lt(verificationCodes.attempts, LIMITS.codeMaxAttempts),
  );
}

export type CodeService = ReturnType<typeof createCodeService>;
