import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { badRequest } from '../lib/errors';
import type { Storage } from './storage';

const ACCEPTED = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/heic',
  'image/heif',
]);
const MAX_EDGE = 2048;
const THUMB_EDGE = 480;
// Guards against decompression bombs: about 50 megapixels at most.
const LIMIT_INPUT_PIXELS = 50_000_000;

export interface StoredImage {
  imageUrl: string;
  thumbUrl: string;
}

/** True when the bytes are an image we accept, decided by magic bytes, never by name or header. */
export async function isAcceptedImage(bytes: Buffer): Promise<boolean> {
  const type = await fileTypeFromBuffer(bytes);
  return !!type && ACCEPTED.has(type.mime);
}

/**
 * Re-encodes an upload to WebP (max 2048 px) plus a 480 px thumbnail. `.rotate()` applies the EXIF
 * orientation first; re-encoding drops EXIF and GPS metadata.
 */
export async function storeImage(storage: Storage, folder: string, bytes: Buffer): Promise<StoredImage> {
  if (!(await isAcceptedImage(bytes))) throw badRequest('Only image files are allowed.');
  const id = randomUUID();
  try {
    const base = sharp(bytes, { limitInputPixels: LIMIT_INPUT_PIXELS }).rotate();
    const [full, thumb] = await Promise.all([
      base
        .clone()
        .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
      base
        .clone()
        .resize({ width: THUMB_EDGE, height: THUMB_EDGE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer(),
    ]);
    const imageUrl = await storage.put(`${folder}/${id}.webp`, full, 'image/webp');
    const thumbUrl = await storage.put(`${folder}/${id}-480.webp`, thumb, 'image/webp');
    return { imageUrl, thumbUrl };
  } catch (err) {
    if (err instanceof Error && /pixel limit|unsupported image|corrupt|Input buffer/i.test(err.message)) {
      throw badRequest('The image could not be read. Please upload a JPEG, PNG, GIF or WebP photo.');
    }
    throw err;
  }
}

/** Removes stored images, e.g. after a failed transaction, so no orphaned files stay behind. */
export async function removeImages(storage: Storage, images: StoredImage[]): Promise<void> {
  await Promise.all(images.flatMap((i) => [storage.remove(i.imageUrl), storage.remove(i.thumbUrl)]));
}
