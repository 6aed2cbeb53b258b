import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from './support/axe';
import { sessionToken, signInAsAdmin } from './support/auth';

/** The back office's property screens: add with images, find, edit, delete; each page axe-clean. */

const png = (color: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();

async function adminGet(request: APIRequestContext, page: Page, path: string) {
  const res = await request.get(`/api/v1${path}`, {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
  });
  return { status: res.status(), body: (await res.json()) as { data: Record<string, unknown> } };
}

test('admin adds a property with two images, finds, edits and deletes it', async ({ page, request }) => {
  const stamp = Date.now();
  const name = `E2E Harbour Court ${stamp}`;
  const pincode = String(stamp).slice(-6);

  await signInAsAdmin(page, '/admin-login?redirect=%2Fadmin%2Fproperties%2Fadd');
  await expect(page).toHaveURL(/\/admin\/properties\/add$/);
  await expect(page.getByRole('heading', { name: 'Add property' })).toBeVisible();
  await expect(page.getByLabel('Property type')).toHaveValue('CONDO');
  await expect(page.getByLabel('Country')).toHaveValue('United States');
  await expectNoAxeViolations(page, 'add property');

  await page.getByLabel('Apartment name').fill(name);
  await page.getByLabel('Street name').fill('8 Harbour Road');
  await page.getByLabel('Pincode').fill(pincode);
  await page.getByLabel('City').fill('Singapore');
  await page.getByLabel('State / region').fill('Central');
  await page.getByLabel('Country').selectOption('Singapore');
  await page.getByLabel('Owner name').fill('Ms Goh');
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: await png('#336699') },
    { name: 'lobby.png', mimeType: 'image/png', buffer: await png('#993366') },
  ]);
  await expect(page.getByRole('img', { name: /^Photo \d: / })).toHaveCount(2);
  await page.getByRole('button', { name: 'Add property' }).click();
  await expect(page.getByText('Property created successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/properties\/list/);

  // Found by its unique name, with its thumbnail; the public suggestions know it too.
  await page.getByRole('searchbox', { name: 'Search properties' }).fill(name);
  await expect(page).toHaveURL(/search=/);
  const rows = page.getByRole('table', { name: 'Properties' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(name);
  await expect(rows.nth(1)).toContainText('Active');
  await expect(rows.nth(1).locator('img')).toHaveAttribute('src', /\/uploads\//);
  await expectNoAxeViolations(page, 'properties list');
  const suggestions = await request.get(`/api/v1/properties/get-suggestions?q=${encodeURIComponent(name)}`);
  expect(((await suggestions.json()) as { data: { name: string }[] }).data.map((s) => s.name)).toContain(name);

  // Edit: change the city and take out the first image.
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/admin\/properties\/edit\/e2e-harbour-court-/);
  const slug = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  await expect(page.getByLabel('Apartment name (optional)')).toHaveValue(name);
  await expect(page.getByRole('img', { name: /^Photo \d: / })).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expectNoAxeViolations(page, 'edit property');
  await page.getByLabel('City').fill('Jurong');
  await page.getByRole('button', { name: 'Remove photo 1: current image 1' }).click();
  await expect(page.getByRole('img', { name: /^Photo \d: / })).toHaveCount(1);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Property updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/properties\/list/);

  const edited = await adminGet(request, page, `/admin/properties/by-slug/${slug}`);
  expect(edited.status).toBe(200);
  expect(edited.body.data).toMatchObject({ city: 'Jurong', apartmentName: name, ownerName: 'Ms Goh' });
  const images = edited.body.data.images as { imageUrl: string }[];
  expect(images).toHaveLength(1);
  // The image left is the thumbnail now.
  expect(edited.body.data.image).toBe(images[0]!.imageUrl);

  // Delete after confirming: gone from the list and from every public answer.
  await page.getByRole('searchbox', { name: 'Search properties' }).fill(name);
  await expect(rows.nth(1)).toContainText(name);
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(name);
  await expectNoAxeViolations(page, 'delete confirmation');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Property deleted successfully!')).toBeVisible();
  await expect(page.getByText(`No properties found for "${name}"`)).toBeVisible();

  const after = await request.get(`/api/v1/properties/get-suggestions?q=${encodeURIComponent(name)}`);
  expect(((await after.json()) as { data: { name: string }[] }).data.map((s) => s.name)).not.toContain(name);
  const search = await request.get(`/api/v1/properties/search-properties?query=${encodeURIComponent(name)}`);
  const found = (await search.json()) as { data: { properties: { name: string }[] } };
  expect(found.data.properties.map((p) => p.name)).not.toContain(name);
  expect((await request.get(`/api/v1/properties/get-properties-by-slug/${slug}`)).status()).toBe(404);
});

test('edit without a property, and an unknown one', async ({ page }) => {
  await signInAsAdmin(page, '/admin-login?redirect=%2Fadmin%2Fproperties%2Fedit');
  await expect(page.getByText('No property specified.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/properties\/list/);

  await page.goto('/admin/properties/edit/no-such-property-here');
  await expect(page.getByText('Property not found or failed to load.')).toBeVisible();
  await expect(page.getByText('Property not found.')).toBeVisible();
});
