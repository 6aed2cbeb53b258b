// The ticket /admin/login hands out travels to /verify-otp in sessionStorage (this tab only, never in
// the URL, so it does not land in history or proxy logs).
const KEY = 'ht:admin-otp-ticket';

export function keepOtpTicket(userId: string, ticket: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ userId: userId.toLowerCase(), ticket }));
  } catch {
    // Storage disabled: the OTP step then asks to sign in again.
  }
}

/** The kept ticket for `userId`, or '' when there is none (another tab, or storage disabled). */
export function otpTicketFor(userId: string): string {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { userId?: unknown; ticket?: unknown } | null;
    return kept?.userId === userId.toLowerCase() && typeof kept.ticket === 'string' ? kept.ticket : '';
  } catch {
    return '';
  }
}

export function dropOtpTicket(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
