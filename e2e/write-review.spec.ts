import { type APIRequestContext, type BrowserContext, type Page, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { REVIEW_FORM_MESSAGES as M } from '../src/shared/review-form-text';
import { seededRenter, sessionToken, signInThroughForm } from './support/auth';
import { fillRequiredFields, publishReview } from './support/review-form';

const PROPERTY = { slug: 'marina-bay-suites', name: 'Marina Bay Suites' };
const RENTER = seededRenter(1);

/** A small real JPEG (the browser resizes it, the server re-encodes it). */
async function jpeg(name: string, hue: number) {
  const buffer = await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: hue, g: 120, b: 255 - hue } },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** Every field of the write form: the required ones, then owner, agent and unit. */
async function fillEveryField(page: Page, title: string) {
  await fillRequiredFields(page, title);
  await page.getByLabel('Owner name').fill('Mr Lim');
  await page.getByLabel('Owner ID').fill('OWN-12');
  await page.getByLabel('Agent name').fill('Ms Tan');
  await page.getByLabel('Agent ID').fill('AG-77');
  await page.getByLabel('Unit number').fill('12-04');
  await page.getByLabel('Tower or block').fill('Tower 2');
}

async function addTwoPhotos(page: Page) {
  // The photos' input (the form's other file input is the proof of tenancy's).
  await page
    .locator('input[type="file"][multiple]')
    .setInputFiles([await jpeg('kitchen.jpg', 40), await jpeg('balcony.jpg', 200)]);
  await expect(page.getByRole('button', { name: /^Remove photo \d/ })).toHaveCount(2);
}

async function myReviewsWithTitle(request: APIRequestContext, token: string, title: string) {
  const res = await request.get('/api/v1/reviews/my-reviews', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { reviews: { title: string; status: string; images: unknown[] }[] } };
  return body.data.reviews.filter((r) => r.title === title);
}

// Each journey fills ~30 controls and resizes photos in the browser: slow on a shared CI machine.
test.describe.configure({ timeout: 180_000 });

const hasServiceWorker = (page: Page) => page.evaluate(() => Boolean(navigator.serviceWorker?.controller));

/**
 * Reloads while offline. Without a service worker (the PWA branch not merged yet) the browser cannot
 * load the app at all offline, so the connection comes back for the navigation alone; the draft is
 * still read from IndexedDB, never from the server.
 */
async function reloadOffline(page: Page, context: BrowserContext) {
  if (await hasServiceWorker(page)) {
    await page.reload();
    return;
  }
  test.info().annotations.push({ type: 'no-service-worker', description: 'reloaded online: no service worker yet' });
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByLabel('Review heading')).toBeVisible({ timeout: 30_000 });
  await context.setOffline(true);
}

// The app shell comes from the service worker's precache when the reload happens offline. (The
// default e2e context blocks workers so that page.route sees every request.)
test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('offline: a full review with 2 photos survives a reload, is queued, and publishes exactly once later', async ({
    page,
    context,
    request,
  }) => {
    const title = `Offline stay ${Date.now().toString(36)}`;
    await signInThroughForm(page, RENTER, `/write-review/${PROPERTY.slug}`);
    await expect(page.getByRole('heading', { name: 'Tell us about your Stay' })).toBeVisible();
    await expect(page.getByLabel('Apartment name')).toHaveValue(PROPERTY.name);
    const token = (await sessionToken(page))!;
    // The worker claims the page once it has precached the app (clientsClaim).
    await expect.poll(() => hasServiceWorker(page), { timeout: 30_000 }).toBe(true);

    await context.setOffline(true);
    await fillEveryField(page, title);
    await addTwoPhotos(page);
    // The draft is stored (and named in the URL) once it holds something.
    await expect(page).toHaveURL(/draft=/);
    await page.waitForTimeout(800); // past the 500 ms autosave

    await reloadOffline(page, context);
    // A loaded shared machine takes a while to reopen the app and read the draft back.
    await expect(page.getByLabel('Review heading')).toHaveValue(title, { timeout: 30_000 });
    await expect(page.getByLabel('Owner name')).toHaveValue('Mr Lim');
    await expect(
      page.getByRole('radiogroup', { name: 'Overall rating' }).getByRole('radio', { name: '4 stars' }),
    ).toBeChecked();
    await expect(page.getByRole('button', { name: /^Remove photo \d/ })).toHaveCount(2);

    await publishReview(page);
    const thanks = page.getByRole('dialog', { name: 'Thanks for your review!' });
    await expect(thanks).toContainText(M.draftQueued);
    await expect(thanks).toContainText('Jan 2023 - Jun 2024');
    expect(await myReviewsWithTitle(request, token, title)).toHaveLength(0);
    await page.close();

    await context.setOffline(false);
    const later = await context.newPage();
    await later.goto('/');
    // The outbox drains at app start.
    await expect
      .poll(async () => (await myReviewsWithTitle(request, token, title)).map((r) => [r.status, r.images.length]), {
        timeout: 30_000,
      })
      .toEqual([['PENDING', 2]]);
    await later.goto('/my-review');
    const card = later.getByRole('article').filter({ hasText: title });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Pending')).toBeVisible();
    await expect(card.getByRole('button', { name: /Open photo/ })).toHaveCount(2);
  });
});

test('a lost answer: the first publish reaches the server, its reply is dropped, the retry makes one review', async ({
  page,
  request,
}) => {
  const title = `Lost answer ${Date.now().toString(36)}`;
  await signInThroughForm(page, RENTER, `/write-review/${PROPERTY.slug}`);
  const token = (await sessionToken(page))!;
  let dropped = 0;
  await page.route('**/api/v1/reviews/property/**', async (route) => {
    if (route.request().method() !== 'POST' || dropped > 0) return route.fallback();
    dropped += 1;
    await route.fetch();
    await route.abort();
  });
  await fillEveryField(page, title);
  await addTwoPhotos(page);
  await publishReview(page);
  await expect(page.getByRole('dialog', { name: 'Thanks for your review!' })).toBeVisible();
  expect(dropped).toBe(1);

  // The outbox retries with the same Idempotency-Key: the server answers with the stored review.
  await expect(page.getByText(M.draftPublished)).toBeVisible({ timeout: 30_000 });
  expect(await myReviewsWithTitle(request, token, title)).toHaveLength(1);
});

const offlineDatabases = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).map((info) => info.name));

test('a first visit runs no outbox: the offline database appears once the renter writes', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your Ideal Home' })).toBeVisible();
  // The outbox is launched once the page has loaded and the browser is idle (within 3 s); give it
  // the time it took to open the database when it started on every page.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  await page.waitForTimeout(2000);
  expect(await offlineDatabases(page)).toEqual([]);

  // The write page has no draft to restore or list without it, so it does not create it either…
  await page.goto('/write-review');
  await expect(page.getByLabel('Review heading')).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(1000);
  expect(await offlineDatabases(page)).toEqual([]);
  // …until the renter writes: the autosave creates it, and the draft's id goes into the address.
  await page.getByLabel('Review heading').fill('Bright corner unit');
  await expect.poll(() => offlineDatabases(page)).toContain('hometruths');
  await expect(page).toHaveURL(/[?&]draft=/);
  await page.reload();
  await expect(page.getByLabel('Review heading')).toHaveValue('Bright corner unit', { timeout: 30_000 });
});

test('stars and choices are native radios: arrow keys choose, Enter on them sends nothing', async ({ page }) => {
  await page.goto('/write-review');
  await expect(page.getByLabel('Review heading')).toBeVisible({ timeout: 30_000 });
  // Counts the form's submit events (Enter on a native radio submits its form in Chromium).
  await page.evaluate(() => {
    const counter = window as unknown as { submits: number };
    counter.submits = 0;
    document.querySelector('form[aria-label="Review form"]')!.addEventListener('submit', () => counter.submits++);
  });
  const submits = () => page.evaluate(() => (window as unknown as { submits: number }).submits);

  const overall = page.getByRole('radiogroup', { name: 'Overall rating' });
  await overall.getByRole('radio', { name: '3 stars' }).click();
  await page.keyboard.press('ArrowRight');
  await expect(overall.getByRole('radio', { name: '4 stars' })).toBeFocused();
  await expect(overall.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await page.keyboard.press('Enter');

  const stayedWith = page.getByRole('radiogroup', { name: 'Who did you stay with?' });
  await stayedWith.getByRole('radio', { name: 'Family' }).click();
  await page.keyboard.press('ArrowRight');
  await expect(stayedWith.getByRole('radio', { name: 'Partner' })).toBeChecked();
  await page.keyboard.press('Enter');
  expect(await submits()).toBe(0);

  // Enter in a text field still submits (the form's own behaviour), so the count above can tell.
  await page.getByLabel('Review heading').press('Enter');
  expect(await submits()).toBe(1);
});
