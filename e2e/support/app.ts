import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has hydrated a server-rendered page (decisions 024 and 069): before that its
 * buttons do nothing yet. A page sent as the empty shell passes at once.
 */
export async function waitForApp(page: Page) {
  await expect(page.locator('#root[data-server-rendered]')).toHaveCount(0);
}
