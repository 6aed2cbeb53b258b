import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type S3Config } from '../../src/server/config';
import { createApp } from '../../src/server/lib/create-app';
import { registerApiRoutes } from '../../src/server/routes';
import { createS3Storage } from '../../src/server/services/storage-s3';
import { readLooseJson } from '../support/api-client';
import { startS3Server, type TestS3 } from '../support/s3-server';
import { createTestContext, type TestContext } from '../support/test-app';
import { jpeg, reviewForm, REVIEW_PARTS, send } from './review-write-fixtures';
import { type TestUser, makeUser } from './reviews-fixtures';

/**
 * Uploads in an S3 bucket, against a real S3 protocol server (s3rver) started here: every upload
 * path writes objects there, deletes remove them, and /uploads/ streams them back.
 */
let s3: TestS3;
let t: TestContext;
let admin: TestUser;
let png: Buffer;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestContext(s3.env);
  admin = await makeUser(t, { role: 'ADMIN' });
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#e76' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const s3Config = () => loadConfig({ DATA_DIR: t.config.dataDir, ...s3.env }).s3!;

/** The same app and database with another storage (as another configuration would build it). */
function withStorage(config: S3Config) {
  const storage = createS3Storage(config);
  const deps = { ...t.deps, storage, config: { ...t.deps.config, s3: config } };
  const app = createApp(deps, registerApiRoutes);
  return { app, storage, deps };
}

const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

async function uploadProfilePhoto(ctx: Pick<TestContext, 'app'>, user: TestUser) {
  const body = new FormData();
  body.append('profileImage', new File([new Uint8Array(png)], 'me.png', { type: 'image/png' }));
  const res = await ctx.app.request(`/api/v1/profile/update-user-profile/${user.id}`, {
    method: 'PUT',
    headers: user.auth,
    body,
  });
  expect(res.status).toBe(200);
  // The spec's profile answers nest the profile one level down: data.data.
  const answer = (await readLooseJson(res)) as { data: { data: { profileImageUrl: string } } };
  return answer.data.data.profileImageUrl;
}

describe('S3 storage', () => {
  it('is what the app uses when S3_BUCKET is set, and /readyz checks the bucket', async () => {
    expect(t.deps.storage.kind).toBe('s3');
    const ready = await t.app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await readLooseJson(ready)).toMatchObject({ data: { database: 'up', storage: 'up' } });

    const missing = withStorage({ ...s3Config(), bucket: 'no-such-bucket' });
    const down = await missing.app.request('/readyz');
    expect(down.status).toBe(503);
    expect(await readLooseJson(down)).toEqual({
      success: false,
      message: 'Not ready, unreachable: storage',
      data: { database: 'up', storage: 'down' },
    });
  });

  it('stores a profile photo as an object, streams it back, and deletes it on replace and remove', async () => {
    const user = await makeUser(t);
    const first = await uploadProfilePhoto(t, user);
    expect(first).toMatch(/^\/uploads\/profiles\/[\w-]+\.webp$/);
    expect(await s3.keys()).toContain(keyOf(first));

    const served = await t.app.request(first);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(served.headers.get('content-length')).toBe(String(bytes.length));
    expect((await sharp(bytes).metadata()).format).toBe('webp');

    const head = await t.app.request(first, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-type'), await head.text()]).toEqual([200, 'image/webp', '']);

    // A revalidation with the ETag is answered without the body.
    const etag = served.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await t.app.request(first, { headers: { 'if-none-match': etag! } })).status).toBe(304);

    const second = await uploadProfilePhoto(t, user);
    const keys = await s3.keys();
    expect(keys).toContain(keyOf(second));
    expect(keys).not.toContain(keyOf(first));

    const removed = await t.app.request(`/api/v1/profile/delete-image/${user.id}`, {
      method: 'DELETE',
      headers: user.auth,
    });
    expect(removed.status).toBe(200);
    expect(await s3.keys()).not.toContain(keyOf(second));
    const gone = await t.app.request(second);
    expect(gone.status).toBe(404);
    expect(await readLooseJson(gone)).toEqual({ success: false, message: 'File not found.' });
  });

  it('stores review photos (full size and thumbnail) and removes them with the review', async () => {
    const renter = await makeUser(t);
    const published = await send(t, 'POST', '/reviews/create-anonymoous-review-property', {
      user: renter,
      body: reviewForm(REVIEW_PARTS, [{ bytes: await jpeg('#159'), name: 'kitchen.jpg' }]),
    });
    expect(published.status).toBe(201);
    const [image] = published.body.data.images as { imageUrl: string; thumbUrl: string }[];
    expect(await s3.keys()).toEqual(expect.arrayContaining([keyOf(image!.imageUrl), keyOf(image!.thumbUrl)]));
    expect((await t.app.request(image!.thumbUrl)).status).toBe(200);

    const deleted = await send(t, 'DELETE', `/admin/delete-review/${published.body.data.id}`, { user: admin });
    expect(deleted.status).toBe(200);
    const keys = await s3.keys();
    expect(keys).not.toContain(keyOf(image!.imageUrl));
    expect(keys).not.toContain(keyOf(image!.thumbUrl));
  });

  it('stores property images and removes them with the property', async () => {
    const body = new FormData();
    const fields = {
      propertyType: 'CONDO',
      apartmentName: 'Bucket Towers',
      streetName: 'Cloud Lane',
      pincode: '239334',
      city: 'Singapore',
      state_region: 'Singapore',
      country: 'Singapore',
    };
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    body.append('images', new File([new Uint8Array(png)], 'front.png', { type: 'image/png' }));
    const created = await t.app.request('/api/v1/properties/create-properties', {
      method: 'POST',
      headers: admin.auth,
      body,
    });
    expect(created.status).toBe(201);
    const property = (await readLooseJson(created)) as { data: { id: string; images: { imageUrl: string }[] } };
    const url = property.data.images[0]!.imageUrl;
    expect(await s3.keys()).toContain(keyOf(url));

    const deleted = await send(t, 'DELETE', `/admin/admin-delete-properties/${property.data.id}`, { user: admin });
    expect(deleted.status).toBe(200);
    expect(await s3.keys()).not.toContain(keyOf(url));
  });

  it('refuses keys it never writes', async () => {
    for (const path of [
      '/uploads/..%2F..%2Fetc/passwd',
      '/uploads/profiles/..',
      '/uploads/x',
      '/uploads/a/b%00.webp',
    ]) {
      expect((await t.app.request(path)).status, path).toBe(404);
    }
  });
});

describe('S3 storage: the private area (proof of tenancy)', () => {
  it('keeps a proof under private/, never serves it at /uploads/, and deletes it with the decision', async () => {
    const renter = await makeUser(t);
    const pdf = Buffer.from('%PDF-1.4\nproof of tenancy\n%%EOF\n');
    const form = reviewForm({ ...REVIEW_PARTS, apartmentName: 'Private Bucket Court' });
    form.append('tenancyProof', new File([new Uint8Array(pdf)], 'lease.pdf', { type: 'application/pdf' }));
    const created = await send(t, 'POST', '/reviews/create-anonymoous-review-property', { user: renter, body: form });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.id as string;
    const key = (await s3.keys()).find((k) => k.startsWith('private/tenancy-proofs/'));
    expect(key).toBeDefined();
    for (const path of [`/uploads/${key}`, `/uploads/${key!.slice('private/'.length)}`]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('%PDF');
    }
    const proof = await t.app.request(`/api/v1/admin/reviews/${id}/tenancy-proof`, { headers: admin.auth });
    expect(proof.status).toBe(200);
    expect(Buffer.from(await proof.arrayBuffer()).equals(pdf)).toBe(true);
    const decided = await t.app.request(`/api/v1/admin/reviews/${id}/verify`, {
      method: 'POST',
      headers: { ...admin.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ decision: 'declined' }),
    });
    expect(decided.status).toBe(200);
    expect(await s3.keys()).not.toContain(key);
  });
});

describe('S3 storage with S3_PUBLIC_URL', () => {
  it('hands out URLs under the public base and still deletes the objects behind them', async () => {
    const publicUrl = loadConfig({
      DATA_DIR: t.config.dataDir,
      ...s3.env,
      S3_PUBLIC_URL: 'https://media.example.test/ht/',
    }).s3!.publicUrl;
    expect(publicUrl).toBe('https://media.example.test/ht');
    const cdn = withStorage({ ...s3Config(), publicUrl });
    try {
      const user = await makeUser(t);
      const url = await uploadProfilePhoto(cdn, user);
      expect(url).toMatch(/^https:\/\/media\.example\.test\/ht\/profiles\/[\w-]+\.webp$/);
      const key = url.replace('https://media.example.test/ht/', '');
      expect(await s3.keys()).toContain(key);
      // The Content-Security-Policy lets pages show images from that origin.
      const csp = (await cdn.app.request('/api/docs')).headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/img-src [^;]*https:\/\/media\.example\.test/);
      // The server can still stream it (say, for clients holding an /uploads/ URL).
      expect((await cdn.app.request(`/uploads/${key}`)).status).toBe(200);

      const removed = await cdn.app.request(`/api/v1/profile/delete-image/${user.id}`, {
        method: 'DELETE',
        headers: user.auth,
      });
      expect(removed.status).toBe(200);
      expect(await s3.keys()).not.toContain(key);
    } finally {
      await cdn.storage.close?.();
    }
  });
});
