import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { readLooseJson as json } from '../support/api-client';
import { createTestContext, type TestContext } from '../support/test-app';
import { type TestUser, makeUser } from './reviews-fixtures';

let t: TestContext;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  admin = await makeUser(t, { role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
});

const send = async (method: string, path: string, body?: unknown, auth = admin.auth) => {
  const res = await t.app.request(`/api/v1${path}`, {
    method,
    headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await json(res) };
};
const row = async (id: string) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('admin users', () => {
  it('shows one user', async () => {
    const renter = await makeUser(t);
    const res = await send('GET', `/admin/admin-get-user-by/${renter.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: renter.id, email: renter.email, role: 'USER', isActive: true });
    expect(res.body.data).not.toHaveProperty('passwordHash');
    expect((await send('GET', '/admin/admin-get-user-by/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('edits the verified flag and profile fields; email is read-only', async () => {
    const renter = await makeUser(t, { verified: false });
    const res = await send('PUT', `/admin/admin-update-user/${renter.id}`, {
      isVerified: true,
      firstName: 'Mei',
      phone_number: '+65 9123-4567',
      city: 'Singapore',
      email: 'taken-over@example.test',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('User updated successfully!');
    expect(await row(renter.id)).toMatchObject({
      isVerified: true,
      firstName: 'Mei',
      phoneNumber: '6591234567',
      city: 'Singapore',
      email: renter.email,
    });
  });

  it('refuses fields over the limits and changes nothing', async () => {
    const renter = await makeUser(t);
    const before = await row(renter.id);
    const res = await send('PUT', `/admin/admin-update-user/${renter.id}`, { firstName: 'x'.repeat(21), city: 'Pune' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path: 'firstName', message: 'First name must be 20 characters or less' });
    expect(await row(renter.id)).toEqual(before);
  });

  it("deactivation ends the user's sessions at once; activation lets them sign in again", async () => {
    const renter = await makeUser(t);
    expect((await send('GET', '/users/check-token', undefined, renter.auth)).status).toBe(200);
    const res = await send('PUT', `/admin/admin-update-user-active-status/${renter.id}`, { isActive: false });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('User status updated successfully!');
    expect(res.body.data.isActive).toBe(false);
    const next = await send('GET', '/users/check-token', undefined, renter.auth);
    expect([401, 403]).toContain(next.status);
    expect(next.body.success).toBe(false);
    const back = await send('PUT', `/admin/admin-update-user-active-status/${renter.id}`, { isActive: true });
    expect(back.body.data.isActive).toBe(true);
    // The old token stays dead: only a new sign-in brings the user back.
    expect((await send('GET', '/users/check-token', undefined, renter.auth)).status).toBe(401);
  });

  it.each(['/admin/admin-delete-user', '/admin/delete-user'])('DELETE %s/{id} deactivates', async (path) => {
    const renter = await makeUser(t);
    const res = await send('DELETE', `${path}/${renter.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('User deactivated successfully!');
    expect(await row(renter.id)).toMatchObject({ isActive: false });
    expect((await send('GET', '/users/check-token', undefined, renter.auth)).status).toBe(401);
  });

  it('an admin cannot deactivate themself', async () => {
    const self = await send('DELETE', `/admin/delete-user/${admin.id}`);
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot deactivate your own account.');
    expect(await row(admin.id)).toMatchObject({ isActive: true });
  });

  it('two admins deactivating each other at once leave one active admin', async () => {
    // Each one's own check passes (the other is still active); the lock makes the second one see the first.
    const ctx = await createTestContext();
    try {
      const make = async (email: string) => {
        const [u] = await ctx.deps.db
          .insert(users)
          .values({ firstName: 'Admin', email, role: 'ADMIN', isVerified: true })
          .returning();
        return { id: u!.id, token: await ctx.deps.tokens.sign({ sub: u!.id, role: 'ADMIN', tv: 0 }) };
      };
      const [a, b] = [await make('a@example.test'), await make('b@example.test')];
      const deactivate = (actor: { token: string }, target: { id: string }) =>
        ctx.app.request(`/api/v1/admin/admin-update-user-active-status/${target.id}`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${actor.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ isActive: false }),
        });
      const statuses = (await Promise.all([deactivate(a, b), deactivate(b, a)])).map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      const active = await ctx.deps.db.select().from(users).where(eq(users.isActive, true));
      expect(active).toHaveLength(1);
    } finally {
      await ctx.close();
    }
  });
});
