import type { Logger } from 'pino';
import type { CodePurpose } from '../../../shared/enums';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { CodeService } from '../codes';
import type { Mailer } from '../mail';

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
