import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { seededRenter, signInAsAdmin, signInThroughForm } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

const photo = async (background: string) => ({
  name: 'me.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 96, height: 96, channels: 3, background } })
    .png()
    .toBuffer(),
});

test('a renter edits their details and photo; they survive a reload and show in the header', async ({ page }) => {
  // A long journey on a shared, busy machine.
  test.setTimeout(180_000);
  await signInThroughForm(page, seededRenter(1), '/profile-page');
  await expect(page).toHaveURL(/\/profile-page$/);
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  await expectNoAxeViolations(page);

  const save = page.getByRole('button', { name: 'Save' });
  const firstName = page.getByLabel('First Name');
  const originalFirstName = await firstName.inputValue();
  await expect(save).toBeDisabled();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');

  // Cancel puts every field back and Save is off again.
  const city = page.getByLabel('City');
  const originalCity = await city.inputValue();
  await city.fill('Somewhere else');
  await expect(save).toBeEnabled();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(city).toHaveValue(originalCity);
  await expect(save).toBeDisabled();

  // The shared rules, as the renter types.
  await firstName.fill('Robin');
  await page.getByLabel('Country').selectOption('Singapore');
  const phone = page.getByLabel('Phone Number');
  await phone.fill('8123-456');
  await expect(phone).toHaveValue('8123456');
  await phone.blur();
  await expect(page.getByText('Invalid phone number length')).toBeVisible();
  await phone.fill('81234567');
  const zip = page.getByLabel('Zip Code');
  await zip.fill('23882');
  await zip.blur();
  await expect(page.getByText('Zip code must be exactly 6 digits')).toBeVisible();
  await zip.fill('2388231234');
  await expect(zip).toHaveValue('238823');
  await page.getByLabel('City').fill('Singapore');
  await page.getByLabel('About').fill('Renting near the river since 2022.');
  await save.click();
  await expect(page.getByText('Details saved successfully!')).toBeVisible();
  await expect(save).toBeDisabled();
  const menu = page.getByRole('button', { name: 'Account menu for Robin' });
  await expect(menu).toBeVisible();

  // A photo of another type is refused before upload; a PNG goes up and shows in the header at once.
  await page.getByLabel('Profile photo file').setInputFiles({
    name: 'me.webp',
    mimeType: 'image/webp',
    buffer: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .webp()
      .toBuffer(),
  });
  await expect(page.getByText('Only JPEG, PNG or GIF images are allowed.')).toBeVisible();
  await page.getByLabel('Profile photo file').setInputFiles(await photo('#2a9d8f'));
  await expect(page.getByText('Profile image updated successfully!')).toBeVisible();
  await expect(menu.locator('img')).toHaveAttribute('src', /^\/uploads\/profiles\/.+\.webp$/);

  await page.reload();
  // The reload checks the session and loads the profile again: slow on a busy machine.
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('First Name')).toHaveValue('Robin');
  await expect(page.getByLabel('Phone Number')).toHaveValue('81234567');
  await expect(page.getByLabel('Country')).toHaveValue('Singapore');
  await expect(page.getByLabel('Zip Code')).toHaveValue('238823');
  await expect(page.getByLabel('About')).toHaveValue('Renting near the river since 2022.');
  const cardPhoto = page.getByRole('img', { name: /^Profile photo of Robin/ });
  await expect(cardPhoto).toHaveAttribute('src', /^\/uploads\/profiles\//);
  await expect(page.getByRole('button', { name: 'Account menu for Robin' }).locator('img')).toHaveAttribute(
    'src',
    (await cardPhoto.getAttribute('src'))!,
  );

  // Delete asks first, then the default avatar is back everywhere.
  await page.getByRole('button', { name: 'Delete photo' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete your profile photo?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Profile image deleted successfully!')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Delete photo' })).toBeHidden();
  await expect(menu.locator('img')).toHaveAttribute('src', '/default-avatar.svg');

  // Leave the seeded renter's name as it was for the other journeys.
  await page.getByLabel('First Name').fill(originalFirstName);
  await save.click();
  await expect(page.getByRole('button', { name: `Account menu for ${originalFirstName}` })).toBeVisible();
});

test('the profile page is for signed-in renters only', async ({ page }) => {
  await page.goto('/profile-page');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fprofile-page$/);
});

test('an admin edits the admin profile and photo', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  // The admin form's maximum lengths.
  await expect(page.getByLabel('First Name')).toHaveAttribute('maxlength', '20');
  await expect(page.getByLabel('Address')).toHaveAttribute('maxlength', '60');
  await expect(page.getByLabel('State', { exact: true })).toHaveAttribute('maxlength', '30');
  await expect(page.getByLabel('Phone Number')).toHaveAttribute('maxlength', '15');

  // No country stored yet: the spec's default.
  await expect(page.getByLabel('Country')).toHaveValue('United States');
  await page.getByLabel('Country').selectOption('India');
  await page.getByLabel('Phone Number').fill('98765 43210');
  await page.getByLabel('Address').fill('1 MG Road');
  await page.getByLabel('State', { exact: true }).fill('Karnataka');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('Zip Code').fill('560001');
  await save.click();
  await expect(page.getByText('Details saved successfully!')).toBeVisible();
  await expect(save).toBeDisabled();

  await page.getByLabel('Profile photo file').setInputFiles(await photo('#e76f51'));
  await expect(page.getByText('Profile image updated successfully!')).toBeVisible();
  const topBarPhoto = page.getByRole('link', { name: /^Profile of / }).locator('img');
  await expect(topBarPhoto).toHaveAttribute('src', /^\/uploads\/profiles\//);

  await page.goto('/admin/profile');
  await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Phone Number')).toHaveValue('9876543210');
  await expect(page.getByLabel('City')).toHaveValue('Bengaluru');
  await expect(page.getByLabel('Country')).toHaveValue('India');

  await page.getByRole('button', { name: 'Delete photo' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete the profile photo?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Profile image deleted successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete photo' })).toBeHidden();
});
