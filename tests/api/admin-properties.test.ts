import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyImages, reviews } from '../../src/server/db/schema';
import { readLooseJson as json } from '../support/api-client';
import { createTestContext, type TestContext } from '../support/test-app';
import { type TestUser, makeProperty, makeReview, makeUser } from './reviews-fixtures';

let t: TestContext;
let admin: TestUser;
let png: Buffer;

beforeAll(async () => {
  t = await createTestContext();
  admin = await makeUser(t, { role: 'ADMIN' });
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

const filePath = (url: string) => path.join(t.deps.storage.localRoot!, url.replace('/uploads/', ''));
const uploadedFiles = () => t.deps.db.select().from(propertyImages);

async function put(id: string, fields: Record<string, string>, images: Buffer[] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [i, bytes] of images.entries()) {
    form.append('images', new File([new Uint8Array(bytes)], `photo-${i}.png`, { type: 'image/png' }));
  }
  const res = await t.app.request(`/api/v1/admin/properties/${id}`, { method: 'PUT', headers: admin.auth, body: form });
  return { status: res.status, body: await json(res) };
}

describe('admin properties', () => {
  it('shows an inactive property with its gallery', async () => {
    const property = await makeProperty(t, { isActive: false, images: 2 });
    const res = await json(await t.app.request(`/api/v1/admin/properties/${property.id}`, { headers: admin.auth }));
    expect(res.data).toMatchObject({ id: property.id, isActive: false, ownerId: null });
    expect(res.data.images).toHaveLength(2);
  });

  it('finds a property by slug for the edit screen, inactive too; an unknown slug is a 404', async () => {
    const property = await makeProperty(t, { isActive: false, images: 1 });
    const res = await t.app.request(`/api/v1/admin/properties/by-slug/${property.slug}`, { headers: admin.auth });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.data).toMatchObject({ id: property.id, slug: property.slug, isActive: false });
    expect(body.data.images).toHaveLength(1);
    const missing = await t.app.request('/api/v1/admin/properties/by-slug/no-such-place', { headers: admin.auth });
    expect(missing.status).toBe(404);
    expect((await json(missing)).message).toBe('Property not found.');
  });

  it('edits fields, removes listed images and appends new ones; the first image is the thumbnail', async () => {
    const property = await makeProperty(t, { images: 2 });
    const [first, second] = await t.deps.db
      .select()
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, property.id))
      .orderBy(propertyImages.position);
    const res = await put(
      property.id,
      { apartmentName: 'Renamed Residences', ownerName: 'Mr Tan', deleteImageIds: JSON.stringify([first!.id]) },
      [png],
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Property updated successfully!');
    expect(res.body.data).toMatchObject({ name: 'Renamed Residences', ownerName: 'Mr Tan', slug: property.slug });
    const images = res.body.data.images as { id: string; imageUrl: string }[];
    expect(images.map((i) => i.id)[0]).toBe(second!.id);
    expect(images).toHaveLength(2);
    expect(res.body.data.image).toBe(second!.imageUrl);
    expect(existsSync(filePath(images[1]!.imageUrl))).toBe(true);
  });

  it('refuses a foreign image id or bad JSON without storing the new files', async () => {
    const property = await makeProperty(t, { images: 1 });
    const before = (await uploadedFiles()).length;
    for (const deleteImageIds of ['not json', JSON.stringify(['00000000-0000-4000-8000-000000000000'])]) {
      const res = await put(property.id, { deleteImageIds }, [png]);
      expect(res.status).toBe(400);
    }
    expect((await uploadedFiles()).length).toBe(before);
    const res = await put(property.id, { pincode: '12' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path: 'pincode', message: 'Pincode must be exactly 6 digits' });
  });

  it('deletes a property with its reviews and files; it leaves every public answer', async () => {
    const property = await makeProperty(t);
    const author = await makeUser(t);
    const review = await makeReview(t, { userId: author.id, propertyId: property.id });
    const updated = await put(property.id, {}, [png]);
    const url = (updated.body.data.images as { imageUrl: string }[])[0]!.imageUrl;
    expect(existsSync(filePath(url))).toBe(true);

    const res = await t.app.request(`/api/v1/admin/admin-delete-properties/${property.id}`, {
      method: 'DELETE',
      headers: admin.auth,
    });
    expect(res.status).toBe(200);
    expect((await json(res)).message).toBe('Property deleted successfully!');
    expect(existsSync(filePath(url))).toBe(false);
    expect(await t.deps.db.select().from(reviews).where(eq(reviews.id, review.id))).toEqual([]);
    expect((await t.app.request(`/api/v1/properties/get-properties-by-slug/${property.slug}`)).status).toBe(404);
    expect((await t.app.request(`/api/v1/properties/get-suggestions-detail/${property.id}`)).status).toBe(404);
    const recent = await json(await t.app.request('/api/v1/reviews/most-recent-reviews'));
    expect(JSON.stringify(recent.data)).not.toContain(review.id);
  });
});
