import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_FORM_MESSAGES as M } from '../../src/shared/review-form-text';
import { idempotencyKeys, reviewImages, reviews } from '../../src/server/db/schema';
import { createTestContext, type TestContext } from '../support/test-app';
import { type TestUser, makeProperty, makeUser } from './reviews-fixtures';
import { REVIEW_PARTS, type Photo, fileOf, jpeg, reviewForm, send, storedFiles } from './review-write-fixtures';

let t: TestContext;
let renter: TestUser;
let propertyId: string;
let good: Photo;

beforeAll(async () => {
  t = await createTestContext();
  renter = await makeUser(t);
  propertyId = (await makeProperty(t)).id;
  good = { bytes: await jpeg(), name: 'good.jpg' };
});
afterAll(async () => {
  await t.close();
});

const counts = async () => ({
  reviews: (await t.deps.db.select({ n: count() }).from(reviews))[0]!.n,
  images: (await t.deps.db.select({ n: count() }).from(reviewImages))[0]!.n,
  files: storedFiles(t),
});

const publish = (images: Photo[], headers: Record<string, string> = {}, parts = REVIEW_PARTS) =>
  send(t, 'POST', `/reviews/property/${propertyId}`, { user: renter, body: reviewForm(parts, images), headers });

/** A PNG with the given header dimensions around the given (compressed) pixel data. */
function pngWith(width: number, height: number, data: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', data),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A header claiming `side` x `side` pixels around a few bytes of data: a decompression bomb. */
const pixelBomb = (side: number) => pngWith(side, side, deflateSync(Buffer.alloc(4096)));

describe('photo attacks are refused before anything is stored', () => {
  const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
  const svg = Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  );

  const cases: [string, () => Photo[], number, string][] = [
    ['HTML named .jpg', () => [good, { bytes: html, name: 'photo.jpg', type: 'image/jpeg' }], 415, M.imageType],
    ['SVG', () => [{ bytes: svg, name: 'logo.svg', type: 'image/svg+xml' }], 415, M.imageType],
    ['11 images', () => Array.from({ length: 11 }, () => good), 400, M.imagesMax],
    [
      'an oversized file',
      () => [{ bytes: Buffer.concat([good.bytes, Buffer.alloc(10 * 1024 * 1024)]), name: 'huge.jpg' }],
      413,
      M.imageTooLarge,
    ],
    // Refused from the header alone: a decode stopped by sharp's pixel limit would say imageUnreadable.
    [
      'a pixel bomb',
      () => [good, { bytes: pixelBomb(30_000), name: 'bomb.png', type: 'image/png' }],
      400,
      M.imageTooManyPixels,
    ],
    ['a 0-byte file', () => [{ bytes: Buffer.alloc(0), name: 'empty.jpg' }], 400, M.imageEmpty],
  ];

  it.each(cases)('%s', async (name, photos, status, message) => {
    const key = `attack-${name.replace(/\W+/g, '-')}`;
    const before = await counts();
    const res = await publish(photos(), { 'Idempotency-Key': key });
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toEqual([{ path: 'images', message }]);
    expect(await counts()).toEqual(before);
    // A refused request does not hold its key.
    const [held] = await t.deps.db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(held!.n).toBe(0);
  });

  it('a text part named images is not a photo', async () => {
    const form = reviewForm(REVIEW_PARTS);
    form.append('images', 'not a file');
    const res = await send(t, 'POST', `/reviews/property/${propertyId}`, { user: renter, body: form });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(M.imageType);
  });
});

describe('stored photos', () => {
  it('a JPEG with GPS EXIF is stored as WebP without any EXIF, with a 480 px thumbnail', async () => {
    const withGps = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#468' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'TestCam', Model: 'Leaky 1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '1/1 17/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '103/1 51/1 0/1',
        },
      })
      .toBuffer();
    const input = await sharp(withGps).metadata();
    expect(input.exif).toBeDefined();
    // The GPS IFD pointer (tag 0x8825) is really in the upload.
    expect(input.exif!.includes(Buffer.from([0x88, 0x25])) || input.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(
      true,
    );

    const res = await publish([{ bytes: withGps, name: 'gps.jpg' }]);
    expect(res.status).toBe(201);
    const [image] = res.body.data.images;
    const full = readFileSync(fileOf(t, image.imageUrl));
    const thumb = readFileSync(fileOf(t, image.thumbUrl));
    for (const stored of [full, thumb]) {
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(stored.includes(Buffer.from('TestCam'))).toBe(false);
    }
    expect(await sharp(thumb).metadata()).toMatchObject({ width: 480, height: 360 });
  });

  it('accepts PNG, WebP and GIF by their bytes whatever their names say', async () => {
    const raw = { create: { width: 40, height: 30, channels: 3 as const, background: '#9c3' } };
    const res = await publish([
      { bytes: await sharp(raw).png().toBuffer(), name: 'a.jpg', type: 'application/octet-stream' },
      { bytes: await sharp(raw).webp().toBuffer(), name: 'b', type: 'text/plain' },
      { bytes: await sharp(raw).gif().toBuffer(), name: 'c.png' },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.data.images).toHaveLength(3);
  });
});

describe('a failed upload leaves no orphaned row or file', () => {
  it('an unreadable photo after good ones: the good ones are removed again', async () => {
    const before = await counts();
    // Valid JPEG header, then garbage: passes the cheap checks, fails while decoding.
    const truncated = Buffer.concat([good.bytes.subarray(0, 200), Buffer.alloc(2000, 0x55)]);
    const res = await publish([
      good,
      { bytes: await jpeg('#f0f'), name: 'b.jpg' },
      { bytes: truncated, name: 'c.jpg' },
    ]);
    expect(res.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('a transaction that fails after the files were written: the files are removed and the key freed', async () => {
    // Real fault injection in the database: a trigger refuses one title, after the photos were stored.
    await t.deps.db.execute(sql`
      CREATE OR REPLACE FUNCTION refuse_marked_review() RETURNS trigger AS $$
      BEGIN
        IF NEW.title = 'Refuse me' THEN RAISE EXCEPTION 'injected failure'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await t.deps.db.execute(sql`
      CREATE TRIGGER refuse_marked_review BEFORE INSERT ON reviews
      FOR EACH ROW EXECUTE FUNCTION refuse_marked_review()`);
    try {
      const before = await counts();
      const key = 'fails-in-transaction';
      const parts = { ...REVIEW_PARTS, title: 'Refuse me' };
      const res = await publish(
        [good, { bytes: await jpeg('#0ff'), name: 'b.jpg' }],
        { 'Idempotency-Key': key },
        parts,
      );
      expect(res.status).toBe(500);
      expect(res.body.message).not.toMatch(/injected|trigger|insert/i);
      expect(await counts()).toEqual(before);
      const [held] = await t.deps.db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      expect(held!.n).toBe(0);
    } finally {
      await t.deps.db.execute(sql`DROP TRIGGER refuse_marked_review ON reviews`);
    }
  });
});
