import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { latestCode, waitForCode } from '../../tests/support/outbox';

/** Account helpers for the Playwright journeys. Codes come from the server's outbox (DATA_DIR/mail). */

export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'admin-e2e-pass' };
/** Verified renters of the demo seed (renter1..renter12). Do not change their passwords in a spec. */
export const seededRenter = (n: number) => ({ email: `renter${n}@hometruths.local`, password: 'renter123' });

export function outboxDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return dir;
}

let counter = 0;
export const uniqueEmail = (label = 'e2e') => `${label}.${Date.now().toString(36)}${counter++}@example.com`;

/** The newest code mailed to `email` that differs from `previous` (waits for it). */
export const mailedCode = (email: string, previous?: string | null) =>
  waitForCode(outboxDir(), email, { previous, timeoutMs: 15_000 });

/** A verified renter created through the API (register, mailed code, verify): for specs that change its password. */
export async function createVerifiedRenter(request: APIRequestContext, label = 'renter') {
  const account = { email: uniqueEmail(label), password: 'first-pass-1', firstName: 'Eve', lastName: 'Tan' };
  const registered = await request.post('/api/v1/users/register', { data: account });
  expect(registered.status(), await registered.text()).toBe(201);
  const { verificationTicket } = ((await registered.json()) as { data: { verificationTicket: string } }).data;
  const code = await mailedCode(account.email);
  const verified = await request.post('/api/v1/users/verify-code', {
    data: { email: account.email, verificationCode: code, verificationTicket },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return { ...account, code };
}

/** Signs in through /sign-in (optionally with a redirect target) and waits for the landing. */
export async function signInThroughForm(page: Page, account: { email: string; password: string }, redirect?: string) {
  await page.goto(redirect ? `/sign-in?redirect=${encodeURIComponent(redirect)}` : '/sign-in');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login successful!').first()).toBeVisible();
}

/** The stored session token of the page (localStorage `token`). */
export const sessionToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

/**
 * Admin sign-in through /admin-login and the mailed one-time code. `path: null` signs in on the
 * page already open (say, where a password change landed).
 */
export async function signInAsAdmin(page: Page, path: string | null = '/admin-login', password = E2E_ADMIN.password) {
  // The newest OTP before this sign-in, so the wait below picks the new one.
  const previous = latestCode(outboxDir(), E2E_ADMIN.email);
  if (path !== null) await page.goto(path);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // `.first()`: a second sign-in in one page may still show the first one's toast.
  await expect(page.getByText('OTP sent successfully!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/verify-otp\?userId=/);
  const code = await mailedCode(E2E_ADMIN.email, previous);
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Login successful!').first()).toBeVisible();
}

/** From /sign-in through the in-test provider's login screen, as `login`. */
export async function signInAtProvider(page: Page, login: string) {
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Login with Google' }).click();
  // The provider's own login screen (a real oidc-provider, not a mock of our server).
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/interaction\//);
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}
