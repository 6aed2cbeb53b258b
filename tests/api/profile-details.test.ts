import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { readLooseJson } from '../support/api-client';
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

const request = async (method: string, path: string, user?: TestUser, body?: unknown) => {
  const headers: Record<string, string> = { ...user?.auth };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await t.app.request(`/api/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await readLooseJson(res) };
};

const DETAILS = {
  firstName: '  Mei Ling ',
  lastName: 'Tan',
  phone_number: '91234567',
  address: '12 Kim Yam Road',
  country: 'Singapore',
  state_region: 'Central',
  city: 'Singapore',
  zipCode: '239333',
  about: 'Renting in River Valley since 2021.',
};

const row = async (id: string) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('GET /profile/me/{userId}', () => {
  it('answers the user their own profile at data.data', async () => {
    const renter = await makeUser(t, { firstName: 'Arun' });
    const res = await request('GET', `/profile/me/${renter.id}`, renter);
    expect(res.status).toBe(200);
    expect(res.body.data.data).toMatchObject({
      id: renter.id,
      firstName: 'Arun',
      email: renter.email,
      role: 'USER',
      isVerified: true,
      phone_number: null,
      country: null,
      zipCode: null,
      profileImageUrl: null,
    });
  });

  it("refuses another renter's profile (403) and lets an admin read it", async () => {
    const [owner, other] = [await makeUser(t), await makeUser(t)];
    const refused = await request('GET', `/profile/me/${owner.id}`, other);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You can only view or change your own profile.');
    expect(refused.body.data).toBeUndefined();
    const asAdmin = await request('GET', `/profile/me/${owner.id}`, admin);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.data.data.email).toBe(owner.email);
  });

  it('needs a session, a user id, and a user that exists', async () => {
    const renter = await makeUser(t);
    expect((await request('GET', `/profile/me/${renter.id}`)).status).toBe(401);
    const bad = await request('GET', '/profile/me/not-a-uuid', renter);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid user id.');
    const missing = await request('GET', '/profile/me/00000000-0000-4000-8000-000000000000', admin);
    expect(missing.status).toBe(404);
  });
});

describe('PUT /profile/update-details/{id}', () => {
  it('saves every field (names trimmed) and answers the profile at data.data', async () => {
    const renter = await makeUser(t);
    const res = await request('PUT', `/profile/update-details/${renter.id}`, renter, DETAILS);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Details saved successfully!');
    expect(res.body.data.data).toMatchObject({ ...DETAILS, firstName: 'Mei Ling', email: renter.email });
    const stored = await row(renter.id);
    expect(stored).toMatchObject({ firstName: 'Mei Ling', phoneNumber: '91234567', stateRegion: 'Central' });
  });

  it('never changes the email, even when the body carries one', async () => {
    const renter = await makeUser(t);
    const res = await request('PUT', `/profile/update-details/${renter.id}`, renter, {
      ...DETAILS,
      email: 'hijack@example.com',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.data.email).toBe(renter.email);
    expect((await row(renter.id)).email).toBe(renter.email);
  });

  it('clears optional fields sent empty or left out', async () => {
    const renter = await makeUser(t);
    await request('PUT', `/profile/update-details/${renter.id}`, renter, DETAILS);
    const res = await request('PUT', `/profile/update-details/${renter.id}`, renter, {
      firstName: 'Mei',
      lastName: 'Tan',
      phone_number: '',
      zipCode: '',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.data).toMatchObject({ phone_number: null, zipCode: null, address: null, about: null });
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['a missing first name', { firstName: '   ' }, 'firstName', 'First name is required'],
    [
      'a one-letter first name (after trimming)',
      { firstName: ' A ' },
      'firstName',
      'First name must be at least 2 characters',
    ],
    ['a one-letter last name', { lastName: 'B' }, 'lastName', 'Last name must be at least 2 characters'],
    ['a 5-digit zip code', { zipCode: '12345' }, 'zipCode', 'Zip code must be exactly 6 digits'],
    ['a zip code with letters', { zipCode: '12a456' }, 'zipCode', 'Zip code must be exactly 6 digits'],
    ['a phone with a dash', { phone_number: '9123-4567' }, 'phone_number', 'Phone number must contain only digits'],
    ['a 7-digit Singapore phone', { phone_number: '9123456' }, 'phone_number', 'Invalid phone number length'],
    ['a 10-digit Singapore phone', { phone_number: '9123456789' }, 'phone_number', 'Invalid phone number length'],
    [
      'a 9-digit Indian phone',
      { country: 'India', phone_number: '987654321' },
      'phone_number',
      'Invalid phone number length',
    ],
    [
      'a 9-digit phone elsewhere',
      { country: 'United States', phone_number: '202555012' },
      'phone_number',
      'Invalid phone number length',
    ],
    [
      'a 16-digit phone elsewhere',
      { country: 'United States', phone_number: '2025550123456789' },
      'phone_number',
      'Invalid phone number length',
    ],
    ['an about of 501 characters', { about: 'x'.repeat(501) }, 'about', 'About section cannot exceed 500 characters'],
  ];
  it.each(invalid)('refuses %s with the spec message and changes nothing', async (_, patch, path, message) => {
    const renter = await makeUser(t, { firstName: 'Original' });
    const res = await request('PUT', `/profile/update-details/${renter.id}`, renter, { ...DETAILS, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path, message });
    expect((await row(renter.id)).firstName).toBe('Original');
  });

  it('accepts the phone lengths each country allows', async () => {
    const renter = await makeUser(t);
    for (const [country, phone_number] of [
      ['Singapore', '81234567'],
      ['India', '9876543210'],
      ['United States', '2025550123'],
      ['Germany', '491701234567890'],
    ]) {
      const res = await request('PUT', `/profile/update-details/${renter.id}`, renter, {
        ...DETAILS,
        country,
        phone_number,
      });
      expect(res.status, `${country} ${phone_number}`).toBe(200);
    }
  });

  it("refuses another renter's id with 403 and leaves their profile as it was", async () => {
    const [owner, other] = [await makeUser(t, { firstName: 'Owner' }), await makeUser(t)];
    const res = await request('PUT', `/profile/update-details/${owner.id}`, other, DETAILS);
    expect(res.status).toBe(403);
    const stored = await row(owner.id);
    expect(stored.firstName).toBe('Owner');
    expect(stored.phoneNumber).toBeNull();
  });

  it("lets an admin save a renter's details", async () => {
    const renter = await makeUser(t);
    const res = await request('PUT', `/profile/update-details/${renter.id}`, admin, DETAILS);
    expect(res.status).toBe(200);
    expect((await row(renter.id)).city).toBe('Singapore');
  });
});

describe('GET /admin/profile and PUT /admin/update-profile', () => {
  const ADMIN_DETAILS = {
    firstName: 'Priya',
    lastName: 'Nair',
    phone_number: '9876543210',
    address: '1 Marina Boulevard',
    country: 'India',
    state_region: 'Karnataka',
    city: 'Bengaluru',
    zipCode: '560001',
    about: 'Moderation lead.',
  };

  it("answers the signed-in admin's profile at data", async () => {
    const res = await request('GET', '/admin/profile', admin);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: admin.id, email: admin.email, role: 'ADMIN' });
  });

  it('saves the admin profile, never the email', async () => {
    const res = await request('PUT', '/admin/update-profile', admin, { ...ADMIN_DETAILS, email: 'other@example.com' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Details saved successfully!');
    expect(res.body.data).toMatchObject({ ...ADMIN_DETAILS, email: admin.email });
    expect((await row(admin.id)).email).toBe(admin.email);
  });

  const tooLong: [string, string][] = [
    ['firstName', 'First name must be 20 characters or less'],
    ['lastName', 'Last name must be 20 characters or less'],
    ['address', 'Address must be 60 characters or less'],
    ['state_region', 'State must be 30 characters or less'],
    ['city', 'City must be 30 characters or less'],
  ];
  const limits: Record<string, number> = { firstName: 20, lastName: 20, address: 60, state_region: 30, city: 30 };
  it.each(tooLong)('refuses a %s over the admin limit', async (field, message) => {
    const before = await row(admin.id);
    const res = await request('PUT', '/admin/update-profile', admin, {
      ...ADMIN_DETAILS,
      [field]: 'a'.repeat(limits[field]! + 1),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path: field, message });
    expect(await row(admin.id)).toEqual(before);
  });

  it('applies the shared rules too (zip, phone, about)', async () => {
    const res = await request('PUT', '/admin/update-profile', admin, {
      ...ADMIN_DETAILS,
      zipCode: '1234',
      phone_number: '12345',
      about: 'x'.repeat(501),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'zipCode', message: 'Zip code must be exactly 6 digits' },
        { path: 'phone_number', message: 'Invalid phone number length' },
        { path: 'about', message: 'About section cannot exceed 500 characters' },
      ]),
    );
  });

  it('is for admins only', async () => {
    const renter = await makeUser(t);
    expect((await request('GET', '/admin/profile', renter)).status).toBe(403);
    expect((await request('GET', '/admin/profile')).status).toBe(401);
    const res = await request('PUT', '/admin/update-profile', renter, ADMIN_DETAILS);
    expect(res.status).toBe(403);
    expect((await row(renter.id)).phoneNumber).toBeNull();
  });

  it('leaves the renter form without the admin limits', async () => {
    const renter = await makeUser(t);
    const res = await request('PUT', `/profile/update-details/${renter.id}`, renter, {
      ...DETAILS,
      firstName: 'Bartholomew-Alexander Jr',
    });
    expect(res.status).toBe(200);
  });
});
