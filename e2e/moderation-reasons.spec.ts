import { expect, test } from '@playwright/test';
import { signInAsAdmin, signInThroughForm } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { uniqueTitle, writePendingReview } from './support/reviews';

/** Issue 21: a rejection says why, the author reads it, and the moderation log records it. */

test('an admin rejects a review with a reason; the author sees it in /my-review; the log records it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const title = uniqueTitle('Reject me');
  const note = 'Please remove the landlord phone number.';
  const review = await writePendingReview(request, title);

  await signInAsAdmin(page, `/admin-login?redirect=${encodeURIComponent(`/admin/reviews/list?search=${title}`)}`);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: `Reject ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this review?' });
  // Nothing is sent without a reason.
  await dialog.getByRole('button', { name: 'Reject review' }).click();
  await expect(dialog.getByText('Choose a reason for rejecting this review.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Personal information' }).check();
  await dialog.getByRole('textbox', { name: /Note/ }).fill(note);
  await dialog.getByRole('button', { name: 'Reject review' }).click();
  await expect(page.getByText('Review status updated to REJECTED.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The log lists the rejection with its reason; the page passes axe.
  await page.goto(`/admin/moderation-log?search=${encodeURIComponent(title)}&action=REVIEW_REJECT`);
  await expect(page.getByRole('heading', { name: 'Moderation log' })).toBeVisible();
  const row = page.getByRole('table').getByRole('row').nth(1);
  await expect(row).toContainText(title);
  await expect(row).toContainText('Review rejected');
  await expect(row).toContainText(`Personal information: ${note}`);
  await expect(page.getByRole('combobox', { name: 'Action' })).toHaveValue('REVIEW_REJECT');
  await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false');
  await expectNoAxeViolations(page, '/admin/moderation-log');

  // The author, signed in on their own, reads the reason on the card.
  const authorContext = await browser.newContext({ baseURL });
  try {
    const authorPage = await authorContext.newPage();
    await signInThroughForm(authorPage, review.author, '/my-review');
    await authorPage.goto('/my-review');
    const card = authorPage.getByRole('article').filter({ hasText: title });
    await expect(card.getByText('Rejected')).toBeVisible();
    await expect(card.getByRole('note')).toHaveText(`Why it was not approved: Personal information: ${note}`);
  } finally {
    await authorContext.close();
  }
});
