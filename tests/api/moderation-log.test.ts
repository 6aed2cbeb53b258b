import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationLog, reviewReports, reviews } from '../../src/server/db/schema';
import type { ModerationAction } from '../../src/shared/moderation';
import { readLooseJson as json } from '../support/api-client';
import { readOutbox } from '../support/outbox';
import { createTestContext, type TestContext } from '../support/test-app';
import { type TestUser, makeProperty, makeReview, makeUser } from './reviews-fixtures';

let t: TestContext;
let admin: TestUser;
let author: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  admin = await makeUser(t, { role: 'ADMIN', firstName: 'Asha', lastName: 'Moderator' });
  author = await makeUser(t);
});
afterAll(async () => {
  await t.close();
});

const send = async (method: string, path: string, body?: unknown, who: TestUser = admin) => {
  const isForm = body instanceof FormData;
  const res = await t.app.request(`/api/v1${path}`, {
    method,
    headers: { ...who.auth, ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  return { status: res.status, body: await json(res) };
};

const logCount = async () => {
  const [row] = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(moderationLog);
  return row!.n;
};
const rowsFor = (objectId: string) =>
  t.deps.db.select().from(moderationLog).where(eq(moderationLog.objectId, objectId));

/** Runs `act`, then expects exactly one new log row, for `objectId`, with `action`. */
async function expectOneRow(
  action: ModerationAction,
  objectId: string | (() => Promise<string>),
  act: () => Promise<unknown>,
) {
  const before = await logCount();
  const result = await act();
  expect(await logCount()).toBe(before + 1);
  const id = typeof objectId === 'string' ? objectId : await objectId();
  const rows = await rowsFor(id);
  expect(rows.at(-1)).toMatchObject({ action, actorId: admin.id, actorName: 'Asha Moderator', objectId: id });
  return { result, row: rows.at(-1)! };
}

async function expectNoRow(act: () => Promise<{ status: number }>, status: number) {
  const before = await logCount();
  expect((await act()).status).toBe(status);
  expect(await logCount()).toBe(before);
}

describe('rejection reasons', () => {
  it('a reject needs a reason from the list (and a note for Other); nothing changes without one', async () => {
    const property = await makeProperty(t);
    const review = await makeReview(t, { userId: author.id, propertyId: property.id, status: 'PENDING' });
    const path = `/admin/admin-update-reviews/${review.id}/status`;
    for (const body of [
      { status: 'REJECTED' },
      { status: 'REJECTED', reason: 'BORING' },
      { status: 'REJECTED', reason: 'OTHER' },
      { status: 'REJECTED', reason: 'OTHER', note: '   ' },
      { status: 'APPROVED', reason: 'SPAM' },
      { status: 'REJECTED', reason: 'SPAM', note: 'x'.repeat(501) },
    ]) {
      const res = await send('PUT', path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await send('PUT', path, { status: 'REJECTED' })).body.message).toBe(
      'Choose a reason for rejecting this review.',
    );
    const [row] = await t.deps.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row).toMatchObject({ status: 'PENDING', rejectionReason: null });
    expect(await rowsFor(review.id)).toEqual([]);
  });

  it('stores the reason, tells the author in my-reviews and the mail, and clears it on approval', async () => {
    const property = await makeProperty(t);
    const review = await makeReview(t, {
      userId: author.id,
      propertyId: property.id,
      status: 'PENDING',
      title: 'Call me on 9123 4567',
    });
    const { row } = await expectOneRow('REVIEW_REJECT', review.id, async () => {
      const res = await send('PUT', `/admin/admin-update-reviews/${review.id}/status`, {
        status: 'REJECTED',
        reason: 'OTHER',
        note: 'Please remove the phone number.',
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        rejectionReason: 'OTHER',
        rejectionNote: 'Please remove the phone number.',
      });
    });
    expect(row).toMatchObject({
      objectType: 'REVIEW',
      objectLabel: 'Call me on 9123 4567',
      reason: 'OTHER',
      note: 'Please remove the phone number.',
    });

    const mine = await send('GET', '/reviews/my-reviews', undefined, author);
    const own = mine.body.data.reviews.find((r: { id: string }) => r.id === review.id);
    expect(own).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'OTHER',
      rejectionNote: 'Please remove the phone number.',
    });
    const mail = readOutbox(t.config.dataDir)
      .filter((m) => m.to === author.email)
      .at(-1);
    expect(mail?.text).toContain('Why it was not approved: Other: Please remove the phone number.');

    await expectOneRow('REVIEW_APPROVE', review.id, () =>
      send('PUT', `/admin/admin-update-reviews/${review.id}/status`, { status: 'APPROVED' }),
    );
    const [after] = await t.deps.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(after).toMatchObject({ status: 'APPROVED', rejectionReason: null, rejectionNote: null });
  });

  it('the anonymous process action takes the reason too', async () => {
    const property = await makeProperty(t);
    const review = await makeReview(t, {
      userId: author.id,
      propertyId: property.id,
      status: 'PENDING',
      isAnonymous: true,
    });
    const path = `/admin/reviews/anonymous/${review.id}/process`;
    await expectNoRow(() => send('PUT', path, { action: 'reject' }), 400);
    const { row } = await expectOneRow('REVIEW_REJECT', review.id, () =>
      send('PUT', path, { action: 'reject', reason: 'PERSONAL_INFORMATION' }),
    );
    expect(row).toMatchObject({ reason: 'PERSONAL_INFORMATION', note: null });
    const [stored] = await t.deps.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(stored!.rejectionReason).toBe('PERSONAL_INFORMATION');
  });
});

describe('moderation log: one row per admin action, none for a failed one', () => {
  it('reviews: approve, reject, return to pending, delete', async () => {
    const property = await makeProperty(t);
    const review = await makeReview(t, { userId: author.id, propertyId: property.id, status: 'PENDING' });
    const path = `/admin/admin-update-reviews/${review.id}/status`;
    await expectOneRow('REVIEW_APPROVE', review.id, () => send('PUT', path, { status: 'APPROVED' }));
    await expectNoRow(() => send('PUT', path, { status: 'APPROVED' }), 409);
    await expectOneRow('REVIEW_RESET_PENDING', review.id, () => send('PUT', path, { status: 'PENDING' }));
    await expectOneRow('REVIEW_REJECT', review.id, () => send('PUT', path, { status: 'REJECTED', reason: 'SPAM' }));
    const { row } = await expectOneRow('REVIEW_DELETE', review.id, () =>
      send('DELETE', `/admin/delete-review/${review.id}`),
    );
    // The label is copied: the row outlives the review.
    expect(row.objectLabel).toBe(review.title);
    await expectNoRow(() => send('DELETE', `/admin/delete-review/${review.id}`), 404);
  });

  it('reports: dismiss and delete-review', async () => {
    const reporter = await makeUser(t);
    const property = await makeProperty(t);
    for (const action of ['dismiss', 'delete'] as const) {
      const review = await makeReview(t, { userId: author.id, propertyId: property.id, title: `Reported ${action}` });
      const filed = await send(
        'POST',
        `/reviews/${review.id}/flag`,
        { reason: 'Duplicate or incorrect listing' },
        reporter,
      );
      expect(filed.status).toBe(201);
      const reportId = await reportOf(review.id);
      const { row } = await expectOneRow(
        action === 'dismiss' ? 'REPORT_DISMISS' : 'REPORT_DELETE_REVIEW',
        reportId,
        () => send('PUT', `/admin/reviews/reported/${reportId}/resolve`, { action }),
      );
      expect(row).toMatchObject({ objectType: 'REPORT', objectLabel: `Reported ${action}` });
      await expectNoRow(() => send('PUT', `/admin/reviews/reported/${reportId}/resolve`, { action }), 409);
    }
  });

  it('users: edit, deactivate, activate; refused changes write nothing', async () => {
    const user = await makeUser(t);
    const { row } = await expectOneRow('USER_EDIT', user.id, () =>
      send('PUT', `/admin/admin-update-user/${user.id}`, { firstName: 'Renamed' }),
    );
    expect(row).toMatchObject({ objectType: 'USER', objectLabel: user.email });
    await expectOneRow('USER_DEACTIVATE', user.id, () =>
      send('PUT', `/admin/admin-update-user-active-status/${user.id}`, { isActive: false }),
    );
    await expectOneRow('USER_ACTIVATE', user.id, () =>
      send('PUT', `/admin/admin-update-user-active-status/${user.id}`, { isActive: true }),
    );
    await expectOneRow('USER_DEACTIVATE', user.id, () => send('DELETE', `/admin/delete-user/${user.id}`));
    await expectNoRow(
      () => send('PUT', `/admin/admin-update-user-active-status/${admin.id}`, { isActive: false }),
      403,
    );
    await expectNoRow(
      () => send('PUT', `/admin/admin-update-user/00000000-0000-4000-8000-000000000000`, { firstName: 'X' }),
      404,
    );
  });

  it('properties: create, edit, delete; a duplicate create is rolled back with its log row', async () => {
    const form = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
      return body;
    };
    const fields = {
      propertyType: 'CONDO',
      apartmentName: 'Logbook Towers',
      streetName: 'Audit Road',
      pincode: '654321',
      city: 'Singapore',
      state_region: 'Singapore',
      country: 'Singapore',
    };
    const { result } = await expectOneRow(
      'PROPERTY_CREATE',
      async () =>
        (
          await t.deps.db
            .select()
            .from(moderationLog)
            .orderBy(sql`created_at desc, id desc`)
            .limit(1)
        )[0]!.objectId,
      async () => {
        const res = await send('POST', '/properties/create-properties', form(fields));
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        return res;
      },
    );
    const created = (result as { status: number; body: { data: { id: string } } }).body.data;
    // The same property again is a 409: its insert and its log row roll back together.
    await expectNoRow(() => send('POST', '/properties/create-properties', form(fields)), 409);
    const { row } = await expectOneRow('PROPERTY_EDIT', created.id, () =>
      send('PUT', `/admin/properties/${created.id}`, form({ apartmentName: 'Logbook Towers East' })),
    );
    expect(row.objectLabel).toBe('Logbook Towers East');
    await expectOneRow('PROPERTY_DELETE', created.id, () =>
      send('DELETE', `/admin/admin-delete-properties/${created.id}`),
    );
    await expectNoRow(() => send('DELETE', `/admin/admin-delete-properties/${created.id}`), 404);
  });

  it('a failed log write rolls the action back: status and aggregates unchanged, no row', async () => {
    const property = await makeProperty(t);
    const review = await makeReview(t, { userId: author.id, propertyId: property.id, status: 'PENDING' });
    await t.deps.db.execute(sql`
      CREATE FUNCTION test_fail_log() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'log write failed'; END $$`);
    await t.deps.db.execute(
      sql`CREATE TRIGGER test_fail_log AFTER INSERT ON moderation_log FOR EACH ROW EXECUTE FUNCTION test_fail_log()`,
    );
    try {
      await expectNoRow(
        () => send('PUT', `/admin/admin-update-reviews/${review.id}/status`, { status: 'APPROVED' }),
        500,
      );
      await expectNoRow(() => send('DELETE', `/admin/delete-review/${review.id}`), 500);
    } finally {
      await t.deps.db.execute(sql`DROP TRIGGER test_fail_log ON moderation_log`);
      await t.deps.db.execute(sql`DROP FUNCTION test_fail_log()`);
    }
    const [row] = await t.deps.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row!.status).toBe('PENDING');
    const public_ = await json(await t.app.request(`/api/v1/reviews/property/${property.id}`));
    expect(public_.data.reviews).toEqual([]);
  });
});

describe('moderation log: append-only', () => {
  it('UPDATE, DELETE and TRUNCATE are refused by the database', async () => {
    const review = await makeReview(t, {
      userId: author.id,
      propertyId: (await makeProperty(t)).id,
      status: 'PENDING',
    });
    await send('PUT', `/admin/admin-update-reviews/${review.id}/status`, { status: 'APPROVED' });
    const [row] = await rowsFor(review.id);
    const refusal = async (query: PromiseLike<unknown>) => {
      try {
        await query;
      } catch (err) {
        const cause = (err as { cause?: { message?: string } }).cause;
        return cause?.message ?? String(err);
      }
      return 'no error';
    };
    expect(
      await refusal(
        t.deps.db.update(moderationLog).set({ objectLabel: 'forged' }).where(eq(moderationLog.id, row!.id)),
      ),
    ).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(t.deps.db.delete(moderationLog).where(eq(moderationLog.id, row!.id)))).toMatch(
      /append-only: DELETE refused/,
    );
    expect(await refusal(t.deps.db.execute(sql`TRUNCATE moderation_log`))).toMatch(/append-only: TRUNCATE refused/);
    expect((await rowsFor(review.id))[0]).toEqual(row);
  });

  it('no route writes to the log other than by acting: the log routes are read-only and admin-only', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      const res = await send(method, '/admin/moderation-log', {});
      expect(res.status, method).toBe(404);
    }
    expect((await send('GET', '/admin/moderation-log', undefined, author)).status).toBe(403);
  });
});

describe('GET /admin/moderation-log', () => {
  it('filters by admin, action and day, searches, and pages a stable order', async () => {
    const other = await makeUser(t, { role: 'ADMIN', firstName: 'Ben', lastName: 'Second' });
    const property = await makeProperty(t);
    for (let i = 0; i < 12; i++) {
      const review = await makeReview(t, {
        userId: author.id,
        propertyId: property.id,
        status: 'PENDING',
        title: `Paged ${i}`,
      });
      await send(
        'PUT',
        `/admin/admin-update-reviews/${review.id}/status`,
        { status: 'APPROVED' },
        i % 3 === 0 ? other : admin,
      );
    }
    const list = (q: string) => send('GET', `/admin/moderation-log?${q}`);

    const byOther = await list(`adminId=${other.id}&pageSize=100`);
    expect(byOther.status).toBe(200);
    expect(byOther.body.data.entries).toHaveLength(4);
    expect(byOther.body.data.entries.every((e: { actorName: string }) => e.actorName === 'Ben Second')).toBe(true);

    const searched = await list('search=paged&action=REVIEW_APPROVE&pageSize=100');
    expect(searched.body.data.pagination).toMatchObject({ totalItems: 12, totalItemsCapped: false });

    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}&search=Paged`)).body.data.pagination.totalItems).toBe(12);
    expect((await list(`to=2000-01-01&search=Paged`)).body.data.pagination.totalItems).toBe(0);
    expect((await list(`from=2030-01-02&to=2030-01-01`)).status).toBe(400);
    expect((await list('action=NOPE')).status).toBe(400);
    expect((await list('sortBy=note')).status).toBe(400);

    for (const sortBy of ['createdAt', 'action', 'actorName', 'objectType', 'objectLabel']) {
      for (const sortOrder of ['asc', 'desc']) {
        const all = await list(`search=Paged&sortBy=${sortBy}&sortOrder=${sortOrder}&pageSize=100`);
        const paged: string[] = [];
        for (let page = 1; page <= 3; page++) {
          const res = await list(`search=Paged&sortBy=${sortBy}&sortOrder=${sortOrder}&pageSize=5&page=${page}`);
          paged.push(...res.body.data.entries.map((e: { id: string }) => e.id));
        }
        expect(paged, `${sortBy} ${sortOrder}`).toEqual(all.body.data.entries.map((e: { id: string }) => e.id));
      }
    }

    const admins = await send('GET', '/admin/moderation-log/admins');
    expect(admins.body.data.map((a: { name: string }) => a.name)).toEqual(
      expect.arrayContaining(['Asha Moderator', 'Ben Second']),
    );
  });
});

async function reportOf(reviewId: string): Promise<string> {
  const [row] = await t.deps.db
    .select({ id: reviewReports.id })
    .from(reviewReports)
    .where(eq(reviewReports.reviewId, reviewId))
    .orderBy(desc(reviewReports.createdAt))
    .limit(1);
  return row!.id;
}
