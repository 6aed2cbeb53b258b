import { type Page, expect, test } from '@playwright/test';

/** The strict Content-Security-Policy (issue 23) must not break the app or the API reference page. */

function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('public pages load under the policy with no violation', async ({ page }) => {
  const violations = collectViolations(page);
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.goto('/properties-listing');
  await expect(page.getByRole('main')).toBeVisible();
  await page.goto('/sign-in');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the API reference renders from our server alone', async ({ page }) => {
  const violations = collectViolations(page);
  const offSite: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://localhost')) offSite.push(request.url());
  });
  await page.goto('/api/docs');
  await expect(page.getByText('HomeTruths API').first()).toBeVisible({ timeout: 20_000 });
  expect(violations).toEqual([]);
  expect(offSite).toEqual([]);
});
