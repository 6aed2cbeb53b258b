import { type Page } from '@playwright/test';

/** Filling and publishing the write-review form in a browser journey. */

const stars = (page: Page, label: string, n: number) =>
  page
    .getByRole('radiogroup', { name: label })
    .getByRole('radio', { name: n === 1 ? '1 star' : `${n} stars` })
    .click();
const choose = (page: Page, label: string, option: string) =>
  page.getByRole('radiogroup', { name: label }).getByRole('radio', { name: option }).click();

/** Every required field of the write form (the property's own fields come from the property). */
export async function fillRequiredFields(page: Page, title: string) {
  await stars(page, 'Overall rating', 4);
  await choose(page, 'Who did you stay with?', 'Solo');
  await page.getByRole('combobox', { name: 'Stay start month' }).selectOption({ label: 'January' });
  await page.getByRole('combobox', { name: 'Stay start year' }).selectOption('2023');
  await page.getByRole('combobox', { name: 'Stay end month' }).selectOption({ label: 'June' });
  await page.getByRole('combobox', { name: 'Stay end year' }).selectOption('2024');
  for (const label of [
    'Deposit fairness',
    'Condition on move-in',
    'Cleanliness',
    'Responsiveness',
    'Agent honesty',
    'Helpfulness',
    'Professionalism',
  ]) {
    await stars(page, label, 4);
  }
  await choose(page, 'Did you have enough privacy?', 'Yes');
  await choose(page, 'Noise level', 'Quiet');
  await choose(page, 'Pest issues', 'None');
  await choose(page, 'Were repairs done?', 'Prompt And Effective');
  await page.getByLabel('Review heading').fill(title);
  await page
    .getByLabel('Review', { exact: true })
    .fill('I rented here for eighteen months; the tenancy agreement is attached for the moderators.');
}

/** Continue → confirm → 'Anonymity & Consent' (optionally anonymous) → Publish. */
export async function publishReview(page: Page, opts: { anonymous?: boolean } = {}) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publish' }).click();
  const consent = page.getByRole('dialog', { name: 'Anonymity & Consent' });
  if (opts.anonymous) await consent.getByRole('checkbox', { name: /Post this review anonymously/ }).click();
  await consent.getByRole('checkbox', { name: /not name individuals/ }).click();
  await consent.getByRole('checkbox', { name: /may be moderated/ }).click();
  await consent.getByRole('button', { name: 'Publish' }).click();
}
