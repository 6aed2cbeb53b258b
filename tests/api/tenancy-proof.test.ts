import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationLog, reviews, tenancyProofs } from '../../src/server/db/schema';
import { expireTenancyProofs } from '../../src/server/services/tenancy-proofs';
import { TENANCY_PROOF_LIMITS, TENANCY_PROOF_MESSAGES as M } from '../../src/shared/tenancy-proof';
import { createTestContext, type TestContext } from '../support/test-app';
import { EDIT_PARTS, REVIEW_PARTS, jpeg, reviewForm, send, storedFiles } from './review-write-fixtures';
import { type TestUser, makeUser } from './reviews-fixtures';

/** Issue 21: proof of tenancy, kept private, decided by an admin, deleted after the decision or 30 days. */

let t: TestContext;
let admin: TestUser;
let author: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  admin = await makeUser(t, { role: 'ADMIN', firstName: 'Asha', lastName: 'Moderator' });
  author = await makeUser(t, { firstName: 'Ravi', lastName: 'Secretname' });
  other = await makeUser(t);
});
afterAll(async () => {
  await t.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

function proofFile(bytes: Buffer | Uint8Array, name = 'lease.pdf', type = 'application/pdf') {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** A publish form (new place, unique apartment) with an optional proof part. */
function publishForm(proof?: File, parts: Record<string, string> = {}) {
  const form = reviewForm({ ...REVIEW_PARTS, apartmentName: `Proof Court ${Math.random()}`, ...parts });
  if (proof) form.append('tenancyProof', proof);
  return form;
}

/** Every file of the private area, relative to it. */
function privateFiles(): string[] {
  const root = t.deps.storage.localPrivateRoot!;
  const walk = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(path.join(dir, e.name)) : [path.relative(root, path.join(dir, e.name))],
        )
      : [];
  return walk(root).sort();
}

const reviewCount = async () => (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(reviews))[0]!.n;
const logRows = (reviewId: string) =>
  t.deps.db.select().from(moderationLog).where(eq(moderationLog.objectId, reviewId));
const proofRows = (reviewId: string) =>
  t.deps.db.select().from(tenancyProofs).where(eq(tenancyProofs.reviewId, reviewId));
const reviewRow = async (id: string) => (await t.deps.db.select().from(reviews).where(eq(reviews.id, id)))[0]!;

async function publishWithProof(proof: File = proofFile(PDF), parts: Record<string, string> = {}) {
  const res = await send(t, 'POST', '/reviews/create-anonymoous-review-property', {
    user: author,
    body: publishForm(proof, parts),
  });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: string; verification: string; property: { id: string; slug: string } };
}

const getProof = (reviewId: string, user?: TestUser) =>
  send(t, 'GET', `/admin/reviews/${reviewId}/tenancy-proof`, { user });
const decide = (reviewId: string, decision: string, user: TestUser = admin) =>
  send(t, 'POST', `/admin/reviews/${reviewId}/verify`, {
    user,
    body: JSON.stringify({ decision }),
    headers: { 'content-type': 'application/json' },
  });

describe('attaching a proof', () => {
  it('stores it privately (not under /uploads) and marks the review PENDING verification', async () => {
    const publicBefore = storedFiles(t);
    const review = await publishWithProof();
    expect(review.verification).toBe('PENDING');
    const [row] = await proofRows(review.id);
    expect(row).toMatchObject({ mime: 'application/pdf', sizeBytes: PDF.length });
    expect(privateFiles()).toContain(row!.storageKey);
    expect(storedFiles(t)).toEqual(publicBefore);
    // No public URL reaches it, guessed or not.
    const fileName = path.basename(row!.storageKey);
    for (const guess of [
      `/uploads/${row!.storageKey}`,
      `/uploads/private/${row!.storageKey}`,
      `/uploads/../private/${row!.storageKey}`,
      `/uploads/%2e%2e/private/${row!.storageKey}`,
      `/uploads/..%2Fprivate%2F${row!.storageKey.replace('/', '%2F')}`,
      `/uploads/tenancy-proofs/${fileName}`,
    ]) {
      const res = await t.app.request(guess);
      expect(res.status, guess).toBe(404);
      expect(await res.text(), guess).not.toContain('%PDF');
    }
  });

  it('decides the type by magic bytes: a JPEG named .txt is accepted, a text file named .pdf is not', async () => {
    const jpg = await jpeg('#123456');
    const review = await publishWithProof(proofFile(jpg, 'scan.txt', 'text/plain'));
    expect((await proofRows(review.id))[0]!.mime).toBe('image/jpeg');

    const [reviewsBefore, privateBefore, publicBefore] = [await reviewCount(), privateFiles(), storedFiles(t)];
    const fake = proofFile(Buffer.from('just some text pretending to be a PDF'), 'lease.pdf', 'application/pdf');
    const res = await send(t, 'POST', '/reviews/create-anonymoous-review-property', {
      user: author,
      body: publishForm(fake),
    });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(M.type);
    expect(res.body.errors).toEqual([{ path: 'tenancyProof', message: M.type }]);
    expect([await reviewCount(), privateFiles(), storedFiles(t)]).toEqual([reviewsBefore, privateBefore, publicBefore]);
  });

  it('refuses a proof over 10 MB with the message, storing nothing (not even the photos sent with it)', async () => {
    const [reviewsBefore, privateBefore, publicBefore] = [await reviewCount(), privateFiles(), storedFiles(t)];
    const big = Buffer.alloc(TENANCY_PROOF_LIMITS.maxBytes + 1, 0x20);
    PDF.copy(big);
    const form = publishForm(proofFile(big));
    form.append('images', new File([new Uint8Array(await jpeg())], 'a.jpg', { type: 'image/jpeg' }));
    const res = await send(t, 'POST', '/reviews/create-anonymoous-review-property', { user: author, body: form });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(M.tooLarge);
    expect([await reviewCount(), privateFiles(), storedFiles(t)]).toEqual([reviewsBefore, privateBefore, publicBefore]);
  });

  it('refuses an empty proof and two proofs with a 400, storing nothing', async () => {
    const before = [await reviewCount(), privateFiles()];
    const empty = await send(t, 'POST', '/reviews/create-anonymoous-review-property', {
      user: author,
      body: publishForm(proofFile(Buffer.alloc(0))),
    });
    expect([empty.status, empty.body.message]).toEqual([400, M.empty]);
    const two = publishForm(proofFile(PDF));
    two.append('tenancyProof', proofFile(PDF, 'second.pdf'));
    const twice = await send(t, 'POST', '/reviews/create-anonymoous-review-property', { user: author, body: two });
    expect([twice.status, twice.body.message]).toEqual([400, M.onlyOne]);
    expect([await reviewCount(), privateFiles()]).toEqual(before);
  });

  it('a repeated Idempotency-Key with the same proof creates one review and keeps one file', async () => {
    const key = `proof-${Math.random()}`;
    const parts = { apartmentName: 'Idempotent Proof Towers' };
    const first = await send(t, 'POST', '/reviews/create-anonymoous-review-property', {
      user: author,
      body: publishForm(proofFile(PDF), parts),
      headers: { 'idempotency-key': key },
    });
    const privateAfterFirst = privateFiles();
    const again = await send(t, 'POST', '/reviews/create-anonymoous-review-property', {
      user: author,
      body: publishForm(proofFile(PDF), parts),
      headers: { 'idempotency-key': key },
    });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(privateFiles()).toEqual(privateAfterFirst);
  });

  it("an edit may attach a new proof: the old one's file is deleted, the review waits again", async () => {
    const review = await publishWithProof();
    const [old] = await proofRows(review.id);
    await t.deps.db.update(reviews).set({ status: 'APPROVED' }).where(eq(reviews.id, review.id));
    const form = reviewForm(EDIT_PARTS);
    form.append('tenancyProof', proofFile(await jpeg('#654321'), 'bill.png', 'image/png'));
    const res = await send(t, 'PUT', `/reviews/${review.id}`, { user: author, body: form });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.verification).toBe('PENDING');
    const rows = await proofRows(review.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.mime).toBe('image/jpeg');
    expect(privateFiles()).not.toContain(old!.storageKey);
    expect(privateFiles()).toContain(rows[0]!.storageKey);
    expect(await t.deps.db.select().from(tenancyProofs).where(eq(tenancyProofs.id, old!.id))).toEqual([]);
  });
});

describe('reading a proof', () => {
  it('only an admin gets the bytes, with no-store, nosniff and a download name', async () => {
    const review = await publishWithProof();
    const res = await t.app.request(`/api/v1/admin/reviews/${review.id}/tenancy-proof`, { headers: admin.auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="tenancy-proof-${review.id}.pdf"`);
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('every role but admin is refused, without a byte of the proof', async () => {
    const review = await publishWithProof();
    const unknown = '00000000-0000-4000-8000-000000000000';
    const cases: [string, TestUser | undefined, number][] = [
      [review.id, undefined, 401],
      [review.id, author, 403],
      [review.id, other, 403],
      [unknown, admin, 404],
    ];
    for (const [id, user, status] of cases) {
      const res = await getProof(id, user);
      expect(res.status, `${user?.firstName ?? 'nobody'} ${id}`).toBe(status);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.text).not.toContain('%PDF');
      expect(res.body.success).toBe(false);
    }
    const noProof = await send(t, 'POST', '/reviews/create-anonymoous-review-property', {
      user: author,
      body: publishForm(),
    });
    expect((await getProof(noProof.body.data.id, admin)).body.message).toBe(M.notFound);
  });
});

describe('deciding', () => {
  it('verify: the review is verified, the proof file and row are gone, the proof URL is a 404, one log row', async () => {
    const review = await publishWithProof();
    const [proof] = await proofRows(review.id);
    const res = await decide(review.id, 'verified');
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(M.verifiedDone);
    expect(res.body.data).toMatchObject({ verification: 'VERIFIED', hasTenancyProof: false });
    expect((await reviewRow(review.id)).verifiedAt).toBeInstanceOf(Date);
    expect(privateFiles()).not.toContain(proof!.storageKey);
    expect(await t.deps.db.select().from(tenancyProofs).where(eq(tenancyProofs.id, proof!.id))).toEqual([]);
    expect((await getProof(review.id, admin)).status).toBe(404);
    const rows = await logRows(review.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'REVIEW_VERIFY', actorId: admin.id, objectType: 'REVIEW' });
  });

  it('decline: the review is declined, the proof is gone, one REVIEW_VERIFY_DECLINE row', async () => {
    const review = await publishWithProof();
    const [proof] = await proofRows(review.id);
    const res = await decide(review.id, 'declined');
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.verification).toBe('DECLINED');
    expect(privateFiles()).not.toContain(proof!.storageKey);
    expect(await proofRows(review.id)).toEqual([]);
    expect((await logRows(review.id)).map((r) => r.action)).toEqual(['REVIEW_VERIFY_DECLINE']);
  });

  it('a failed decision changes nothing and logs nothing', async () => {
    const review = await publishWithProof();
    const noProof = (
      await send(t, 'POST', '/reviews/create-anonymoous-review-property', { user: author, body: publishForm() })
    ).body.data.id as string;
    const unknown = '00000000-0000-4000-8000-000000000001';
    const cases: [string, string, TestUser, number][] = [
      [review.id, 'maybe', admin, 400],
      [review.id, 'verified', author, 403],
      [review.id, 'verified', other, 403],
      [unknown, 'verified', admin, 404],
      [noProof, 'verified', admin, 409],
    ];
    for (const [id, decision, user, status] of cases) {
      expect((await decide(id, decision, user)).status, `${decision} by ${user.firstName}`).toBe(status);
    }
    expect((await decide(noProof, 'verified')).body.message).toBe(M.noneWaiting);
    expect(await logRows(review.id)).toEqual([]);
    expect(await logRows(noProof)).toEqual([]);
    expect((await reviewRow(review.id)).verification).toBe('PENDING');
    expect(await proofRows(review.id)).toHaveLength(1);
    // Decided once: a second decision is a 409 and adds no row.
    expect((await decide(review.id, 'verified')).status).toBe(200);
    expect((await decide(review.id, 'declined')).status).toBe(409);
    expect(await logRows(review.id)).toHaveLength(1);
  });
});

describe('the expiry job', () => {
  it('deletes a 31-day-old undecided proof and keeps a 29-day-old one', async () => {
    const oldReview = await publishWithProof();
    const youngReview = await publishWithProof();
    const day = 24 * 60 * 60 * 1000;
    await t.deps.db
      .update(tenancyProofs)
      .set({ uploadedAt: new Date(Date.now() - 31 * day) })
      .where(eq(tenancyProofs.reviewId, oldReview.id));
    await t.deps.db
      .update(tenancyProofs)
      .set({ uploadedAt: new Date(Date.now() - 29 * day) })
      .where(eq(tenancyProofs.reviewId, youngReview.id));
    const [oldProof] = await proofRows(oldReview.id);
    const [youngProof] = await proofRows(youngReview.id);

    const done = await expireTenancyProofs(t.deps.db, t.deps.storage);
    expect(done.expired).toBe(1);
    expect(privateFiles()).not.toContain(oldProof!.storageKey);
    expect(await t.deps.db.select().from(tenancyProofs).where(eq(tenancyProofs.id, oldProof!.id))).toEqual([]);
    expect((await reviewRow(oldReview.id)).verification).toBe('NONE');
    expect((await getProof(oldReview.id, admin)).status).toBe(404);

    expect(privateFiles()).toContain(youngProof!.storageKey);
    expect((await reviewRow(youngReview.id)).verification).toBe('PENDING');
    const young = await t.app.request(`/api/v1/admin/reviews/${youngReview.id}/tenancy-proof`, { headers: admin.auth });
    expect(young.status).toBe(200);
    await young.body?.cancel();
    // The job writes no moderation log row: it is no admin's action.
    expect(await logRows(oldReview.id)).toEqual([]);
  });

  it('also deletes the proof of a deleted review (its row detached by the foreign key)', async () => {
    const review = await publishWithProof();
    const [proof] = await proofRows(review.id);
    await t.deps.db.delete(reviews).where(eq(reviews.id, review.id));
    expect(privateFiles()).toContain(proof!.storageKey);
    await expireTenancyProofs(t.deps.db, t.deps.storage);
    expect(privateFiles()).not.toContain(proof!.storageKey);
    expect(await t.deps.db.select().from(tenancyProofs).where(eq(tenancyProofs.id, proof!.id))).toEqual([]);
  });
});

describe('the public badge', () => {
  it('an anonymous verified review shows the badge and nothing of its author; the property counts it', async () => {
    const review = await publishWithProof(proofFile(PDF), { isAnonymous: 'true', apartmentName: 'Badge Towers' });
    await decide(review.id, 'verified');
    const approved = await send(t, 'PUT', `/admin/admin-update-reviews/${review.id}/status`, {
      user: admin,
      body: JSON.stringify({ status: 'APPROVED' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(approved.status, approved.text).toBe(200);
    // A second, unverified approved review on the same property.
    const plain = await send(t, 'POST', `/reviews/property/${review.property.id}`, {
      user: other,
      body: reviewForm(EDIT_PARTS),
    });
    await send(t, 'PUT', `/admin/admin-update-reviews/${plain.body.data.id}/status`, {
      user: admin,
      body: JSON.stringify({ status: 'APPROVED' }),
      headers: { 'content-type': 'application/json' },
    });

    const list = await send(t, 'GET', `/reviews/property/${review.property.id}`);
    expect(list.status).toBe(200);
    const found = (list.body.data.reviews as { id: string; verifiedTenant: boolean; author: unknown }[]).map((r) => [
      r.id,
      r.verifiedTenant,
    ]);
    expect(found).toEqual(
      expect.arrayContaining([
        [review.id, true],
        [plain.body.data.id, false],
      ]),
    );
    const verified = list.body.data.reviews.find((r: { id: string }) => r.id === review.id);
    expect(verified.author).toBeNull();
    expect(Object.keys(verified)).not.toContain('userId');
    const text = JSON.stringify(verified);
    expect(text).not.toContain('Ravi');
    expect(text).not.toContain('Secretname');
    expect(text).not.toContain(author.id);

    const property = await send(t, 'GET', `/properties/get-properties-by-slug/${review.property.slug}`);
    expect(property.body.data).toMatchObject({ reviewCount: 2, verifiedReviewCount: 1 });

    // The author sees the state in their own list.
    const mine = await send(t, 'GET', '/reviews/my-reviews', { user: author });
    const own = (mine.body.data.reviews as { id: string; verification: string }[]).find((r) => r.id === review.id);
    expect(own?.verification).toBe('VERIFIED');
  });
});
