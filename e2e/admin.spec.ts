import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createVerifiedRenter, sessionToken, signInAsAdmin } from './support/auth';
import { approveAndReport, uniqueTitle, writePendingReview } from './support/reviews';

/** The back office's server-side tables: URL state, moderation, and accessibility. */

const firstCell = (page: Page, column: number) =>
  page.getByRole('table').getByRole('row').nth(1).getByRole('cell').nth(column);

async function adminGet(request: APIRequestContext, page: Page, path: string) {
  const token = await sessionToken(page);
  const res = await request.get(`/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { data: Record<string, unknown> };
}

test('user list: sort by email descending, search, page 2, reload and Back restore the view', async ({ page }) => {
  await signInAsAdmin(page, '/admin-login?redirect=%2Fadmin%2Fuser%2Flist');
  await expect(page).toHaveURL(/\/admin\/user\/list/);
  await expect(page.getByRole('heading', { name: 'User list' })).toBeVisible();

  // A new column sorts ascending first; the second click toggles.
  await page.getByRole('button', { name: 'Email: sort ascending' }).click();
  await expect(page).toHaveURL(/sortBy=email/);
  await expect(page).toHaveURL(/sortOrder=asc/);
  await page.getByRole('button', { name: 'Email: sort descending' }).click();
  await expect(page).toHaveURL(/sortOrder=desc/);
  await expect(firstCell(page, 1)).toHaveText('renter9@hometruths.local');

  // The search box writes the URL after typing stops, back on page 1.
  await page.getByRole('searchbox', { name: 'Search users' }).fill('renter1');
  await expect(page).toHaveURL(/search=renter1/);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(5);
  // Descending by email: '@' sorts after the digits, so renter1@ comes before renter12@.
  const emails = page.getByRole('table').getByRole('row').locator('td:nth-child(2)');
  await expect(emails).toHaveText([
    'renter1@hometruths.local',
    'renter12@hometruths.local',
    'renter11@hometruths.local',
    'renter10@hometruths.local',
  ]);
  await page.getByRole('searchbox', { name: 'Search users' }).fill('');
  await expect(page).not.toHaveURL(/search=renter1/);

  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  // Page 1's rows stay on screen until page 2's arrive: read the first row once they have.
  await expect(firstCell(page, 1)).not.toHaveText('renter9@hometruths.local');
  const firstOnPage2 = await firstCell(page, 1).textContent();
  await page.reload();
  await expect(page).toHaveURL(/page=2/);
  await expect(firstCell(page, 1)).toHaveText(firstOnPage2 ?? '');
  await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');

  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page).toHaveURL(/sortOrder=desc/);
  await expect(firstCell(page, 1)).toHaveText('renter9@hometruths.local');

  // Junk in the URL falls back to the defaults.
  await page.goto('/admin/user/list?sortBy=password&page=-3&sortOrder=up');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
});

test('deactivating a renter ends their session', async ({ page, request }) => {
  const renter = await createVerifiedRenter(request, 'deactivate');
  const login = await request.post('/api/v1/users/login', { data: { email: renter.email, password: renter.password } });
  const renterToken = ((await login.json()) as { data: { token: string } }).data.token;
  const check = () => request.get('/api/v1/users/check-token', { headers: { authorization: `Bearer ${renterToken}` } });
  expect((await check()).status()).toBe(200);

  await signInAsAdmin(page, `/admin-login?redirect=${encodeURIComponent(`/admin/user/list?search=${renter.email}`)}`);
  await expect(firstCell(page, 1)).toHaveText(renter.email);
  await page.getByRole('button', { name: `Actions for ${renter.firstName} ${renter.lastName}` }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('User deactivated successfully!')).toBeVisible();
  await expect(firstCell(page, 4)).toHaveText('Inactive');
  expect((await check()).status()).toBe(401);
});

test('approving a pending review publishes it', async ({ page, request, browser, baseURL }) => {
  const title = uniqueTitle('Approve me');
  const pending = await writePendingReview(request, title);
  const property = async () =>
    (await (await request.get(`/api/v1/properties/get-suggestions-detail/${pending.propertyId}`)).json()).data as {
      slug: string;
      reviewCount: number;
      overallRating: number;
    };
  const before = await property();

  await signInAsAdmin(page, `/admin-login?redirect=${encodeURIComponent(`/admin/reviews/list?search=${title}`)}`);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  // The sidebar counts the reviews waiting for moderation, this one included.
  const { pendingReviews } = (await adminGet(request, page, '/admin/overview-counts')).data as {
    pendingReviews: number;
  };
  expect(pendingReviews).toBeGreaterThanOrEqual(1);
  const reviewsEntry = page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Reviews List', exact: true });
  await expect(reviewsEntry).toHaveAccessibleDescription(`${pendingReviews} pending`);

  await page.getByRole('button', { name: `View ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Review status updated to APPROVED.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The badge follows at once (no reload): the approve invalidated the counts.
  if (pendingReviews > 1) await expect(reviewsEntry).toHaveAccessibleDescription(`${pendingReviews - 1} pending`);
  else await expect(reviewsEntry).not.toHaveAttribute('aria-describedby');

  const after = await property();
  expect(after.reviewCount).toBe(before.reviewCount + 1);
  // A visitor (an admin is sent back to the back office) sees the review on the public property
  // page with the updated rating and count.
  const visitor = await browser.newContext({ baseURL });
  try {
    const publicPage = await visitor.newPage();
    await publicPage.goto(`/property/${after.slug}`);
    await expect(publicPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(publicPage.getByText(title)).toBeVisible();
    await expect(publicPage.getByText(`${after.overallRating.toFixed(1)} out of 5.0`)).toBeVisible();
    await expect(
      // exact: the 'Last 12 months: X.X (N reviews)' line holds the same words in lower case.
      publicPage.getByText(`(${after.reviewCount} Review${after.reviewCount === 1 ? '' : 's'})`, { exact: true }),
    ).toBeVisible();
  } finally {
    await visitor.close();
  }
});

test('resolving a report by deleting the review', async ({ page, request }) => {
  const title = uniqueTitle('Report me');
  const review = await writePendingReview(request, title);
  await signInAsAdmin(
    page,
    `/admin-login?redirect=${encodeURIComponent('/admin/reviews/reported?sortBy=createdAt&sortOrder=desc')}`,
  );
  await expect(page.getByRole('heading', { name: 'Reported reviews' })).toBeVisible();
  await approveAndReport(request, (await sessionToken(page))!, review.id);
  await page.reload();

  await page.getByRole('button', { name: `Open report on ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Delete review' }).click();
  await expect(page.getByText('Report resolved successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const reviews = await adminGet(
    request,
    page,
    `/admin/admin-get-all-reviews?limit=100&search=${encodeURIComponent(title)}`,
  );
  expect(reviews.data.reviews).toEqual([]);
  const publicList = await request.get(`/api/v1/reviews/property/${review.propertyId}?pageSize=100`);
  expect(((await publicList.json()).data.reviews as { id: string }[]).map((r) => r.id)).not.toContain(review.id);
});

test('admin pages and dialogs have no axe violations (WCAG 2 A/AA)', async ({ page }) => {
  await signInAsAdmin(page);
  for (const path of [
    '/admin/user/list',
    '/admin/reviews/list',
    '/admin/reviews/anonymous-review',
    '/admin/reviews/reported',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('table').getByRole('row').nth(1).getByRole('cell').first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false');
    await expectNoAxeViolations(page, path);
  }

  // Open dialogs: a user's details and edit form, a review's detail.
  await page.goto('/admin/user/list?search=renter2%40');
  await page
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'View' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, 'user view dialog');
  await page.keyboard.press('Escape');
  await page
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, 'user edit dialog');
  await page.keyboard.press('Escape');

  await page.goto('/admin/reviews/list');
  await page
    .getByRole('button', { name: /^View / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, 'review detail dialog');

  await page.goto('/admin/change-password');
  await expect(page.getByRole('button', { name: 'Update Password' })).toBeVisible();
  await expectNoAxeViolations(page, 'change password');
});
