import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { ApiAnswer } from '../support/api-client';
import type { TestContext } from '../support/test-app';
import { REVIEW_PARTS } from '../support/review-parts';
import type { TestUser } from './reviews-fixtures';

export { REVIEW_PARTS };

/** Builders for the review write API tests (publish, edit, delete, photos, idempotency). */

/** The review's own fields only: what an edit may send. */
export const EDIT_PARTS: Record<string, string> = Object.fromEntries(
  Object.entries(REVIEW_PARTS).filter(
    ([k]) => !['propertyType', 'apartmentName', 'streetName', 'pincode', 'country', 'isAnonymous'].includes(k),
  ),
);

export interface Photo {
  bytes: Buffer | Uint8Array;
  name: string;
  type?: string;
}

export function reviewForm(parts: Record<string, string>, photos: Photo[] = []): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(parts)) form.append(k, v);
  for (const p of photos) {
    form.append('images', new File([new Uint8Array(p.bytes)], p.name, { type: p.type ?? 'image/jpeg' }));
  }
  return form;
}

export async function send(
  t: TestContext,
  method: string,
  path: string,
  opts: { user?: TestUser; body?: BodyInit; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...(opts.user?.auth ?? {}), ...(opts.headers ?? {}) };
  const res = await t.app.request(`/api/v1${path}`, { method, headers, body: opts.body });
  const text = await res.text();
  // These tests read many answer shapes through one helper; each asserts the fields it reads.
  const body = text ? (JSON.parse(text) as ApiAnswer<any>) : undefined;
  return { status: res.status, headers: res.headers, text, body: body! };
}

/** A small JPEG of a flat colour (distinct colours give distinct SHA-256s). */
export function jpeg(colour = '#3a7', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** Every file under the uploads folder, relative to it. */
export function storedFiles(t: TestContext): string[] {
  const root = t.deps.storage.localRoot!;
  const walk = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(path.join(dir, e.name)) : [path.relative(root, path.join(dir, e.name))],
        )
      : [];
  return walk(root).sort();
}

/** The file on disk behind an /uploads/... URL. */
export const fileOf = (t: TestContext, url: string) =>
  path.join(t.deps.storage.localRoot!, url.replace(/^\/uploads\//, ''));

/** A form serialised to bytes with its own boundary, as one send of it would go over the wire. */
export async function encodeForm(form: FormData): Promise<{ contentType: string; bytes: ArrayBuffer }> {
  const res = new Response(form);
  return { contentType: res.headers.get('content-type')!, bytes: await res.arrayBuffer() };
}
