import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { MESSAGES } from '../../shared/messages';
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

/** True when the bytes are an image of an accepted type, decided by magic bytes, never by name or header. */
export async function isAcceptedImage(bytes: Buffer, accepted: ReadonlySet<string> = ACCEPTED): Promise<boolean> {
  const type = await fileTypeFromBuffer(bytes);
  return !!type && accepted.has(type.mime);
}

/** Why an upload cannot be stored, found before any pixel is decoded. */
export type ImageProblem = 'empty' | 'type' | 'pixels' | 'unreadable';

/**
 * Cheap checks a caller can run on every upload before storing any of them: magic bytes, then the
 * dimensions in the header against the pixel limit (a decompression bomb is refused unopened).
 */
export async function inspectImage(bytes: Buffer): Promise<ImageProblem | null> {
  if (bytes.length === 0) return 'empty';
  if (!(await isAcceptedImage(bytes))) return 'type';
  try {
    // metadata() reads the header only; the limit is checked here rather than by a failing decode.
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!width || !height) return 'unreadable';
    return width * height > LIMIT_INPUT_PIXELS ? 'pixels' : null;
  } catch {
    return 'unreadable';
  }
}

interface ReadOptions {
  /** MIME types allowed (by magic bytes); every image type sharp reads by default. */
  accepted?: ReadonlySet<string>;
  /** The 400 message for bytes of another type. */
  typeMessage?: string;
}

/**
 * Opens checked image bytes with sharp (`.rotate()` applies the EXIF orientation first) and runs
 * `encode` on it; any decoding failure (corrupt data, pixel limit, a format libvips cannot read) is
 * the upload's fault: a 400, never a 500.
 */
async function withImage<T>(bytes: Buffer, opts: ReadOptions, encode: (base: Sharp) => Promise<T>): Promise<T> {
  if (!(await isAcceptedImage(bytes, opts.accepted))) throw badRequest(opts.typeMessage ?? MESSAGES.imagesOnly);
  try {
    return await encode(sharp(bytes, { limitInputPixels: LIMIT_INPUT_PIXELS }).rotate());
  } catch {
    throw badRequest(MESSAGES.imageUnreadable);
  }
}

/** WebP no larger than `edge` on either side; re-encoding drops EXIF and GPS metadata. */
const toWebp = (base: Sharp, edge: number, quality: number) =>
  base
    .clone()
    .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toBuffer();

/** Re-encodes an upload to WebP (max 2048 px) plus a 480 px thumbnail. */
export async function storeImage(storage: Storage, folder: string, bytes: Buffer): Promise<StoredImage> {
  const [full, thumb] = await withImage(bytes, {}, (base) =>
    Promise.all([toWebp(base, MAX_EDGE, 82), toWebp(base, THUMB_EDGE, 75)]),
  );
  const id = randomUUID();
  const imageUrl = await storage.put(`${folder}/${id}.webp`, full, 'image/webp');
  try {
    const thumbUrl = await storage.put(`${folder}/${id}-480.webp`, thumb, 'image/webp');
    return { imageUrl, thumbUrl };
  } catch (err) {
    await storage.remove(imageUrl);
    throw err;
  }
}

/** Re-encodes one picture (say, a profile photo) to a single WebP of at most `edge` px; returns its URL. */
export async function storeSingleImage(
  storage: Storage,
  key: { folder: string; edge: number },
  bytes: Buffer,
  opts: ReadOptions = {},
): Promise<string> {
  const webp = await withImage(bytes, opts, (base) => toWebp(base, key.edge, 82));
  return storage.put(`${key.folder}/${randomUUID()}.webp`, webp, 'image/webp');
}

/** Removes stored images, e.g. after a failed transaction, so no orphaned files stay behind. */
export async function removeImages(storage: Storage, images: StoredImage[]): Promise<void> {
  await Promise.all(images.flatMap((i) => [storage.remove(i.imageUrl), storage.remove(i.thumbUrl)]));
}
