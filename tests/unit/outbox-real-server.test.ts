import 'fake-indexeddb/auto';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OfflineDb, type OutboxPayload } from '../../src/lib/offline-db';
import { drainOutbox, queueForPublish } from '../../src/features/write-review/offline/outbox';
import { type PublishTransport, publishRequest } from '../../src/features/write-review/offline/publish-transport';
import { REVIEW_FORM_MESSAGES } from '../../src/shared/review-form-text';
import { type TestUser, makeProperty, makeUser } from '../api/reviews-fixtures';
import { type TestContext, createTestContext } from '../support/test-app';

/**
 * The outbox against the real server (Hono app on PGlite): the multipart it builds, the headers it
 * sends and the answers it reads match the API, and a lost answer still makes exactly one review.
 */

let t: TestContext;
let renter: TestUser;
let propertyId: string;
let db: OfflineDb;

beforeAll(async () => {
  t = await createTestContext();
  renter = await makeUser(t);
  propertyId = (await makeProperty(t, { name: 'Harbour View Residences' })).id;
}, 180_000);
afterAll(() => t.close(), 60_000);
beforeEach(async () => {
  db = new OfflineDb(`outbox-real-${crypto.randomUUID()}`);
  await db.open();
});
afterEach(() => db.delete());

/** Sends through the app exactly what the browser transport sends; `lose` drops the answer. */
function appTransport(options: { lose?: number } = {}) {
  let toLose = options.lose ?? 0;
  const seen: { key: string }[] = [];
  const transport: PublishTransport = async (item, files, token) => {
    const request = publishRequest(item, files, token);
    seen.push({ key: request.headers['Idempotency-Key'] });
    const res = await t.app.request(request.path, { method: 'POST', headers: request.headers, body: request.body });
    const text = await res.text();
    if (toLose-- > 0) throw new Error('Network error');
    const retryAfter = res.headers.get('Retry-After');
    return {
      status: res.status,
      body: text ? JSON.parse(text) : null,
      ...(retryAfter ? { retryAfterSeconds: Number(retryAfter) } : {}),
    };
  };
  return { transport, seen };
}

const FIELDS = {
  overallRating: 4,
  stayedWith: 'PARTNER',
  stayStartDate: '2023-02',
  stayEndDate: '2024-08',
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
  repairsDone: 'PROMPT_AND_EFFECTIVE',
  unitNumber: '12-03',
  ownerName: '',
  title: 'Bright flat, fair landlord',
  body: 'Repairs were handled within days and the deposit came back in full.',
};

async function draftWithPhotos(id: string, colours: string[]) {
  await db.drafts.add({ id, values: { title: FIELDS.title }, updatedAt: Date.now(), state: 'editing' });
  for (const [i, colour] of colours.entries()) {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
    const bytes = new Uint8Array(jpeg).buffer;
    await db.draftPhotos.add({
      id: `${id}-${i}`,
      draftId: id,
      bytes,
      type: 'image/jpeg',
      name: `${i}.jpg`,
      size: bytes.byteLength,
      width: 64,
      height: 48,
      addedAt: i,
    });
  }
}

const drain = (transport: PublishTransport, token = renter.token) =>
  drainOutbox(transport, { db, session: () => ({ token, userId: renter.id }), isOnline: () => true });

async function myReviews() {
  const res = await t.app.request('/api/v1/reviews/my-reviews', { headers: renter.auth });
  const body = (await res.json()) as { data: { reviews: { id: string; status: string; images: unknown[] }[] } };
  return body.data.reviews;
}

// Migrating PGlite and re-encoding photos with sharp are slow on a busy machine.
describe('outbox -> real server', { timeout: 60_000 }, () => {
  it('publishes to a known property with its photos; a lost answer still makes one review', async () => {
    const payload: OutboxPayload = { fields: FIELDS, isAnonymous: false, target: { kind: 'property', propertyId } };
    await draftWithPhotos('d1', ['#3a7', '#a37']);
    const before = (await myReviews()).length;
    const { idempotencyKey } = await queueForPublish('d1', payload, { db, userId: renter.id });

    // The server creates the review, the answer is lost on the way back.
    const lossy = appTransport({ lose: 1 });
    expect((await drain(lossy.transport)).outcomes).toEqual([{ draftId: 'd1', outcome: 'retry' }]);
    const row = await db.outbox.get('d1');
    const again = await drainOutbox(lossy.transport, {
      db,
      session: () => ({ token: renter.token, userId: renter.id }),
      isOnline: () => true,
      now: () => row!.nextAttemptAt,
    });
    expect(again.outcomes).toEqual([{ draftId: 'd1', outcome: 'published' }]);
    expect(lossy.seen.map((s) => s.key)).toEqual([idempotencyKey, idempotencyKey]);

    const mine = await myReviews();
    expect(mine).toHaveLength(before + 1);
    const draft = await db.drafts.get('d1');
    const created = mine.find((r) => r.id === draft?.publishedReviewId);
    expect(created).toMatchObject({ status: 'PENDING' });
    expect(created?.images).toHaveLength(2);
    expect(await db.draftPhotos.count()).toBe(0);
  });

  it('publishes a review of a new property through the anonymous-review endpoint', async () => {
    const payload: OutboxPayload = {
      fields: {
        ...FIELDS,
        propertyType: 'HDB',
        apartmentName: 'Block 221 Tampines',
        streetName: 'Tampines Street 21',
        pincode: '520221',
        country: 'Singapore',
        title: 'Quiet HDB block',
      },
      isAnonymous: true,
      target: { kind: 'new-property' },
    };
    await draftWithPhotos('d2', []);
    await queueForPublish('d2', payload, { db, userId: renter.id });
    const report = await drain(appTransport().transport);
    expect(report.outcomes).toEqual([{ draftId: 'd2', outcome: 'published' }]);
    const draft = await db.drafts.get('d2');
    expect((await myReviews()).some((r) => r.id === draft?.publishedReviewId)).toBe(true);
  });

  it("a refused review comes back with the server's messages on its fields", async () => {
    const payload: OutboxPayload = {
      fields: { ...FIELDS, title: 'x'.repeat(51) },
      isAnonymous: false,
      target: { kind: 'property', propertyId },
    };
    await draftWithPhotos('d3', []);
    await queueForPublish('d3', payload, { db, userId: renter.id });
    await drain(appTransport().transport);
    const draft = await db.drafts.get('d3');
    expect(draft?.state).toBe('needs-attention');
    expect(draft?.serverErrors).toMatchObject({ title: REVIEW_FORM_MESSAGES.titleMax });
  });

  it('an expired session keeps the review queued for the next sign-in', async () => {
    const payload: OutboxPayload = { fields: FIELDS, isAnonymous: false, target: { kind: 'property', propertyId } };
    await draftWithPhotos('d4', []);
    await queueForPublish('d4', payload, { db, userId: renter.id });
    const report = await drain(appTransport().transport, 'not-a-valid-token');
    expect(report.outcomes).toEqual([{ draftId: 'd4', outcome: 'waiting-for-sign-in' }]);
    expect((await db.drafts.get('d4'))?.state).toBe('queued');
  });
});
