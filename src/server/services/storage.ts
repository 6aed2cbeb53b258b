import { mkdirSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Local disk under DATA_DIR/uploads, served at /uploads/. */
export interface Storage {
  /** Stores bytes under a key like 'reviews/abc.webp' and returns the public URL. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Removes the file behind a URL this storage returned; unknown URLs are ignored. */
  remove(url: string): Promise<void>;
  /** The local folder served at /uploads, when the storage is on local disk. */
  localRoot?: string;
}

export const UPLOADS_PREFIX = '/uploads/';

export function createLocalStorage(root: string): Storage {
  mkdirSync(root, { recursive: true });
  const resolveKey = (key: string) => {
    const target = path.resolve(root, key);
    if (!target.startsWith(path.resolve(root) + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return target;
  };
  return {
    localRoot: root,
    async put(key, bytes) {
      const target = resolveKey(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes);
      return UPLOADS_PREFIX + key;
    },
    async remove(url) {
      if (!url.startsWith(UPLOADS_PREFIX)) return;
      await rm(resolveKey(url.slice(UPLOADS_PREFIX.length)), { force: true });
    },
  };
}
