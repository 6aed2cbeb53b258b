import { expect, test } from '@playwright/test';
import { waitForApp } from './support/app';

// Demo seed: a property with approved reviews (see read-side.spec.ts).
const PROPERTY = { name: 'Marina Bay Suites', slug: 'marina-bay-suites' };
const REVIEW_TITLE = 'Good value for the area';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('public pages show their content from the server', async ({ page }) => {
    await page.goto(`/property/${PROPERTY.slug}`);
    await expect(page.locator('#root[data-server-rendered]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: PROPERTY.name })).toBeVisible();
    await expect(page.getByText(/^\d\.\d out of 5\.0$/)).toBeVisible();
    await expect(page.getByText(REVIEW_TITLE).first()).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Find Your Ideal Home' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();

    await page.goto('/properties-listing');
    await expect(page.getByRole('link', { name: /^View Details of / }).first()).toBeVisible();
  });
});

test('the app takes over a server-rendered page without console errors or layout shift', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });

  for (const path of [
    '/',
    '/properties-listing',
    `/property/${PROPERTY.slug}`,
    '/write-review',
    '/privacy-policy',
    '/terms-and-condition',
  ]) {
    await page.goto(path);
    // main.tsx reads the inlined data and removes it before the app renders, then drops the mark.
    await expect(page.locator('#query-state')).toHaveCount(0);
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    const shift = await page.evaluate(() => (window as unknown as { __shifts: { total: number } }).__shifts.total);
    expect(shift, path).toBeLessThan(0.02);
  }

  // The page is the app's now: a client-side navigation works.
  await page.goto(`/property/${PROPERTY.slug}`);
  await waitForApp(page);
  await page.getByRole('link', { name: 'Search' }).first().click();
  await expect(page).toHaveURL(/\/properties-listing/);
  await expect(page.getByRole('link', { name: /^View Details of / }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('text typed into the server-rendered page before the app starts is kept, with the focus', async ({ page }) => {
  // The app's code is held back until the visitor has typed into the server's markup.
  let release = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const search = page.getByRole('combobox', { name: 'Search properties' });
  await search.fill('marn');
  release();
  await waitForApp(page);
  await expect(search).toHaveValue('marn');
  await expect(search).toBeFocused();
  await expect(page.getByRole('option', { name: new RegExp(PROPERTY.name) })).toBeVisible();
});

test('keys pressed while the app takes over the server-rendered page all land in the field', async ({ page }) => {
  // A slow phone: the takeover falls among the keystrokes of a steady typist.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const keys: boolean[] = [];
    Object.assign(window, { keysOnServerMarkup: keys });
    document.addEventListener(
      'keydown',
      () => keys.push(!!document.querySelector('#root[data-server-rendered]')),
      true,
    );
  });
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/properties-listing');
  let text = 'marina one residences near the bay';
  const search = page.getByRole('combobox', { name: 'Search properties' });
  await search.pressSequentially(text, { delay: 30 });
  // A slower host may still be starting the app: go on typing, a key at a time, until it has taken
  // over, then a few keys more.
  const serverMarkup = page.locator('#root[data-server-rendered]');
  for (let after = 0, i = 0; after < 3 && i < 60; i++) {
    if ((await serverMarkup.count()) === 0) after++;
    const key = ' and the park'[i % 13]!;
    await search.press(key === ' ' ? 'Space' : key, { delay: 30 });
    text += key;
  }
  await expect(search).toHaveValue(text);
  await expect(search).toBeFocused();
  // The takeover happened while the keys were pressed (else the test proves nothing).
  const keys = await page.evaluate(() => (window as unknown as { keysOnServerMarkup: boolean[] }).keysOnServerMarkup);
  expect(keys[0], "the first key went to the server's markup").toBe(true);
  expect(keys.at(-1), 'the last key went to the app').toBe(false);
  expect(errors).toEqual([]);
});

test.describe('a visitor whose year is not yet the server’s', () => {
  // 20:00 UTC on the 31st of December is already the next year in India (+5:30), not on the server.
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('the page hydrates without a mismatch, then shows the visitor’s own year', async ({ page }) => {
    const year = new Date().getUTCFullYear();
    await page.clock.setFixedTime(new Date(Date.UTC(year, 11, 31, 20)));
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));

    for (const path of ['/', '/write-review']) {
      await page.goto(path);
      await waitForApp(page);
      // The server wrote this year in UTC, the hydration read the same, then the visitor's year.
      await expect(page.getByText(`© ${year + 1} HomeTruths.`)).toBeVisible();
    }
    const startYear = page.getByRole('combobox', { name: 'Stay start year' });
    await expect(startYear.locator('option').nth(1)).toHaveText(String(year + 1));
    expect(errors).toEqual([]);
  });
});
