import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import {
  IMMUTABLE,
  PRIVATE_PREFIX,
  isStorageKey,
  keyFromUrl,
  UPLOADS_PREFIX,
  type Storage,
  type StoredObject,
} from './storage';

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...) through the AWS SDK v3.
 * The URLs handed out are `/uploads/<key>` (this server streams the object) or, with S3_PUBLIC_URL,
 * `<S3_PUBLIC_URL>/<key>` (a CDN or public bucket serves it); see docs/decisions/010-object-storage.md.
 */
export function createS3Storage(config: S3Config): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // Without keys the SDK's default chain applies (environment, shared files, instance roles).
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // The SDK's default CRC trailers (aws-chunked uploads) are not understood by every S3-compatible
    // store; send checksums only where an operation requires one when talking to one of those.
    ...(config.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });
  const Bucket = config.bucket;
  const publicBase = config.publicUrl ? `${config.publicUrl}/` : undefined;
  // Either base is understood on delete, so switching S3_PUBLIC_URL on or off strands no object.
  const bases = publicBase ? [publicBase, UPLOADS_PREFIX] : [UPLOADS_PREFIX];
  /** A key of the public area: never one under the private prefix (so /uploads/private/... is a 404). */
  const isPublicKey = (key: string) => isStorageKey(key) && !key.startsWith(PRIVATE_PREFIX);

  async function getObject(Key: string): Promise<StoredObject | null> {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket, Key }));
      if (!object.Body) return null;
      return {
        body: object.Body.transformToWebStream(),
        contentType: object.ContentType ?? 'application/octet-stream',
        size: object.ContentLength,
        etag: object.ETag,
      };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      if (!isPublicKey(key)) throw new Error(`Invalid storage key: ${key}`);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, CacheControl: IMMUTABLE }),
      );
      return (publicBase ?? UPLOADS_PREFIX) + key;
    },
    async remove(url) {
      const key = keyFromUrl(url, bases);
      // S3 answers a delete of a missing key with success, so a repeat is harmless.
      if (key && isPublicKey(key)) await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async get(key) {
      return isPublicKey(key) ? getObject(key) : null;
    },
    async putPrivate(key, bytes, contentType) {
      if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: PRIVATE_PREFIX + key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: 'private, no-store',
        }),
      );
    },
    async getPrivate(key) {
      return isStorageKey(key) ? getObject(PRIVATE_PREFIX + key) : null;
    },
    async removePrivate(key) {
      if (isStorageKey(key)) await client.send(new DeleteObjectCommand({ Bucket, Key: PRIVATE_PREFIX + key }));
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async close() {
      client.destroy();
    },
  };
}
