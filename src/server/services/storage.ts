import { createReadStream, mkdirSync } from 'node:fs';
import { access, constants, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

/**
 * Where uploaded files live: local disk under DATA_DIR/uploads (storage.ts), or an S3-compatible
 * bucket when S3_BUCKET is set (storage-s3.ts). Every upload is written, read back for /uploads/
 * and deleted through this interface, nowhere else.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** The folder behind /uploads/, when the storage is on local disk. */
  readonly localRoot?: string;
  /** The folder of the private area, when the storage is on local disk (no route serves it). */
  readonly localPrivateRoot?: string;
  /** Stores bytes under a key like 'reviews/abc.webp' and returns the public URL. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Removes the file behind a URL this storage returned; unknown URLs are ignored. */
  remove(url: string): Promise<void>;
  /** The stored object behind a key (for GET /uploads/<key>), or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /**
   * The private area (proof of tenancy, issue 21): apart from the public files, so get() and
   * /uploads never reach it, whatever the key. Local disk: a folder beside the uploads folder;
   * S3: the PRIVATE_PREFIX of the bucket, which get() refuses. Keys as isStorageKey.
   */
  putPrivate(key: string, bytes: Buffer, contentType: string): Promise<void>;
  getPrivate(key: string): Promise<StoredObject | null>;
  /** Removes a private file; a missing one is no error. */
  removePrivate(key: string): Promise<void>;
  /** Throws when the store cannot be reached or written (GET /readyz). */
  ping(): Promise<void>;
  /** Releases connections on shutdown. */
  close?(): Promise<void>;
}

export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  size?: number;
  etag?: string;
}

export const UPLOADS_PREFIX = '/uploads/';
/** In a bucket, the private area's keys start with this; the public get() refuses them. */
export const PRIVATE_PREFIX = 'private/';
/** A stored file never changes (every upload gets a fresh key), so caches may keep it for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A key we write ourselves: folders and file names of letters, digits, dot, dash and underscore,
 * never '..'. Anything else in a request path is a 404, whatever the store would make of it.
 */
export function isStorageKey(key: string): boolean {
  return /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)+$/.test(key) && !key.split('/').some((part) => /^\.+$/.test(part));
}

/** The key behind a URL this storage handed out under `base` ('/uploads/' or S3_PUBLIC_URL + '/'). */
export function keyFromUrl(url: string, bases: readonly string[]): string | null {
  for (const base of bases) {
    if (!url.startsWith(base)) continue;
    const key = url.slice(base.length);
    return isStorageKey(key) ? key : null;
  }
  return null;
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.avif': 'image/avif',
};

/** `key` under `root`, refusing anything that would leave it. */
function keyPath(root: string, key: string): string {
  const target = path.resolve(root, key);
  if (!isStorageKey(key) || !target.startsWith(path.resolve(root) + path.sep)) {
    throw new Error(`Invalid storage key: ${key}`);
  }
  return target;
}

/**
 * Local disk: the files of DATA_DIR/uploads, served at /uploads/ by static-files.ts; private files in
 * `privateRoot` (DATA_DIR/private by default), a sibling folder no route serves.
 */
export function createLocalStorage(root: string, privateRoot = path.join(path.dirname(root), 'private')): Storage {
  mkdirSync(root, { recursive: true });
  mkdirSync(privateRoot, { recursive: true, mode: 0o700 });
  const resolveKey = (key: string) => {
    const target = path.resolve(root, key);
    if (!target.startsWith(path.resolve(root) + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return target;
  };
  return {
    kind: 'local',
    localRoot: root,
    localPrivateRoot: privateRoot,
    async put(key, bytes) {
      const target = resolveKey(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes);
      return UPLOADS_PREFIX + key;
    },
    async remove(url) {
      const key = keyFromUrl(url, [UPLOADS_PREFIX]);
      if (key) await rm(resolveKey(key), { force: true });
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      const file = resolveKey(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return {
        // Every file here was re-encoded by images.ts, so its extension is its type.
        contentType: TYPES_BY_EXTENSION[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        size: info.size,
        body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
      };
    },
    async putPrivate(key, bytes) {
      const target = keyPath(privateRoot, key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await writeFile(target, bytes, { mode: 0o600 });
    },
    async getPrivate(key) {
      if (!isStorageKey(key)) return null;
      const file = keyPath(privateRoot, key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return {
        // The caller knows the type (it is stored with the proof's row).
        contentType: 'application/octet-stream',
        size: info.size,
        body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
      };
    },
    async removePrivate(key) {
      if (isStorageKey(key)) await rm(keyPath(privateRoot, key), { force: true });
    },
    async ping() {
      await access(root, constants.W_OK);
    },
  };
}
