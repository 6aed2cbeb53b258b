import type { Context } from 'hono';
import { AUTH_TEXT } from '../../../shared/auth';
import type { UserRow } from '../../db/schema';
import { badRequest, unauthorized } from '../../lib/errors';
import type { AppEnv } from '../../lib/types';
import { checkPassword, findUserById, setPassword } from '../../services/accounts';
import { MESSAGES } from '../../../shared/messages';

/**
 * The signed-in user's password change (renter and admin alike): the current password must match,
 * wrong guesses spend the account's sign-in budget, and the version bump ends every other session.
 */
export async function changePasswordFor(
  c: Context<AppEnv>,
  body: { currentPassword: string; newPassword: string },
): Promise<UserRow> {
  const { db, rateLimits } = c.get('deps');
  const row = await findUserById(db, c.get('user')!.id);
  if (!row) throw unauthorized(MESSAGES.sessionExpired);
  if (!row.passwordHash) throw badRequest(AUTH_TEXT.noPasswordToChange);
  await rateLimits.consume('loginAccount', row.email);
  if (!(await checkPassword(row, body.currentPassword))) throw badRequest(AUTH_TEXT.currentPasswordIncorrect);
  await rateLimits.reset('loginAccount', row.email);
  const updated = await setPassword(db, row.id, body.newPassword);
  if (!updated) throw unauthorized(MESSAGES.sessionExpired);
  return updated;
}
