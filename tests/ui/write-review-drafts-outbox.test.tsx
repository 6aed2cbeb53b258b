import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type OutboxEvent, queueForPublish } from '@/features/write-review/offline/outbox';
import type { PublishTransport, TransportResponse } from '@/features/write-review/offline/publish-transport';
import { publishDraft, startOutbox } from '@/features/write-review/offline/start-outbox';
import { OfflineDb, type OutboxPayload, setOfflineDb } from '@/lib/offline-db';
import { sessionStore } from '@/lib/session';
import { REVIEW_FORM_MESSAGES } from '@/shared/review-form-text';

/** The outbox wired to the page: what makes a queued review go out without the renter doing anything. */

let db: OfflineDb;
let stop: (() => void) | undefined;

beforeEach(async () => {
  db = new OfflineDb(`outbox-page-${crypto.randomUUID()}`);
  await db.open();
  setOfflineDb(db);
  sessionStore.clear();
});
afterEach(async () => {
  // Unmount first (no globals, so Testing Library cannot): a live query left mounted would render
  // after the database and then the test environment are gone.
  cleanup();
  stop?.();
  stop = undefined;
  vi.restoreAllMocks();
  setOfflineDb(undefined);
  sessionStore.clear();
  await db.delete();
});

const signIn = () =>
  sessionStore.set({
    token: 'token-1',
    user: {
      id: 'renter-1',
      email: 'r@x.test',
      firstName: 'R',
      lastName: 'O',
      role: 'USER',
      isVerified: true,
      isSocialLogin: false,
    },
  });

const payload: OutboxPayload = {
  fields: { title: 'Great flat', body: 'Would rent again.' },
  isAnonymous: true,
  target: { kind: 'new-property' },
};

async function queued(id = 'd1') {
  await db.drafts.add({ id, values: { title: 'Great flat' }, updatedAt: 1, state: 'editing' });
  return queueForPublish(id, payload, { db, userId: 'renter-1' });
}

function transport(...answers: (TransportResponse | Error)[]) {
  const calls: { key: string; token: string }[] = [];
  const send: PublishTransport = async (item, _files, token) => {
    calls.push({ key: item.idempotencyKey, token });
    const next = answers.shift() ?? { status: 201, body: { success: true, data: { id: 'review-1' } } };
    if (next instanceof Error) throw next;
    return next;
  };
  return { send, calls };
}

const stateOf = async (id = 'd1') => (await db.drafts.get(id))?.state;

describe('startOutbox', () => {
  it('drains at app start and tells the page the review went out', async () => {
    signIn();
    const { idempotencyKey } = await queued();
    const events: OutboxEvent[] = [];
    const t = transport();
    stop = startOutbox({ transport: t.send, onEvent: (e) => events.push(e) });
    await waitFor(async () => expect(await stateOf()).toBe('published'));
    expect(t.calls).toEqual([{ key: idempotencyKey, token: 'token-1' }]);
    expect(events.map((e) => e.type)).toEqual(['sending', 'published']);
  });

  it('drains when the browser comes back online', async () => {
    signIn();
    await queued();
    let online = false;
    const t = transport();
    stop = startOutbox({ transport: t.send, isOnline: () => online });
    await new Promise((r) => setTimeout(r, 50));
    expect(t.calls).toHaveLength(0);
    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(async () => expect(await stateOf()).toBe('published'));
  });

  it('drains when the tab becomes visible again', async () => {
    signIn();
    let online = false;
    const t = transport();
    stop = startOutbox({ transport: t.send, isOnline: () => online });
    await queued();
    online = true;
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(async () => expect(await stateOf()).toBe('published'));
  });

  it('waits for the renter to sign in again after a 401, then sends the same key', async () => {
    signIn();
    const { idempotencyKey } = await queued();
    const t = transport({ status: 401, body: { success: false } });
    stop = startOutbox({ transport: t.send });
    await waitFor(async () => expect((await db.outbox.get('d1'))?.waitingForSignIn).toBe(1));
    expect(await stateOf()).toBe('queued');
    sessionStore.clear();
    sessionStore.set({
      token: 'token-2',
      user: {
        id: 'renter-1',
        email: 'r@x.test',
        firstName: 'R',
        lastName: 'O',
        role: 'USER',
        isVerified: true,
        isSocialLogin: false,
      },
    });
    await waitFor(async () => expect(await stateOf()).toBe('published'));
    expect(t.calls.map((c) => [c.key, c.token])).toEqual([
      [idempotencyKey, 'token-1'],
      [idempotencyKey, 'token-2'],
    ]);
  });

  it('retries on its backoff timer after a server error', async () => {
    signIn();
    await queued();
    const t = transport({ status: 503, body: {} });
    // random() = 0: the first backoff is its minimum, one second.
    stop = startOutbox({ transport: t.send, random: () => 0 });
    await waitFor(async () => expect((await db.outbox.get('d1'))?.attempts).toBe(1));
    await waitFor(async () => expect(await stateOf()).toBe('published'), { timeout: 3000 });
    expect(t.calls).toHaveLength(2);
  });
});

describe('publishDraft', () => {
  it('online: sends at once and answers published with the review id', async () => {
    signIn();
    await db.drafts.add({ id: 'd1', values: { title: 'Great flat' }, updatedAt: 1, state: 'editing' });
    stop = startOutbox({ transport: transport().send });
    await expect(publishDraft('d1', payload)).resolves.toEqual({ status: 'published', reviewId: 'review-1' });
  });

  it("online: a validation answer comes back with the server's field messages", async () => {
    signIn();
    await db.drafts.add({ id: 'd1', values: { title: 'x' }, updatedAt: 1, state: 'editing' });
    const body = { message: 'Invalid review.', errors: [{ path: 'body', message: REVIEW_FORM_MESSAGES.bodyRequired }] };
    stop = startOutbox({ transport: transport({ status: 400, body }).send });
    await expect(publishDraft('d1', payload)).resolves.toEqual({
      status: 'needs-attention',
      message: 'Invalid review.',
      serverErrors: { body: REVIEW_FORM_MESSAGES.bodyRequired },
    });
  });

  it('offline: queues it and says so; nothing is sent', async () => {
    signIn();
    await db.drafts.add({ id: 'd1', values: { title: 'Great flat' }, updatedAt: 1, state: 'editing' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const t = transport();
    stop = startOutbox({ transport: t.send });
    await expect(publishDraft('d1', payload)).resolves.toEqual({ status: 'queued', reason: 'offline' });
    expect(t.calls).toHaveLength(0);
    expect(await stateOf()).toBe('queued');
  });

  it('a network failure keeps it queued for a retry', async () => {
    signIn();
    await db.drafts.add({ id: 'd1', values: { title: 'Great flat' }, updatedAt: 1, state: 'editing' });
    stop = startOutbox({ transport: transport(new Error('Network error')).send, random: () => 1 });
    await expect(publishDraft('d1', payload)).resolves.toEqual({ status: 'queued', reason: 'retrying' });
    expect(await db.outbox.get('d1')).toMatchObject({ attempts: 1, lastError: 'Network error' });
  });
});

describe('start-up housekeeping', () => {
  it('drops published drafts after a week, keeps recent ones and every unpublished draft', async () => {
    const now = Date.now();
    const week = 7 * 24 * 60 * 60_000;
    await db.drafts.bulkAdd([
      { id: 'old-published', values: {}, updatedAt: now - week - 1, state: 'published' },
      { id: 'new-published', values: {}, updatedAt: now - 1000, state: 'published' },
      { id: 'old-editing', values: { title: 'x' }, updatedAt: now - 10 * week, state: 'editing' },
    ]);
    stop = startOutbox({ transport: transport().send });
    await waitFor(async () => expect(await db.drafts.get('old-published')).toBeUndefined());
    expect((await db.drafts.toArray()).map((d) => d.id).sort()).toEqual(['new-published', 'old-editing']);
  });
});
