import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, propertyImages } from '../../src/server/db/schema';
import { readJson } from '../support/api-client';
import { createTestContext, type TestContext } from '../support/test-app';
import { type TestUser, makeUser } from './reviews-fixtures';

let t: TestContext;
let admin: TestUser;
let renter: TestUser;
let png: Buffer;
let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestContext();
  admin = await makeUser(t, { role: 'ADMIN' });
  renter = await makeUser(t);
  const raw = { create: { width: 64, height: 48, channels: 3 as const, background: '#3a7' } };
  png = await sharp(raw).png().toBuffer();
  jpeg = await sharp(raw).jpeg().toBuffer();
});
afterAll(async () => {
  await t.close();
});

const FIELDS = {
  propertyType: 'CONDO',
  apartmentName: 'Riverside Lofts',
  streetName: 'Kim Yam Road',
  towerOrBlock: 'Tower B',
  pincode: '239333',
  city: 'Singapore',
  state_region: 'Singapore',
  country: 'Singapore',
  ownerName: 'R. Tan',
};

function form(fields: Record<string, string>, images: { bytes: Buffer; name: string; type?: string }[] = []) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const img of images) {
    body.append('images', new File([new Uint8Array(img.bytes)], img.name, { type: img.type ?? 'image/png' }));
  }
  return body;
}

const create = (body: FormData, headers: Record<string, string> = admin.auth) =>
  t.app.request('/api/v1/properties/create-properties', { method: 'POST', headers, body });

/** Files stored under uploads/properties (none may be left behind by a failed create). */
function storedFiles(): string[] {
  const dir = path.join(t.deps.storage.localRoot!, 'properties');
  return existsSync(dir) ? readdirSync(dir) : [];
}

describe('POST /properties/create-properties', () => {
  it('creates a property with its gallery; the first image is the thumbnail', async () => {
    const before = storedFiles().length;
    const res = await create(
      form(FIELDS, [
        { bytes: png, name: 'front.png' },
        { bytes: jpeg, name: 'lobby.jpg', type: 'image/jpeg' },
      ]),
    );
    expect(res.status).toBe(201);
    const body = await readJson<'/properties/create-properties'>(res);
    expect(body.message).toBe('Property created successfully.');
    expect(body.data).toMatchObject({
      slug: 'riverside-lofts',
      name: 'Riverside Lofts',
      apartmentName: 'Riverside Lofts',
      address: 'Tower B, Kim Yam Road, Singapore, 239333',
      propertyType: 'CONDO',
      pincode: '239333',
      state_region: 'Singapore',
      ownerName: 'R. Tan',
      unitNumber: null,
      agentName: null,
      isActive: true,
      overallRating: 0,
      reviewCount: 0,
    });
    expect(body.data.images).toHaveLength(2);
    expect(body.data.image).toBe(body.data.images![0]!.imageUrl);
    expect(body.data.images![0]!.imageUrl).toMatch(/^\/uploads\/properties\/.+\.webp$/);
    expect(storedFiles().length).toBe(before + 4); // full size + thumbnail each

    // The stored files are served, and the property reads back by slug.
    const served = await t.app.request(body.data.images![1]!.thumbUrl!);
    expect(served.status).toBe(200);
    const bySlug = await readJson<'/properties/get-properties-by-slug/{slug}'>(
      await t.app.request('/api/v1/properties/get-properties-by-slug/riverside-lofts'),
    );
    expect(bySlug.data.images!.map((i: { id: string }) => i.id)).toEqual(
      body.data.images!.map((i: { id: string }) => i.id),
    );
    const [row] = await t.deps.db.select().from(properties).where(eq(properties.id, body.data.id));
    expect(row).toMatchObject({ normalizedName: 'riversidelofts', createdBy: admin.id });
  });

  it('gives a free slug when the name is taken elsewhere', async () => {
    const a = await readJson<'/properties/create-properties'>(
      await create(form({ ...FIELDS, apartmentName: 'Twin Peaks', pincode: '111111' })),
    );
    const b = await readJson<'/properties/create-properties'>(
      await create(form({ ...FIELDS, apartmentName: 'Twin  Peaks!', pincode: '222222' })),
    );
    const c = await readJson<'/properties/create-properties'>(
      await create(form({ ...FIELDS, apartmentName: 'twin peaks', pincode: '333333' })),
    );
    expect([a.data.slug, b.data.slug, c.data.slug]).toEqual(['twin-peaks', 'twin-peaks-2', 'twin-peaks-3']);
    expect(a.data.image).toBeNull();
    expect(a.data.images).toEqual([]);
  });

  it('refuses a second property with the same name and pincode (409), leaving no files', async () => {
    const fields = { ...FIELDS, apartmentName: 'Only Once', pincode: '444444' };
    expect((await create(form(fields))).status).toBe(201);
    const before = storedFiles().length;
    const res = await create(form({ ...fields, apartmentName: 'ONLY-once' }, [{ bytes: png, name: 'a.png' }]));
    expect(res.status).toBe(409);
    expect((await readJson(res)).message).toBe('A property with this name and pincode already exists.');
    expect(storedFiles().length).toBe(before);
  });

  it.each([
    [{ pincode: '12345' }, 'pincode', 'Pincode must be exactly 6 digits'],
    [{ pincode: '12a456' }, 'pincode', 'Pincode must be exactly 6 digits'],
    [{ propertyType: 'VILLA' }, 'propertyType', 'Invalid property type'],
    [{ apartmentName: 'ab' }, 'apartmentName', 'Apartment name must be at least 3 characters'],
    [{ apartmentName: 'x'.repeat(51) }, 'apartmentName', 'Apartment name must be 50 characters or less'],
    [{ streetName: '' }, 'streetName', 'Street name is required'],
    [{ city: 'S' }, 'city', 'City must be at least 2 characters'],
    [{ ownerName: 'o'.repeat(41) }, 'ownerName', 'Owner name must be 40 characters or less'],
  ])('rejects %o with 400 on %s', async (change, field, message) => {
    const before = storedFiles().length;
    const res = await create(form({ ...FIELDS, ...change }, [{ bytes: png, name: 'a.png' }]));
    expect(res.status).toBe(400);
    expect((await readJson(res)).errors).toContainEqual({ path: field, message });
    expect(storedFiles().length).toBe(before);
  });

  it('requires the address fields', async () => {
    const res = await create(form({ apartmentName: 'Lonely Name' }));
    expect(res.status).toBe(400);
    const paths = (await readJson(res)).errors!.map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['streetName', 'pincode', 'city', 'state_region', 'country']));
  });

  it('rejects a non-image (by its bytes, whatever its name) and keeps nothing already stored', async () => {
    const before = storedFiles().length;
    const res = await create(
      form({ ...FIELDS, apartmentName: 'Fake Photos' }, [
        { bytes: png, name: 'real.png' },
        { bytes: Buffer.from('%PDF-1.4 not a photo'), name: 'photo.png', type: 'image/png' },
      ]),
    );
    expect(res.status).toBe(400);
    expect((await readJson(res)).message).toBe('Only image files are allowed.');
    expect(storedFiles().length).toBe(before);
    expect(await t.deps.db.select().from(properties).where(eq(properties.name, 'Fake Photos'))).toEqual([]);
  });

  it('rejects a text part sent as images', async () => {
    const body = form({ ...FIELDS, apartmentName: 'Text Images' });
    body.append('images', 'not a file');
    expect((await create(body)).status).toBe(400);
  });

  it('allows at most 10 images', async () => {
    const before = storedFiles().length;
    const eleven = Array.from({ length: 11 }, (_, i) => ({ bytes: png, name: `p${i}.png` }));
    const res = await create(form({ ...FIELDS, apartmentName: 'Too Many' }, eleven));
    expect(res.status).toBe(400);
    expect((await readJson(res)).message).toBe('Maximum 10 images are allowed.');
    expect(storedFiles().length).toBe(before);
  });

  it('is for admins only', async () => {
    expect((await create(form(FIELDS), {})).status).toBe(401);
    expect((await create(form(FIELDS), renter.auth)).status).toBe(403);
  });

  it('keeps the gallery order', async () => {
    const res = await create(
      form({ ...FIELDS, apartmentName: 'Ordered Gallery' }, [
        { bytes: jpeg, name: '1.jpg', type: 'image/jpeg' },
        { bytes: png, name: '2.png' },
        { bytes: jpeg, name: '3.jpg', type: 'image/jpeg' },
      ]),
    );
    const { data } = await readJson<'/properties/create-properties'>(res);
    const rows = await t.deps.db
      .select({ id: propertyImages.id, position: propertyImages.position })
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, data.id));
    expect(rows.sort((a, b) => a.position - b.position).map((r) => r.id)).toEqual(
      data.images!.map((i: { id: string }) => i.id),
    );
  });
});

describe('POST /properties/create-properties under concurrency', () => {
  it('gives parallel creates of one name distinct slugs', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        create(form({ ...FIELDS, apartmentName: 'Race Towers', pincode: `55555${i}` })),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(201));
    const slugs = await Promise.all(
      results.map(async (r) => (await readJson<'/properties/create-properties'>(r)).data.slug),
    );
    expect(slugs.sort()).toEqual([
      'race-towers',
      'race-towers-2',
      'race-towers-3',
      'race-towers-4',
      'race-towers-5',
      'race-towers-6',
    ]);
  });

  it('creates a property once when the same one is submitted in parallel', async () => {
    const fields = { ...FIELDS, apartmentName: 'Double Submit', pincode: '666666' };
    const results = await Promise.all([0, 1, 2].map(() => create(form(fields))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });
});
