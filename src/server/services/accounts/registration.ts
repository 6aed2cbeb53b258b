import { eq } from 'drizzle-orm';
import { AUTH_TEXT } from '../../../shared/auth';
import type { DbOrTx } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict } from '../../lib/errors';
import { hashPassword } from '../passwords';

/** A new, unverified renter account; 409 when the email is taken (also when a sign-up races it). */
export async function createAccount(
  db: DbOrTx,
  input: { firstName: string; lastName: string; email: string; password: string },
): Promise<UserRow> {
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
    return created!;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(AUTH_TEXT.emailTaken);
    throw err;
  }
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
