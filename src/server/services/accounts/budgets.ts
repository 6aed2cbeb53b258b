import { AppError } from '../../lib/errors';
import { pairKey, type RateLimits } from '../rate-limit';

// The account flows' rate budgets (see DEFAULT_LIMITS and docs/decisions/011-throttling.md). Failures
// count per account and address: an address that keeps failing is slowed down (429 with Retry-After),
// while the owner at another address is never refused. Each throws 429 once a budget is gone, unless
// it says otherwise.

/**
 * A sign-in try (renter or admin), counted as a failure until `signInSucceeded` says otherwise; it is
 * counted before the password is checked, so parallel guesses cannot slip past the budget.
 */
export async function spendSignInTry(limits: RateLimits, ip: string, account: string): Promise<void> {
  await limits.consume('loginIp', ip);
  const pair = pairKey(account, ip);
  // Past the account's ceiling, only addresses that have not failed on this account still get a try.
  if ((await limits.spent('loginPair', pair)) > 0) await limits.check('loginAccount', account);
  await limits.consume('loginPair', pair);
  await limits.count('loginAccount', account);
}

/** The right password: this address's failures are forgotten and the try leaves the ceiling. */
export async function signInSucceeded(limits: RateLimits, ip: string, account: string): Promise<void> {
  await Promise.all([limits.reset('loginPair', pairKey(account, ip)), limits.refund('loginAccount', account)]);
}

/** A code check from this address and against this account. */
export async function spendCodeCheck(limits: RateLimits, ip: string, account: string): Promise<void> {
  await limits.consume('codeCheckIp', ip);
  await limits.consume('codeCheckAccount', account);
}

/**
 * A mail to this account asked for from this address: limited per (account, address), so a stranger
 * cannot use up the owner's mails. Past the account's ceiling, an address that has not asked for this
 * account yet still gets one.
 */
export async function spendAccountMail(limits: RateLimits, ip: string, account: string): Promise<void> {
  const pair = pairKey(account, ip);
  if ((await limits.spent('codeSendPair', pair)) > 0) await limits.check('codeSendAccount', account);
  await limits.consume('codeSendPair', pair);
  await limits.count('codeSendAccount', account);
}

/** A mailed code from this address and to this account. */
export async function spendCodeSend(limits: RateLimits, ip: string, account: string): Promise<void> {
  await limits.consume('codeSendIp', ip);
  await spendAccountMail(limits, ip, account);
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
