import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OfflineDb } from '../../src/lib/offline-db';
import { discardDraft, removeDraftProof, setDraftProof } from '../../src/features/write-review/offline/draft-store';
import { drainOutbox, queueForPublish } from '../../src/features/write-review/offline/outbox';
import { buildPublishForm, type PublishTransport } from '../../src/features/write-review/offline/publish-transport';
import { TENANCY_PROOF_LIMITS, TENANCY_PROOF_MESSAGES as M } from '../../src/shared/tenancy-proof';

/** Issue 21: a draft keeps its proof of tenancy offline and the outbox sends it with the review. */

const USER = 'user-1';
const PDF = new TextEncoder().encode('%PDF-1.7\nproof\n%%EOF');
let db: OfflineDb;

beforeEach(async () => {
  db = new OfflineDb(`outbox-proof-${crypto.randomUUID()}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

const file = (bytes: Uint8Array<ArrayBuffer>, name = 'lease.pdf', type = 'application/pdf') =>
  new File([bytes], name, { type });
const payload = {
  fields: { title: 'With proof', body: 'Lived here two years.', overallRating: 4 },
  isAnonymous: true,
  target: { kind: 'property' as const, propertyId: 'prop-1' },
};

describe('the draft proof', () => {
  it('refuses by the bytes and the size with the shared messages, storing nothing', async () => {
    const text = file(new TextEncoder().encode('not a pdf'), 'lease.pdf');
    expect(await setDraftProof('d1', text, {}, db)).toBe(M.type);
    const big = new Uint8Array(TENANCY_PROOF_LIMITS.maxBytes + 1);
    big.set(PDF);
    expect(await setDraftProof('d1', file(big), {}, db)).toBe(M.tooLarge);
    expect(await setDraftProof('d1', file(new Uint8Array(0)), {}, db)).toBe(M.empty);
    expect(await db.draftProofs.count()).toBe(0);
    // A PNG named .txt is a PNG: the bytes decide.
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    expect(await setDraftProof('d1', file(png, 'bill.txt', 'text/plain'), {}, db)).toBeNull();
    expect(await db.draftProofs.get('d1')).toMatchObject({ name: 'bill.txt', size: png.byteLength });
    await removeDraftProof('d1', db);
    expect(await db.draftProofs.count()).toBe(0);
  });

  it('is queued with the review, sent as tenancyProof, and dropped once published', async () => {
    expect(await setDraftProof('d1', file(PDF), { userId: USER }, db)).toBeNull();
    const row = await queueForPublish('d1', payload, { db, userId: USER });
    expect(row.withProof).toBe(true);
    // Frozen: the proof cannot change while the review waits in the outbox.
    expect(await setDraftProof('d1', file(PDF, 'other.pdf'), {}, db)).toBeNull();
    expect((await db.draftProofs.get('d1'))?.name).toBe('lease.pdf');

    const sent: FormData[] = [];
    const transport: PublishTransport = async (item, files, _token, _progress, proof) => {
      sent.push(buildPublishForm(item, files, proof));
      return { status: 201, body: { data: { id: 'r1' } } };
    };
    const report = await drainOutbox(transport, {
      db,
      session: () => ({ token: 't', userId: USER }),
      isOnline: () => true,
    });
    expect(report.outcomes).toEqual([{ draftId: 'd1', outcome: 'published' }]);
    const part = sent[0]!.get('tenancyProof');
    expect(part).toBeInstanceOf(File);
    expect(new Uint8Array(await (part as File).arrayBuffer())).toEqual(PDF);
    expect(await db.draftProofs.count()).toBe(0);
  });

  it('goes with a discarded draft', async () => {
    await setDraftProof('d2', file(PDF), {}, db);
    await discardDraft('d2', db);
    expect(await db.draftProofs.count()).toBe(0);
  });
});
