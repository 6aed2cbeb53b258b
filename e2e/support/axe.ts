import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

/** The page as it is now has no WCAG 2 A / AA violation (axe-core); `label` names it in a failure. */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const found = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found, label).toEqual([]);
}
