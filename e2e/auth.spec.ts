import { expect, test } from '@playwright/test';
import {
  E2E_ADMIN,
  createVerifiedRenter,
  mailedCode,
  outboxDir,
  seededRenter,
  sessionToken,
  signInAsAdmin,
  signInAtProvider,
  signInThroughForm,
  uniqueEmail,
} from './support/auth';
import { latestCode } from '../tests/support/outbox';
import { expectNoAxeViolations } from './support/axe';

const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

test('sign up, verify with the mailed code, sign out, sign in and land on the redirect target', async ({
  page,
  request,
}) => {
  const account = { firstName: 'Ada', lastName: 'Tan', email: uniqueEmail('signup'), password: 'first-pass-1' };

  await page.goto('/sign-up');
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  // Registered, then the login answer "not verified yet" leads to the code screen.
  await expect(page).toHaveURL(/\/verify-code\?email=/);
  await expect(page.getByText('Please check your email to verify your account.')).toBeVisible();
  const firstCode = await mailedCode(account.email);

  // Signing in before verifying comes back to the code screen.
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/verify-code\\?email=${encodeURIComponent(account.email)}`));

  // Verify appears only with 6 characters; a resent code replaces the first one.
  const codeInput = page.getByLabel('Verification code');
  await codeInput.fill(firstCode.slice(0, 5));
  await expect(page.getByRole('button', { name: 'Verify' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText('A new code has been sent to your email.')).toBeVisible();
  const code = await mailedCode(account.email, firstCode);
  await codeInput.fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Account verified successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Signed in: the avatar menu; Logout goes to /sign-in, forgets the session and ends it on the server.
  const signedOutToken = await sessionToken(page);
  const signedOut = page.waitForResponse((r) => r.url().endsWith('/api/v1/users/logout'));
  await page.getByRole('button', { name: `Account menu for ${account.firstName}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await sessionToken(page)).toBeNull();
  expect((await signedOut).status()).toBe(200);
  const oldSession = await request.get('/api/v1/users/check-token', {
    headers: { Authorization: `Bearer ${signedOutToken}` },
  });
  expect(oldSession.status()).toBe(401);

  // 'Write a review' while signed out asks to sign in first, then returns there.
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Write a review' }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fwrite-review$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/write-review$/);

  // A signed-in renter who opens /sign-in goes on to the target instead.
  await page.goto('/sign-in?redirect=%2Fprivacy-policy');
  await expect(page).toHaveURL(/\/privacy-policy$/);
});

test('wrong credentials are refused with the server message and nothing is stored', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(seededRenter(11).email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials.' })).toBeVisible();
  expect(await sessionToken(page)).toBeNull();
  // An open redirect is never followed.
  await signInThroughForm(page, seededRenter(11), '//evil.example/');
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
});

test('forgot password: reset code from the outbox, new password, signed in', async ({ page, request }) => {
  const account = await createVerifiedRenter(request, 'reset');

  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Code' }).click();
  await expect(page).toHaveURL(/\/verify-code\?email=.+&from=forgot-password$/);

  const code = await mailedCode(account.email, account.code);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Code verified! You can now reset your password.')).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill('second-pass-2');
  await page.getByLabel('Confirm new password').fill('second-pass-2');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Password reset successfully! You are now logged in.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account menu for Eve' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('resetToken'))).toBeNull();

  // The old password is dead, the new one works.
  const old = await request.post('/api/v1/users/login', { data: { email: account.email, password: account.password } });
  expect(old.status()).toBe(401);
  const fresh = await request.post('/api/v1/users/login', {
    data: { email: account.email, password: 'second-pass-2' },
  });
  expect(fresh.status()).toBe(200);
});

test('/reset-password without a reset token explains and offers a new code', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();
  await page.getByRole('link', { name: 'Request a new code' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('admin: login, OTP from the outbox, back office; guards and sign-out', async ({ page }) => {
  // Signed out, an admin page sends to /admin-login keeping the origin.
  await page.goto('/admin/change-password');
  await expect(page).toHaveURL(/\/admin-login\?redirect=%2Fadmin%2Fchange-password$/);

  await signInAsAdmin(page);
  await expect(page).toHaveURL(/\/admin$/);
  // /admin is the admin's profile screen.
  await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(E2E_ADMIN.email);
  const sidebar = page.getByRole('navigation', { name: 'Back office' });
  for (const entry of [
    'Profile',
    'Change password',
    'Properties List',
    'Add Property',
    'User List',
    'Reviews List',
    'Anonymous Reviews List',
    'Reported Reviews',
  ]) {
    await expect(sidebar.getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /^Profile of / })).toHaveAttribute('href', '/admin/profile');
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} HomeTruths`);

  // The sidebar collapses and remembers it.
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(sidebar).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(sidebar).toBeVisible();

  // An admin in the renter layout is sent to the back office; a signed-in admin skips /admin-login.
  await page.goto('/');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin-login');
  await expect(page).toHaveURL(/\/admin$/);

  await sidebar.getByRole('link', { name: 'Change password' }).click();
  await expect(page.getByRole('button', { name: 'Update Password' })).toBeDisabled();

  const adminToken = await sessionToken(page);
  const signedOut = page.waitForResponse((r) => r.url().endsWith('/api/v1/users/logout'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  expect(await sessionToken(page)).toBeNull();
  // The admin session is over on the server too.
  expect((await signedOut).status()).toBe(200);
  const check = await page.request.get('/api/v1/users/check-token', {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(check.status()).toBe(401);
});

test('admin: change password ends every session, lands on /admin-login, and the new password signs in', async ({
  page,
  request,
}) => {
  const newPassword = 'admin-e2e-pass-2';
  await signInAsAdmin(page, '/admin-login?redirect=%2Fadmin%2Fchange-password');
  await expect(page).toHaveURL(/\/admin\/change-password$/);
  const oldToken = await sessionToken(page);
  try {
    await page.getByLabel('Current password').fill(E2E_ADMIN.password);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password updated successfully!')).toBeVisible();
    // Admins sign in only at /admin-login, so that is where the spec's "go to sign-in" lands.
    await expect(page).toHaveURL(/\/admin-login$/);
    expect(await sessionToken(page)).toBeNull();
    const check = await request.get('/api/v1/users/check-token', { headers: { Authorization: `Bearer ${oldToken}` } });
    expect(check.status()).toBe(401);

    await signInAsAdmin(page, null, newPassword);
    await expect(page).toHaveURL(/\/admin$/);
  } finally {
    // Put the shared admin password back through the API (login, mailed OTP, change).
    const previous = latestCode(outboxDir(), E2E_ADMIN.email);
    const login = await request.post('/api/v1/admin/login', {
      data: { email: E2E_ADMIN.email, password: newPassword },
    });
    if (login.ok()) {
      const { data } = await login.json();
      const otp = await mailedCode(E2E_ADMIN.email, previous);
      const verified = await request.post('/api/v1/admin/verify-otp', {
        data: { userId: data.userId, ticket: data.ticket, otp },
      });
      const token = (await verified.json()).data.token as string;
      const restored = await request.post('/api/v1/admin/change-password', {
        headers: { Authorization: `Bearer ${token}` },
        data: { currentPassword: newPassword, newPassword: E2E_ADMIN.password },
      });
      expect(restored.status()).toBe(200);
    }
  }
});

test('admin: a wrong OTP is refused inline and as a toast', async ({ page }) => {
  await page.goto('/admin-login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials.' })).toBeVisible();

  const previous = latestCode(outboxDir(), E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/verify-otp\?userId=/);
  const real = await mailedCode(E2E_ADMIN.email, previous);
  const wrong = real === '000000' ? '111111' : '000000';
  await page.getByLabel('One-time code').fill(wrong);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  const form = page.locator('form');
  await expect(form.locator('[data-slot="form-message"]')).toBeVisible();
  const message = (await form.locator('[data-slot="form-message"]').textContent()) ?? '';
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: message })).toBeVisible();
  await expect(page).toHaveURL(/\/verify-otp\?userId=/);
});

test('a renter cannot enter the back office', async ({ page }) => {
  await signInThroughForm(page, seededRenter(10));
  await page.goto('/admin');
  // Guard: a renter at /admin goes to /sign-in, which sends a signed-in renter home.
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
});

test('a token revoked on the server: the next private action goes to /sign-in with the session-expired toast', async ({
  page,
  request,
}) => {
  const renter = seededRenter(12);
  await signInThroughForm(page, renter);
  const token = await sessionToken(page);
  expect(token).toBeTruthy();

  const revoked = await request.post('/api/v1/users/logout-everywhere', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(revoked.status()).toBe(200);

  // Within the running app (no reload): open Change Password and submit.
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  await expect(page.getByRole('heading', { name: 'Change Your Password' })).toBeVisible();
  await page.getByLabel('Current password').fill(renter.password);
  await page.getByLabel('New password', { exact: true }).fill('never-applied-1');
  await page.getByLabel('Confirm new password').fill('never-applied-1');
  await page.getByRole('button', { name: 'Change Password' }).click();

  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Freset-password$|\/sign-in$/);
  await expect(page.getByText(SESSION_EXPIRED)).toHaveCount(1);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await sessionToken(page)).toBeNull();
});

test("start-up: 'Loading...' while the stored token is checked; a dead token is cleared", async ({ page, request }) => {
  const renter = seededRenter(9);
  await signInThroughForm(page, renter);
  const token = await sessionToken(page);
  let shownWhileChecking = false;
  await page.route('**/api/v1/users/check-token', async (route) => {
    // The request is held until 'Loading...' has been seen on screen.
    await expect(page.getByText('Loading...').first()).toBeVisible();
    shownWhileChecking = true;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  expect(shownWhileChecking).toBe(true);
  await page.unroute('**/api/v1/users/check-token');

  await request.post('/api/v1/users/logout-everywhere', { headers: { Authorization: `Bearer ${token}` } });
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await sessionToken(page)).toBeNull();
});

test('Google sign-in against the in-test OpenID provider ends signed in as a social-login user', async ({ page }) => {
  const handoffs: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().includes('/auth-success')) handoffs.push(frame.url());
  });
  await signInAtProvider(page, 'e2e-google');

  // Back through /auth-success?code=… (a one-time code, never a token) to the home page, signed in.
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  expect(handoffs.length).toBeGreaterThan(0);
  for (const url of handoffs) {
    expect(new URL(url).searchParams.get('code')).toBeTruthy();
    expect(new URL(url).searchParams.has('token')).toBe(false);
  }
  await expect(page.getByRole('button', { name: 'Account menu for Google' })).toBeVisible();
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? 'null'));
  expect(user).toMatchObject({ email: 'google.user@e2e.test', isVerified: true, isSocialLogin: true, role: 'USER' });

  // Social-login users have no password to change.
  await page.getByRole('button', { name: 'Account menu for Google' }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Change Password' })).toHaveCount(0);
});

test('login CSRF: a sign-in code carried to another browser signs nobody in there', async ({ page, browser }) => {
  // The attacker signs in with Google in their own browser and keeps the /auth-success?code=… link
  // instead of letting their page exchange it.
  const { baseURL } = test.info().project.use;
  const attacker = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const attackerPage = await attacker.newPage();
  await attackerPage.route('**/api/v1/users/auth/google/exchange', (route) => route.abort());
  let stolen: string | undefined;
  attackerPage.on('framenavigated', (frame) => {
    if (frame.url().includes('/auth-success?code=')) stolen = frame.url();
  });
  await signInAtProvider(attackerPage, 'e2e-google');
  await expect.poll(() => stolen).toBeTruthy();
  await attacker.close();

  // The victim follows the link: no session, back to /sign-in.
  await page.goto(new URL(stolen!).pathname + new URL(stolen!).search);
  await expect(page).toHaveURL(/\/sign-in\?error=google$/);
  expect(await sessionToken(page)).toBeNull();
});

test("/auth-success: 'Authenticating, please wait...'; a ?token= link, a bad or a missing code go to /sign-in", async ({
  page,
  request,
}) => {
  await page.route('**/api/v1/users/auth/google/exchange', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await page.goto('/auth-success?code=not-a-real-code');
  await expect(page.getByText('Authenticating, please wait...').first()).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in\?error=google$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Google sign-in failed. Please try again.' })).toBeVisible();
  expect(await sessionToken(page)).toBeNull();

  // A link with a real, valid session token (the old hand-off) signs nobody in.
  const renter = await createVerifiedRenter(request, 'token-link');
  const login = await request.post('/api/v1/users/login', {
    data: { email: renter.email, password: renter.password },
  });
  const { data } = (await login.json()) as { data: { token: string } };
  await page.goto(`/auth-success?token=${data.token}`);
  await expect(page).toHaveURL(/\/sign-in\?error=google$/);
  expect(await sessionToken(page)).toBeNull();

  await page.goto('/auth-success');
  await expect(page).toHaveURL(/\/sign-in\?error=google$/);
});

test('sign-in and sign-up pages have no axe violations (WCAG 2 A/AA)', async ({ page }) => {
  for (const path of ['/sign-in', '/sign-up']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, path);
  }
});
