import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from '../playwright.config';
import { startStaticAppServer } from './support/static-app-server';

/**
 * Two builds with different versions on one origin: the tab running the first is offered the second
 * within 5 s of becoming visible, and 'Reload' activates it with exactly one reload. The app is
 * served by a small static server (port E2E_PORT + 50) whose folder the test switches, as a deploy
 * does; the API goes to the e2e server.
 */
const UPDATE_PORT = Number(new URL(E2E_BASE_URL).port) + 50;
const NEXT_VERSION = 'e2e-next-build';
const versionOf = (html: string) => /<meta name="app-version" content="([^"]+)"/.exec(html)?.[1];

test('a new build shows the update toast when the tab becomes visible; Reload activates it once', async ({
  browser,
}) => {
  // Includes a second production build of the app.
  test.setTimeout(240_000);
  const work = mkdtempSync(path.join(os.tmpdir(), 'hometruths-update-'));
  const first = path.join(work, 'first');
  const second = path.join(work, 'second');
  cpSync('dist/client', first, { recursive: true });
  const firstVersion = versionOf(readFileSync(path.join(first, 'index.html'), 'utf8'));
  expect(firstVersion).toBeDefined();
  const build = spawnSync('npx', ['vite', 'build', '--outDir', second, '--emptyOutDir', '--logLevel', 'error'], {
    env: { ...process.env, APP_VERSION: NEXT_VERSION },
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);

  const server = await startStaticAppServer({ root: first, port: UPDATE_PORT, apiOrigin: E2E_BASE_URL });
  const context = await browser.newContext({ baseURL: `http://localhost:${UPDATE_PORT}`, serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const version = page.locator('meta[name="app-version"]');
    await expect(version).toHaveAttribute('content', firstVersion!);

    server.switchTo(second);
    let loads = 0;
    page.on('load', () => (loads += 1));
    // Headless Chromium never hides a tab, so the test sends the event a tab coming back would get.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByText('Update available')).toBeVisible({ timeout: 5_000 });

    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(version).toHaveAttribute('content', NEXT_VERSION);
    await expect(page.getByRole('heading', { level: 1, name: 'Find Your Ideal Home' })).toBeVisible();
    // Give a second reload the chance to happen: there must be none.
    await page.waitForTimeout(2_000);
    expect(loads).toBe(1);
    const registration = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return { waiting: !!reg?.waiting, active: reg?.active?.state, controlled: !!navigator.serviceWorker.controller };
    });
    expect(registration).toEqual({ waiting: false, active: 'activated', controlled: true });
    await expect(page.getByText('Update available')).toBeHidden();
  } finally {
    await context.close();
    await server.close();
    rmSync(work, { recursive: true, force: true });
  }
});
