import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

/**
 * Waits until no toast is fading in or out: axe measures a half-faded toast's text against the page
 * behind it and reports a contrast its resting colours do not have (a CI run's "edit property" page,
 * right after the "created" toast).
 */
async function toastsAtRest(page: Page) {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-sonner-toast]')).every((toast) =>
      toast.getAnimations({ subtree: true }).every((animation: Animation) => animation.playState !== 'running'),
    ),
  );
}

/**
 * The page as it is now has no WCAG 2 A / AA violation (axe-core); `label` names it in a failure.
 * From the first check on, the page prefers reduced motion, which our toasts (sonner) honour with no
 * transition at all: a toast whose time ran out while axe was measuring (after toastsAtRest saw it at
 * rest) faded out mid-analysis, and its half-faded title failed colour contrast (a local run's "edit
 * property" page, 2026-11-28). Now it is either shown whole or gone (opacity 0, which axe skips).
 */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await toastsAtRest(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const found = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found, label).toEqual([]);
}
