import { AppError } from '../../lib/errors';
import type { RateLimits } from '../rate-limit';

// The account flows' rate budgets, spent per address and per account (see DEFAULT_LIMITS). Each
// throws 429 with Retry-After once a budget is gone, unless it says otherwise.

/** A sign-in try (renter or admin); a right password clears the account's part again. */
export async function spendSignInTry(limits: RateLimits, ip: string, account: string): Promise<void> {
  await limits.consume('loginIp', ip);
  await limits.consume('loginAccount', account);
}

/** A code check from this address and against this account. */
export async function spendCodeCheck(limits: RateLimits, ip: string, account: string): Promise<void> {
  await limits.consume('codeCheckIp', ip);
  await limits.consume('codeCheckAccount', account);
}

/** A mailed code from this address and to this account. */
export async function spendCodeSend(limits: RateLimits, ip: string, account: string): Promise<void> {
  await limits.consume('codeSendIp', ip);
  await limits.consume('codeSendAccount', account);
}

/** A mail from the account's budget only; false (nothing spent, no error) when it is gone. */
export async function trySpendCodeSend(limits: RateLimits, account: string): Promise<boolean> {
  try {
    await limits.consume('codeSendAccount', account);
    return true;
  } catch (err) {
    if (err instanceof AppError && err.status === 429) return false;
    throw err;
  }
}
