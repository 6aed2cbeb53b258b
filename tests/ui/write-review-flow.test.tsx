import { QueryClientProvider } from '@tanstack/react-query';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/sonner';
import { WriteReviewPage } from '@/features/write-review/components/write-review-page';
import { startOutboxWithNotices } from '@/features/write-review/components/outbox-notices';
import { OfflineDb, setOfflineDb } from '@/lib/offline-db';
import { EMPTY_REVIEW_FORM } from '@/shared/review-form';
import { REVIEW_FORM_MESSAGES as M } from '@/shared/review-form-text';
import { writeReviewSearchSchema } from '@/shared/search-params';
import { findFormContinue, json, newQueryClient, signInAsRenter, stubFetch } from './harness';

const COMPLETE = {
  ...EMPTY_REVIEW_FORM,
  apartmentName: 'Marina Bay Suites',
  streetName: '3 Central Boulevard',
  pincode: '018972',
  overallRating: 4,
  stayedWith: 'FAMILY',
  stayStartDate: '2024-01',
  stayEndDate: '2025-06',
  responsivenessRating: 4,
  depositFairnessRating: 5,
  agentHonestyRating: 3,
  agentHelpfulnessRating: 4,
  agentProfessionalismRating: 4,
  conditionOnMoveInRating: 5,
  cleanlinessRating: 4,
  privacyRating: 'YES',
  noiseLevel: 'QUIET',
  pestIssue: 'NONE',
  repairsDone: 'NONE_NEEDED',
  title: 'Quiet and well kept',
  body: 'The agent answered within a day and returned the deposit in full.',
};

// IndexedDB (fake) and the whole form make this page slow to settle in jsdom.
configure({ asyncUtilTimeout: 10_000 });

let db: OfflineDb;
beforeEach(async () => {
  db = new OfflineDb(`write-flow-${crypto.randomUUID()}`);
  await db.open();
  setOfflineDb(db);
});
afterEach(async () => {
  setOfflineDb(undefined);
  await db.delete();
});

async function seedDraft(id: string, values: Record<string, string | number>, updatedAt = Date.now()) {
  await db.drafts.add({ id, values, updatedAt, state: 'editing' });
}

function renderWriteReview(path: string) {
  const queryClient = newQueryClient();
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
  });
  const write = createRoute({
    getParentRoute: () => root,
    path: '/write-review',
    validateSearch: writeReviewSearchSchema,
    component: function Write() {
      const { draft } = write.useSearch();
      return <WriteReviewPage draftId={draft} />;
    },
  });
  const signIn = createRoute({ getParentRoute: () => root, path: '/sign-in', component: () => <p>Sign-in page</p> });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <p>Home page</p> });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createRouter({ routeTree: root.addChildren([write, signIn, home]), history });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

async function continueAndConfirm() {
  await userEvent.click(await findFormContinue());
  const confirm = await screen.findByRole('alertdialog', { name: 'Publish your review?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Publish' }));
}

async function consentAndPublish() {
  const consent = await screen.findByRole('dialog', { name: 'Anonymity & Consent' });
  await userEvent.click(within(consent).getByRole('checkbox', { name: /anonymously/ }));
  await userEvent.click(within(consent).getByRole('checkbox', { name: /not name individuals/ }));
  await userEvent.click(within(consent).getByRole('checkbox', { name: /may be moderated/ }));
  await userEvent.click(within(consent).getByRole('button', { name: 'Publish' }));
}

describe('write review flow', { timeout: 60_000 }, () => {
  it('offers saved drafts to resume or discard when /write-review is reopened', async () => {
    await seedDraft('11111111-1111-4111-8111-111111111111', { title: 'Half-written stay' });
    const { router } = renderWriteReview('/write-review');
    const offer = await screen.findByRole('region', { name: 'Continue a saved review?' });
    expect(within(offer).getByText('Half-written stay')).toBeInTheDocument();
    expect(within(offer).getByText('Draft')).toBeInTheDocument();
    expect(within(offer).getByRole('link', { name: 'Resume Half-written stay' })).toHaveAttribute(
      'href',
      '/write-review?draft=11111111-1111-4111-8111-111111111111',
    );
    await userEvent.click(within(offer).getByRole('link', { name: 'Resume Half-written stay' }));
    // Polled by its name, not its label: a label query over the whole form costs jsdom ~100 ms, and
    // polling it while the form mounts took 7-12 s on a slow machine, past the 10 s limit. The label
    // is checked once the value is there.
    await waitFor(() => expect(document.querySelector('input[name="title"]')).toHaveValue('Half-written stay'));
    expect(screen.getByLabelText('Review heading')).toHaveValue('Half-written stay');
    expect(router.state.location.search).toEqual({ draft: '11111111-1111-4111-8111-111111111111' });
  });

  it('discards a saved draft from the offer', async () => {
    await seedDraft('22222222-2222-4222-8222-222222222222', { title: 'Never mind' });
    renderWriteReview('/write-review');
    const offer = await screen.findByRole('region', { name: 'Continue a saved review?' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Discard Never mind' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Continue a saved review?' })).not.toBeInTheDocument(),
    );
    expect(await db.drafts.count()).toBe(0);
  });

  it('signed out at publish: keeps the draft and goes to sign-in with the way back', async () => {
    const id = '33333333-3333-4333-8333-333333333333';
    await seedDraft(id, COMPLETE);
    const { router } = renderWriteReview(`/write-review?draft=${id}`);
    await continueAndConfirm();
    expect(await screen.findByText(M.publishGate)).toBeInTheDocument();
    await screen.findByText('Sign-in page');
    expect(router.state.location.search).toEqual({ redirect: `/write-review?draft=${id}` });
    expect((await db.drafts.get(id))?.values.title).toBe(COMPLETE.title);
  });

  it('publishes online through the outbox and thanks the renter with the review and count', async () => {
    signInAsRenter();
    const id = '44444444-4444-4444-8444-444444444444';
    await seedDraft(id, COMPLETE);
    const seen = stubFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/v1/reviews/my-reviews') {
        return json({
          success: true,
          message: 'ok',
          data: { reviews: [{ id: 'r1' }, { id: 'r2' }], summary: { totalReviews: 2 } },
        });
      }
      return json({ success: false, message: 'Not found' }, 404);
    });
    const requests: { url: string; key: string | null; body: FormData }[] = [];
    const { queryClient } = renderWriteReview(`/write-review?draft=${id}`);
    // The XHR transport is the browser's; here the outbox sends through a recording transport.
    const stop = startOutboxWithNotices(queryClient, {
      transport: async (item, files) => {
        requests.push({ url: item.payload.target.kind, key: item.idempotencyKey, body: new FormData() });
        expect(files).toEqual([]);
        return { status: 201, body: { success: true, message: M.submitted, data: { id: 'r2' } } };
      },
    });
    try {
      await continueAndConfirm();
      await consentAndPublish();
      const thanks = await screen.findByRole('dialog', { name: 'Thanks for your review!' });
      expect(thanks).toHaveTextContent('You have written 2 reviews.');
      expect(within(thanks).getByTestId('thanks-reviewer')).toHaveTextContent('Anonymous');
      expect(within(thanks).getByTestId('thanks-stay')).toHaveTextContent('Jan 2024 - Jun 2025');
      expect(requests).toHaveLength(1);
      expect(requests[0]!.key).toMatch(/[0-9a-f-]{36}/);
      expect(seen.some((r) => new URL(r.url).pathname === '/api/v1/reviews/my-reviews')).toBe(true);
      expect((await db.drafts.get(id))?.state).toBe('published');
    } finally {
      stop();
    }
  });

  it("puts the server's validation messages on their fields", async () => {
    signInAsRenter();
    const id = '55555555-5555-4555-8555-555555555555';
    await seedDraft(id, COMPLETE);
    const { queryClient } = renderWriteReview(`/write-review?draft=${id}`);
    const stop = startOutboxWithNotices(queryClient, {
      transport: async () => ({
        status: 400,
        body: {
          success: false,
          message: 'Validation failed',
          errors: [{ path: 'title', message: 'Too similar to another review' }],
        },
      }),
    });
    try {
      await continueAndConfirm();
      await consentAndPublish();
      expect(await screen.findByText('Too similar to another review')).toBeInTheDocument();
      expect(screen.getByLabelText('Review heading')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByRole('dialog', { name: 'Thanks for your review!' })).not.toBeInTheDocument();
    } finally {
      stop();
    }
  });
});
