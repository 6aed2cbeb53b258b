import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineDb, type OutboxPayload } from '../../src/lib/offline-db';
import {
  type OutboxEvent,
  backoffDelay,
  drainOutbox,
  queueForPublish,
  resumeAfterSignIn,
  returnToEditing,
  subscribeOutbox,
} from '../../src/features/write-review/offline/outbox';
import type { PublishTransport, TransportResponse } from '../../src/features/write-review/offline/publish-transport';
import { REVIEW_FORM_MESSAGES } from '../../src/shared/review-form-text';
import { FakeReviewServer } from './outbox-fake-server';

const USER = 'user-1';
const TOKEN = 'token-1';
const T0 = 1_700_000_000_000;

let db: OfflineDb;
let events: OutboxEvent[];
let unsubscribe: () => void;

beforeEach(async () => {
  db = new OfflineDb(`outbox-outcomes-${crypto.randomUUID()}`);
  await db.open();
  events = [];
  unsubscribe = subscribeOutbox((e) => events.push(e));
});
afterEach(async () => {
  unsubscribe();
  await db.delete();
});

const payload = (title: string): OutboxPayload => ({
  fields: { title, body: 'Quiet flat, fair landlord.', overallRating: 4 },
  isAnonymous: false,
  target: { kind: 'property', propertyId: 'prop-1' },
});

async function seedDraft(id: string, photos = 0) {
  await db.drafts.add({ id, values: { title: id }, updatedAt: T0, state: 'editing' });
  for (let i = 0; i < photos; i++) {
    const bytes = new Uint8Array([i, 1, 2, 3, 4]).buffer;
    await db.draftPhotos.add({
      id: `${id}-photo-${i}`,
      draftId: id,
      bytes,
      type: 'image/webp',
      name: `p${i}.webp`,
      size: bytes.byteLength,
      width: 10,
      height: 10,
      addedAt: T0 + i,
    });
  }
}

const session = () => ({ token: TOKEN, userId: USER });
type RecordingTransport = PublishTransport & { calls: { key: string; files: File[] }[] };
/** A transport that plays the given answers in turn (an Error is a network failure), then 201s. */
function answer(...responses: (TransportResponse | Error)[]): RecordingTransport {
  const calls: RecordingTransport['calls'] = [];
  const transport: PublishTransport = async (item, files) => {
    calls.push({ key: item.idempotencyKey, files });
    const next = responses.shift() ?? { status: 201, body: { data: { id: 'r-last' } } };
    if (next instanceof Error) throw next;
    return next;
  };
  return Object.assign(transport, { calls });
}
const drain = (transport: PublishTransport, now = T0) =>
  drainOutbox(transport, { db, now: () => now, session, random: () => 0.5, isOnline: () => true });

describe('queueForPublish', () => {
  it('freezes the payload and photos, mints the key once and marks the draft queued', async () => {
    await seedDraft('d1', 2);
    const first = await queueForPublish('d1', payload('One'), { db, userId: USER, now: T0 });
    const again = await queueForPublish('d1', payload('Changed meanwhile'), { db, userId: USER, now: T0 + 5 });
    expect(again.idempotencyKey).toBe(first.idempotencyKey);
    expect(again.payload.fields.title).toBe('One');
    expect(first.photoIds).toEqual(['d1-photo-0', 'd1-photo-1']);
    expect((await db.drafts.get('d1'))?.state).toBe('queued');
    expect(await db.outbox.count()).toBe(1);
  });

  it('refuses to queue without a signed-in renter', async () => {
    await seedDraft('d1');
    await expect(queueForPublish('d1', payload('One'), { db })).rejects.toThrow(REVIEW_FORM_MESSAGES.publishGate);
  });

  it('reuses the key when the same payload is published again after going back to editing', async () => {
    await seedDraft('d1');
    const first = await queueForPublish('d1', payload('One'), { db, userId: USER });
    expect(await returnToEditing('d1', db)).toBe(true);
    expect((await db.drafts.get('d1'))?.state).toBe('editing');
    const same = await queueForPublish('d1', payload('One'), { db, userId: USER });
    expect(same.idempotencyKey).toBe(first.idempotencyKey);
    await returnToEditing('d1', db);
    const changed = await queueForPublish('d1', payload('One, edited'), { db, userId: USER });
    expect(changed.idempotencyKey).not.toBe(first.idempotencyKey);
  });
});

describe('drainOutbox outcomes', () => {
  it('2xx: the draft is published, its photos dropped and the renter told', async () => {
    await seedDraft('d1', 2);
    const { idempotencyKey } = await queueForPublish('d1', payload('One'), { db, userId: USER, now: T0 });
    const transport = answer({ status: 201, body: { success: true, data: { id: 'review-9' } } });
    const report = await drain(transport);
    expect(report.outcomes).toEqual([{ draftId: 'd1', outcome: 'published' }]);
    expect(transport.calls[0]!.key).toBe(idempotencyKey);
    // Fresh Files made from the stored bytes, in the order they were added.
    const files = transport.calls[0]!.files;
    expect(files.map((f) => [f.name, f.type, f.size])).toEqual([
      ['p0.webp', 'image/webp', 5],
      ['p1.webp', 'image/webp', 5],
    ]);
    expect(new Uint8Array(await files[1]!.arrayBuffer())[0]).toBe(1);
    const draft = await db.drafts.get('d1');
    expect(draft).toMatchObject({ state: 'published', publishedReviewId: 'review-9' });
    expect(await db.draftPhotos.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(events).toContainEqual(expect.objectContaining({ type: 'published', draftId: 'd1', reviewId: 'review-9' }));
  });

  it("reports the upload's progress while the photos go up", async () => {
    await seedDraft('d1', 1);
    await queueForPublish('d1', payload('One'), { db, userId: USER, now: T0 });
    const uploading: PublishTransport = async (_item, _files, _token, onProgress) => {
      onProgress?.(400, 1000);
      onProgress?.(1000, 1000);
      return { status: 201, body: { data: { id: 'r1' } } };
    };
    await drain(uploading);
    expect(events.map((e) => (e.type === 'progress' ? `${e.loaded}/${e.total}` : e.type))).toEqual([
      'sending',
      '400/1000',
      '1000/1000',
      'published',
    ]);
  });

  it('400: back to the renter with the server messages on their fields', async () => {
    await seedDraft('d1', 1);
    await queueForPublish('d1', payload('One'), { db, userId: USER, now: T0 });
    const body = {
      success: false,
      message: 'Validation failed.',
      errors: [
        { path: 'title', message: REVIEW_FORM_MESSAGES.titleMax },
        { path: 'pincode', message: REVIEW_FORM_MESSAGES.pincodeLength },
      ],
    };
    const report = await drain(answer({ status: 400, body }));
    expect(report.outcomes[0]!.outcome).toBe('needs-attention');
    const draft = await db.drafts.get('d1');
    expect(draft?.state).toBe('needs-attention');
    expect(draft?.serverErrors).toEqual({
      title: REVIEW_FORM_MESSAGES.titleMax,
      pincode: REVIEW_FORM_MESSAGES.pincodeLength,
    });
    expect(await db.outbox.count()).toBe(0);
    // The photos stay with the draft for the next try.
    expect(await db.draftPhotos.count()).toBe(1);
    const next = await queueForPublish('d1', payload('Fixed'), { db, userId: USER });
    expect(next.idempotencyKey).not.toBe(draft?.lastIdempotencyKey);
    expect((await db.drafts.get('d1'))?.serverErrors).toBeUndefined();
  });

  it('401: stays queued, spends no attempt and sets no timer until the renter signs in', async () => {
    await seedDraft('d1');
    await seedDraft('d2');
    await queueForPublish('d1', payload('One'), { db, userId: USER, now: T0 });
    await queueForPublish('d2', payload('Two'), { db, userId: USER, now: T0 + 1 });
    const transport = answer({ status: 401, body: { success: false } });
    const report = await drain(transport);
    expect(report.outcomes).toEqual([{ draftId: 'd1', outcome: 'waiting-for-sign-in' }]);
    expect(report.nextAttemptAt).toBeUndefined();
    const rows = await db.outbox.toArray();
    expect(rows.map((r) => [r.attempts, r.waitingForSignIn])).toEqual([
      [0, 1],
      [0, 1],
    ]);
    expect((await db.drafts.get('d1'))?.state).toBe('queued');
    // Drains before the sign-in send nothing.
    await drain(transport, T0 + 60_000);
    expect(transport.calls).toHaveLength(1);
    await resumeAfterSignIn(USER, db, T0 + 61_000);
    const after = await drain(transport, T0 + 61_000);
    expect(after.outcomes.map((o) => o.outcome)).toEqual(['published', 'published']);
  });

  it('a review queued by another account waits for that renter, it is never sent with this session', async () => {
    await seedDraft('d1');
    await queueForPublish('d1', payload('Theirs'), { db, userId: 'someone-else', now: T0 });
    const transport = answer();
    const report = await drain(transport);
    expect(transport.calls).toHaveLength(0);
    expect(report.outcomes).toEqual([{ draftId: 'd1', outcome: 'waiting-for-sign-in' }]);
  });

  it('409 in flight: waits for Retry-After, then sends the same key again', async () => {
    await seedDraft('d1');
    const { idempotencyKey } = await queueForPublish('d1', payload('One'), { db, userId: USER, now: T0 });
    const transport = answer({ status: 409, body: { message: 'In flight' }, retryAfterSeconds: 3 });
    const report = await drain(transport);
    expect(report.outcomes[0]!.outcome).toBe('in-flight');
    expect(report.nextAttemptAt).toBe(T0 + 3000);
    const row = await db.outbox.get('d1');
    expect(row?.attempts).toBe(0);
    await drain(transport, T0 + 2999);
    expect(transport.calls).toHaveLength(1);
    await drain(transport, T0 + 3000);
    expect(transport.calls.map((c) => c.key)).toEqual([idempotencyKey, idempotencyKey]);
    expect((await db.drafts.get('d1'))?.state).toBe('published');
  });

  it('422 key reused with another payload: needs attention with a clear message', async () => {
    await seedDraft('d1');
    await queueForPublish('d1', payload('One'), { db, userId: USER, now: T0 });
    await drain(answer({ status: 422, body: { success: false } }));
    const draft = await db.drafts.get('d1');
    expect(draft).toMatchObject({ state: 'needs-attention', serverMessage: REVIEW_FORM_MESSAGES.idempotencyKeyReused });
    expect(draft?.lastIdempotencyKey).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'needs-attention', message: REVIEW_FORM_MESSAGES.idempotencyKeyReused }),
    );
  });

  it('5xx, network failure and timeout: retried with growing backoff, attempts and last error kept', async () => {
    await seedDraft('d1');
    await seedDraft('d2');
    const { idempotencyKey } = await queueForPublish('d1', payload('One'), { db, userId: USER, now: T0 });
    await queueForPublish('d2', payload('Two'), { db, userId: USER, now: T0 + 1 });
    const transport = answer(
      { status: 503, body: { message: 'Down for maintenance' } },
      new Error('Network error'),
      new Error('Request timed out'),
    );
    const first = await drain(transport);
    // The run stops at the failure: d2 would most likely fail the same way.
    expect(first.outcomes).toEqual([{ draftId: 'd1', outcome: 'retry' }]);
    let row = await db.outbox.get('d1');
    expect(row).toMatchObject({ attempts: 1, lastError: 'Down for maintenance' });
    // The timer waits for the backoff, even though d2 was due: no burst of failing requests.
    expect(first.nextAttemptAt).toBe(row!.nextAttemptAt);
    const firstDelay = row!.nextAttemptAt - T0;
    expect(firstDelay).toBe(backoffDelay(1, () => 0.5));
    expect((await db.drafts.get('d1'))?.state).toBe('queued');

    await drain(transport, row!.nextAttemptAt);
    row = await db.outbox.get('d1');
    expect(row).toMatchObject({ attempts: 2, lastError: 'Network error' });
    const t2 = row!.nextAttemptAt;
    await drain(transport, t2);
    row = await db.outbox.get('d1');
    expect(row).toMatchObject({ attempts: 3, lastError: 'Request timed out' });
    expect(row!.nextAttemptAt - t2).toBeGreaterThan(firstDelay);

    const done = await drain(transport, row!.nextAttemptAt);
    expect(done.outcomes.map((o) => o.outcome)).toEqual(['published', 'published']);
    expect(new Set(transport.calls.slice(0, 4).map((c) => c.key))).toEqual(new Set([idempotencyKey]));
  });

  it('offline: nothing is sent and no attempt is spent', async () => {
    await seedDraft('d1');
    await queueForPublish('d1', payload('One'), { db, userId: USER, now: T0 });
    const transport = answer();
    const report = await drainOutbox(transport, { db, now: () => T0, session, isOnline: () => false });
    expect(transport.calls).toHaveLength(0);
    // No timer while offline: the `online` event drains again.
    expect(report.nextAttemptAt).toBeUndefined();
    expect((await db.outbox.get('d1'))?.attempts).toBe(0);
  });

  it('a review found "sending" at start-up (the tab died mid-send) goes again with the same key: one review', async () => {
    const server = new FakeReviewServer();
    server.tokens.set(TOKEN, USER);
    await seedDraft('d1', 1);
    const row = await queueForPublish('d1', payload('One'), { db, userId: USER, now: T0 });
    // The first send reached the server and was committed, then the tab died before the answer.
    const photo = (await db.draftPhotos.toArray())[0]!;
    const files = [new File([photo.bytes], photo.name, { type: photo.type })];
    const received = await server.receive(row, files, TOKEN);
    if (!('begin' in received)) throw new Error('expected a new key');
    server.commit(row, files, received.begin);
    await db.drafts.update('d1', { state: 'sending' });

    const report = await drain(server.transport);
    expect(report.outcomes).toEqual([{ draftId: 'd1', outcome: 'published' }]);
    expect(server.reviews).toHaveLength(1);
    expect((await db.drafts.get('d1'))?.publishedReviewId).toBe(server.reviews[0]!.id);
  });
});

describe('one tab drains at a time', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('a second drain while another holds the Web Lock sends nothing', async () => {
    // A minimal Web Locks: `ifAvailable` gets null while the lock is held.
    const held = new Set<string>();
    vi.stubGlobal('navigator', {
      onLine: true,
      locks: {
        async request(name: string, _opts: { ifAvailable?: boolean }, cb: (lock: object | null) => Promise<unknown>) {
          if (held.has(name)) return cb(null);
          held.add(name);
          try {
            return await cb({ name });
          } finally {
            held.delete(name);
          }
        },
      },
    });
    await seedDraft('d1');
    await queueForPublish('d1', payload('One'), { db, userId: USER, now: T0 });
    let release!: () => void;
    let calls = 0;
    const slow: PublishTransport = async () => {
      calls++;
      await new Promise<void>((r) => (release = r));
      return { status: 201, body: { data: { id: 'r1' } } };
    };
    const first = drain(slow);
    await vi.waitFor(() => expect(calls).toBe(1));
    const second = await drain(slow);
    expect(second).toEqual({ ran: false, outcomes: [] });
    release();
    expect((await first).outcomes).toEqual([{ draftId: 'd1', outcome: 'published' }]);
    expect(calls).toBe(1);
  });
});

describe('backoffDelay', () => {
  it('grows exponentially with jitter and is capped at five minutes', () => {
    expect(backoffDelay(1, () => 0)).toBe(1000);
    expect(backoffDelay(1, () => 1)).toBe(2000);
    expect(backoffDelay(3, () => 1)).toBe(8000);
    expect(backoffDelay(30, () => 1)).toBe(300_000);
    expect(backoffDelay(30, () => 0)).toBe(150_000);
  });
});
