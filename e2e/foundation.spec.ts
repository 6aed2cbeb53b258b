import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

test('home page, header and footer links, and the 404 page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/sign-in/);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page).toHaveURL(/\/terms-and-condition$/);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  const small = header.getByRole('link', { name: /Small Claim/ });
  await expect(small).toHaveAttribute('target', '_blank');

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Sorry, page not found!' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('unknown API paths answer JSON 404 and the API reference lists the routes', async ({ request, page }) => {
  const res = await request.get('/api/v1/nope');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ success: false });
  await page.goto('/api/docs');
  await expect(page.getByText('/api/v1/meta/config').first()).toBeVisible({ timeout: 20_000 });
});

test('contact form: errors once touched, then the message is sent', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByRole('heading', { name: 'Contact us' })).toBeVisible();
  await expect(page.getByText('We reply within 24 hours.')).toBeVisible();

  const name = page.getByLabel('Name');
  await name.click();
  await page.getByLabel('Email').click();
  await expect(page.getByText('Name is required')).toBeVisible();

  await name.fill('Aisha Tan');
  await page.getByLabel('Email').fill('aisha@example.com');
  await page.getByLabel('Subject').fill('Question about a review');
  await page.getByLabel('Message').fill('How long does moderation take?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  await expect(name).toHaveValue('');
});

test('static pages and the 404 page pass axe (WCAG 2 A and AA)', async ({ page }) => {
  for (const path of ['/contact-us', '/privacy-policy', '/terms-and-condition', '/no/such/page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, path);
  }
});
