import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has replaced a server-rendered page (decision 024): before that its buttons
 * do nothing and text typed into it is lost. A page sent as the empty shell passes at once.
 */
export async function waitForApp(page: Page) {
  await expect(page.locator('#root[data-server-rendered]')).toHaveCount(0);
}
