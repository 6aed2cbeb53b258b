import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { readLooseJson } from '../support/api-client';
import { createTestContext, type TestContext } from '../support/test-app';
import { type TestUser, makeUser } from './reviews-fixtures';

let t: TestContext;
let admin: TestUser;
let png: Buffer;
let jpegWithGps: Buffer;

beforeAll(async () => {
  t = await createTestContext();
  admin = await makeUser(t, { role: 'ADMIN' });
  const raw = { create: { width: 64, height: 48, channels: 3 as const, background: '#e76' } };
  png = await sharp(raw).png().toBuffer();
  jpegWithGps = await sharp(raw)
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Snap 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '1/1 17/1 0/1' },
    })
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

interface Upload {
  bytes: Buffer;
  name: string;
  type: string;
}

const upload = async (target: TestUser, file: Upload | undefined, as: TestUser = target) => {
  const body = new FormData();
  if (file) body.append('profileImage', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  const res = await t.app.request(`/api/v1/profile/update-user-profile/${target.id}`, {
    method: 'PUT',
    headers: as.auth,
    body,
  });
  return { status: res.status, body: await readLooseJson(res) };
};

const remove = async (target: TestUser, as: TestUser = target) => {
  const res = await t.app.request(`/api/v1/profile/delete-image/${target.id}`, { method: 'DELETE', headers: as.auth });
  return { status: res.status, body: await readLooseJson(res) };
};

const photoUrl = async (id: string) =>
  (await t.deps.db.select({ url: users.profileImageUrl }).from(users).where(eq(users.id, id)))[0]!.url;

/** The file on disk behind an /uploads/ URL. */
const fileOf = (url: string) => path.join(t.deps.storage.localRoot!, url.replace(/^\/uploads\//, ''));

const profileFiles = () => {
  const dir = path.join(t.deps.storage.localRoot!, 'profiles');
  return existsSync(dir) ? readdirSync(dir).length : 0;
};

describe('PUT /profile/update-user-profile/{id}', () => {
  it('stores the photo re-encoded as WebP without EXIF or GPS and answers it at data.data', async () => {
    const renter = await makeUser(t);
    expect(jpegWithGps.includes(Buffer.from('PhoneCo'))).toBe(true);
    const res = await upload(renter, { bytes: jpegWithGps, name: 'me.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile image updated successfully!');
    const url = res.body.data.data.profileImageUrl as string;
    expect(url).toMatch(/^\/uploads\/profiles\/.+\.webp$/);
    expect(await photoUrl(renter.id)).toBe(url);
    const stored = readFileSync(fileOf(url));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneCo'))).toBe(false);
  });

  it('removes the previous file when the photo is replaced', async () => {
    const renter = await makeUser(t);
    const first = (await upload(renter, { bytes: png, name: 'a.png', type: 'image/png' })).body.data.data
      .profileImageUrl as string;
    expect(existsSync(fileOf(first))).toBe(true);
    const res = await upload(renter, { bytes: jpegWithGps, name: 'b.jpeg', type: 'image/jpeg' });
    expect(res.status).toBe(200);
    const second = res.body.data.data.profileImageUrl as string;
    expect(second).not.toBe(first);
    expect(existsSync(fileOf(first))).toBe(false);
    expect(existsSync(fileOf(second))).toBe(true);
  });

  it('accepts a PNG named .gif as the PNG it is', async () => {
    const renter = await makeUser(t);
    const res = await upload(renter, { bytes: png, name: 'animated.gif', type: 'image/gif' });
    expect(res.status).toBe(200);
    expect((await sharp(readFileSync(fileOf(res.body.data.data.profileImageUrl))).metadata()).width).toBe(64);
  });

  const webp = () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
  const refused: [string, () => Promise<Upload>, number, string][] = [
    [
      'a 3.2 MB photo',
      async () => ({
        bytes: Buffer.concat([jpegWithGps, Buffer.alloc(Math.round(3.2 * 1024 * 1024) - jpegWithGps.length)]),
        name: 'big.jpg',
        type: 'image/jpeg',
      }),
      413,
      'File size cannot exceed 3.1 MB.',
    ],
    [
      'a 10 MB photo (cut while it streams in)',
      async () => ({ bytes: Buffer.alloc(10 * 1024 * 1024, 1), name: 'huge.jpg', type: 'image/jpeg' }),
      413,
      'File size cannot exceed 3.1 MB.',
    ],
    [
      'a WebP',
      async () => ({ bytes: await webp(), name: 'me.webp', type: 'image/webp' }),
      400,
      'Only JPEG, PNG or GIF images are allowed.',
    ],
    [
      'an SVG',
      async () => ({
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        name: 'me.svg',
        type: 'image/svg+xml',
      }),
      400,
      'Only JPEG, PNG or GIF images are allowed.',
    ],
    [
      'an HTML file named .jpg',
      async () => ({
        bytes: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
        name: 'me.jpg',
        type: 'image/jpeg',
      }),
      400,
      'Only JPEG, PNG or GIF images are allowed.',
    ],
  ];
  it.each(refused)('refuses %s, keeps the old photo and stores nothing', async (_, make, status, message) => {
    const renter = await makeUser(t);
    const kept = (await upload(renter, { bytes: png, name: 'keep.png', type: 'image/png' })).body.data.data
      .profileImageUrl as string;
    const filesBefore = profileFiles();
    const res = await upload(renter, await make());
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await photoUrl(renter.id)).toBe(kept);
    expect(existsSync(fileOf(kept))).toBe(true);
    expect(profileFiles()).toBe(filesBefore);
  });

  it('asks for a photo when none came', async () => {
    const renter = await makeUser(t);
    const res = await upload(renter, undefined);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please choose a photo to upload.');
  });

  it("refuses another renter's id with 403: no file stored, their photo unchanged", async () => {
    const [owner, other] = [await makeUser(t), await makeUser(t)];
    const filesBefore = profileFiles();
    const res = await upload(owner, { bytes: png, name: 'x.png', type: 'image/png' }, other);
    expect(res.status).toBe(403);
    expect(await photoUrl(owner.id)).toBeNull();
    expect(profileFiles()).toBe(filesBefore);
  });

  it("lets an admin set a renter's photo", async () => {
    const renter = await makeUser(t);
    const res = await upload(renter, { bytes: png, name: 'x.png', type: 'image/png' }, admin);
    expect(res.status).toBe(200);
    expect(await photoUrl(renter.id)).toBe(res.body.data.data.profileImageUrl);
  });
});

describe('DELETE /profile/delete-image/{id}', () => {
  it('clears the photo and removes its file', async () => {
    const renter = await makeUser(t);
    const url = (await upload(renter, { bytes: png, name: 'a.png', type: 'image/png' })).body.data.data
      .profileImageUrl as string;
    const res = await remove(renter);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile image deleted successfully!');
    expect(res.body.data.data.profileImageUrl).toBeNull();
    expect(await photoUrl(renter.id)).toBeNull();
    expect(existsSync(fileOf(url))).toBe(false);
  });

  it("answers 'No profile image to delete.' when there is none", async () => {
    const renter = await makeUser(t);
    const res = await remove(renter);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No profile image to delete.');
  });

  it("refuses another renter's id with 403 and keeps their photo and file", async () => {
    const [owner, other] = [await makeUser(t), await makeUser(t)];
    const url = (await upload(owner, { bytes: png, name: 'a.png', type: 'image/png' })).body.data.data
      .profileImageUrl as string;
    const res = await remove(owner, other);
    expect(res.status).toBe(403);
    expect(await photoUrl(owner.id)).toBe(url);
    expect(existsSync(fileOf(url))).toBe(true);
  });
});
