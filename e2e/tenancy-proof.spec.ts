import { type APIRequestContext, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { REVIEW_FORM_MESSAGES } from '../src/shared/review-form-text';
import { TENANCY_PROOF_MESSAGES as M, VERIFICATION_LABELS } from '../src/shared/tenancy-proof';
import { createVerifiedRenter, sessionToken, signInAsAdmin, signInThroughForm } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { fillRequiredFields, publishReview } from './support/review-form';
import { uniqueTitle } from './support/reviews';

/**
 * Issue 21, verified tenancy: a renter attaches proof offline and the queued review carries it on
 * reconnect; an admin opens the proof, verifies, and the public card shows 'Verified tenant' while
 * the proof URL answers 404 (the file is gone).
 */

const PROPERTY = { slug: 'marina-bay-suites', name: 'Marina Bay Suites' };

// The page stays open while offline (no reload), so no service worker is needed: the write form and
// its dialogs are in the chunk already loaded.
// ~20 controls to fill on a shared machine: generous, like write-review.spec.ts.
test.describe.configure({ timeout: 360_000 });

interface OwnReview {
  id: string;
  title: string;
  status: string;
  isAnonymous: boolean;
  verification: string;
}

async function ownReview(request: APIRequestContext, token: string, title: string): Promise<OwnReview | undefined> {
  const res = await request.get('/api/v1/reviews/my-reviews', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { reviews: OwnReview[] } }).data.reviews.find((r) => r.title === title);
}

test('a renter attaches proof offline, it goes with the queued review; an admin verifies; the card shows the badge', async ({
  page,
  context,
  request,
  browser,
  baseURL,
}) => {
  const title = uniqueTitle('Proof stay');
  const renter = await createVerifiedRenter(request, 'proof');
  await signInThroughForm(page, renter, `/write-review/${PROPERTY.slug}`);
  await expect(page.getByRole('heading', { name: 'Tell us about your Stay' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(PROPERTY.name).first()).toBeVisible();
  const renterToken = (await sessionToken(page))!;

  await context.setOffline(true);
  await fillRequiredFields(page, title);
  const proofInput = page.getByLabel(M.label);
  await expect(page.getByText(/Only moderators see it, and it is deleted/)).toBeVisible();
  // Checked in the browser with the server's rules: a text file named .pdf is refused.
  await proofInput.setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert').filter({ hasText: M.type })).toBeVisible();
  const png = await sharp({ create: { width: 200, height: 120, channels: 3, background: '#ddeeff' } })
    .png()
    .toBuffer();
  await proofInput.setInputFiles({ name: 'tenancy-agreement.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('tenancy-proof-name')).toContainText('tenancy-agreement.png');

  await publishReview(page, { anonymous: true });
  await expect(page.getByRole('dialog', { name: 'Thanks for your review!' })).toContainText(
    REVIEW_FORM_MESSAGES.draftQueued,
  );
  expect(await ownReview(request, renterToken, title)).toBeUndefined();

  // Back online: the outbox sends the review with its proof.
  await context.setOffline(false);
  await expect
    .poll(async () => (await ownReview(request, renterToken, title))?.verification, { timeout: 30_000 })
    .toBe('PENDING');
  const review = (await ownReview(request, renterToken, title))!;
  expect(review.isAnonymous).toBe(true);
  const proofUrl = `/api/v1/admin/reviews/${review.id}/tenancy-proof`;
  // The author cannot read their proof back.
  expect((await request.get(proofUrl, { headers: { Authorization: `Bearer ${renterToken}` } })).status()).toBe(403);

  // The admin, in a browser of their own.
  const adminContext = await browser.newContext({ baseURL });
  try {
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin, `/admin-login?redirect=${encodeURIComponent(`/admin/reviews/list?search=${title}`)}`);
    await expect(admin.getByRole('table').getByRole('row')).toHaveCount(2);
    await expect(admin.getByRole('table')).toContainText(M.proofToCheck);
    await admin.getByRole('button', { name: `View ${title}` }).click();
    const dialog = admin.getByRole('dialog', { name: title });
    await expect(dialog.getByTestId('admin-verification')).toHaveText(VERIFICATION_LABELS.PENDING);
    await expectNoAxeViolations(admin, 'admin review dialog with a proof');

    // Opens the proof: fetched with the admin's token, shown in a new tab from a blob: URL.
    const popup = admin.waitForEvent('popup');
    await dialog.getByRole('button', { name: M.open }).click();
    const tab = await popup;
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await tab.close();

    await dialog.getByRole('button', { name: M.markVerified }).click();
    await expect(admin.getByText(M.verifiedDone)).toBeVisible();
    await expect(dialog.getByTestId('admin-verification')).toHaveText(VERIFICATION_LABELS.VERIFIED);
    await expect(dialog.getByRole('button', { name: M.open })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText('Review status updated to APPROVED.')).toBeVisible();

    // The proof is gone: its URL answers 404, even to the admin.
    const adminToken = (await sessionToken(admin))!;
    const gone = await request.get(proofUrl, { headers: { Authorization: `Bearer ${adminToken}` } });
    expect(gone.status()).toBe(404);
    expect(await gone.text()).toContain(M.notFound);
  } finally {
    await adminContext.close();
  }

  // The public card: the badge, and still no name (the review is anonymous).
  await page.goto(`/property/${PROPERTY.slug}`);
  const card = page.getByRole('article').filter({ hasText: title });
  // A loaded shared machine takes a while to load the property's reviews.
  await expect(card).toHaveCount(1, { timeout: 30_000 });
  await expect(card.getByTestId('verified-tenant')).toHaveText(M.badge);
  await expect(card).toContainText('Anonymous');
  await expect(card).not.toContainText(renter.firstName);
  await expect(page.getByTestId('verified-count')).toBeVisible();
});
