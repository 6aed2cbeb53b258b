import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, expect, type Page, type Request, test } from '@playwright/test';
import { CHROMIUM_LAUNCH, E2E_BASE_URL } from '../playwright.config';
import { seededRenter, signInThroughForm } from './support/auth';

/**
 * The installable app in a persistent profile (an incognito context always reports 'in-incognito'),
 * with its service worker running: install offer, offline reading, sign-out leaving no private
 * answer in Cache Storage. The tests share one profile and run in order.
 */
// Generous time: a fresh profile installs the worker and precaches the whole app shell first.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const OFFLINE_BANNER = /You are offline/;
const OFFLINE_MESSAGE = 'You are offline and this page was not saved for offline reading. Reconnect and try again.';

let profileDir: string;
let context: BrowserContext;
let page: Page;

test.beforeAll(async () => {
  profileDir = mkdtempSync(path.join(os.tmpdir(), 'hometruths-pwa-'));
  context = await chromium.launchPersistentContext(profileDir, {
    ...CHROMIUM_LAUNCH,
    // Chromium offers installation (beforeinstallprompt) only after some use of a site; this
    // switch skips that engagement check, as a renter who has browsed a while would pass it.
    args: [...CHROMIUM_LAUNCH.args, '--bypass-app-banner-engagement-checks'],
    baseURL: E2E_BASE_URL,
    serviceWorkers: 'allow',
    viewport: { width: 1280, height: 800 },
  });
  page = context.pages()[0] ?? (await context.newPage());
});

test.afterAll(async () => {
  await context?.close();
  rmSync(profileDir, { recursive: true, force: true });
});

const header = () => page.getByRole('banner');
const controlled = () => page.waitForFunction(() => navigator.serviceWorker.controller !== null);

/** Requests answered by the network rather than the service worker (what reached the server). */
function countServerHits() {
  const hits: string[] = [];
  const onFinished = async (request: Request) => {
    const response = await request.response();
    if (response && !response.fromServiceWorker()) hits.push(request.url());
  };
  context.on('requestfinished', onFinished);
  return { hits, stop: () => context.off('requestfinished', onFinished) };
}

test('installable: no installability errors, and the menus offer Install app', async () => {
  await page.goto('/');
  await controlled();
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const { errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  // A session left attached makes later navigations forget context.setOffline().
  await cdp.detach();

  // The real beforeinstallprompt from Chromium, captured before React mounted: the mobile menu offers it.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Install app' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('visited pages open offline with nothing reaching the server; unvisited ones show the offline state', async () => {
  // Visit while online (the worker controls the page, so the public API answers are cached).
  // Each page's images (lazy thumbnails included) must have loaded before the next page, or the
  // offline visit would ask for one the worker never saw.
  const imagesLoaded = async () => {
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() =>
      Array.from(document.images).every((img) => img.complete || img.getBoundingClientRect().top > window.innerHeight),
    );
  };
  await page.goto('/');
  await controlled();
  const homeReview = await page.getByRole('article').first().getByRole('heading').first().textContent();
  await imagesLoaded();
  await page.goto('/properties-listing');
  const listed = await page.getByRole('article').first().getByRole('heading').first().textContent();
  await imagesLoaded();
  await page.goto('/property/marina-bay-suites');
  await expect(page.getByRole('heading', { level: 1, name: 'Marina Bay Suites' })).toBeVisible();
  const propertyReview = await page.getByRole('article').first().getByRole('heading').first().textContent();
  expect([homeReview, listed, propertyReview].every(Boolean)).toBe(true);
  await imagesLoaded();
  const server = countServerHits();
  await context.setOffline(true);
  try {
    for (const [url, text] of [
      ['/', homeReview],
      ['/properties-listing', listed],
      ['/property/marina-bay-suites', propertyReview],
    ] as const) {
      await page.goto(url);
      await page.reload();
      await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
      await expect(page.getByRole('article').getByRole('heading', { name: text! }).first()).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: OFFLINE_MESSAGE })).toHaveCount(0);
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Marina Bay Suites' })).toBeVisible();

    // A property never opened: the app itself, saying plainly that this page is not saved, with a retry.
    await page.goto('/property/the-interlace');
    await expect(header()).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: OFFLINE_MESSAGE })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

    // Any path opens the app from the shell offline (never the browser's error page): /write-review,
    // whatever that route shows, and a path the app does not have (its own 404 page).
    for (const url of ['/write-review', '/no-such-page-offline']) {
      await page.goto(url);
      await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
      await expect(page.locator('#root')).not.toBeEmpty();
    }
    await expect(page.getByRole('heading', { name: 'Sorry, page not found!' })).toBeVisible();
    expect(server.hits).toEqual([]);
  } finally {
    server.stop();
    await context.setOffline(false);
  }

  // Back online: the banner goes, and the retry loads the page that was missing.
  await page.goto('/property/the-interlace');
  await expect(page.getByRole('heading', { level: 1, name: 'The Interlace' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_BANNER)).toBeHidden();
});

test('after sign-out no cache holds an answer that was sent with a bearer token', async () => {
  const withToken = new Set<string>();
  const withoutToken = new Set<string>();
  page.on('request', (request) => {
    if (!request.url().includes('/api/')) return;
    (request.headers()['authorization'] ? withToken : withoutToken).add(request.url());
  });
  await page.goto('/sign-in');
  await controlled();
  await page.waitForLoadState('networkidle');
  // Start from empty runtime caches: whatever is cached at the end was fetched in this test.
  await page.evaluate(async () => {
    for (const name of await caches.keys()) if (!name.includes('precache')) await caches.delete(name);
  });

  await signInThroughForm(page, seededRenter(1));
  await page.goto('/property/marina-bay-suites');
  await expect(page.getByRole('heading', { level: 1, name: 'Marina Bay Suites' })).toBeVisible();
  await page.goto('/properties-listing');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(withToken.size).toBeGreaterThan(0);

  // The signed-in header menu offers the install too.
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Install app' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  const cached = await cachedRequests();
  expect(cached.filter((e) => e.authorization)).toEqual([]);
  // No answer fetched with the token (check-token, the reviews list with the renter's likes) is in any
  // cache; public reads (the property itself) go without it, so they may be cached for offline reading.
  const privateOnly = [...withToken].filter((url) => !withoutToken.has(url));
  expect(privateOnly).toContain(`${E2E_BASE_URL}/api/v1/users/check-token`);
  expect(privateOnly.some((url) => url.startsWith(`${E2E_BASE_URL}/api/v1/reviews/property/`))).toBe(true);
  expect(cached.map((e) => e.url).filter((url) => privateOnly.includes(url))).toEqual([]);

  // The same read signed out is public, and is cached for offline reading.
  await page.goto('/property/marina-bay-suites');
  await expect(page.getByRole('heading', { level: 1, name: 'Marina Bay Suites' })).toBeVisible();
  await expect
    .poll(async () => (await cachedRequests()).map((e) => e.url))
    .toContain(`${E2E_BASE_URL}/api/v1/properties/get-properties-by-slug/marina-bay-suites`);
});

/** Every request kept in Cache Storage, and whether it carried an Authorization header. */
function cachedRequests() {
  return page.evaluate(async () => {
    const entries: { url: string; authorization: boolean }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        entries.push({ url: request.url, authorization: request.headers.has('authorization') });
      }
    }
    return entries;
  });
}
