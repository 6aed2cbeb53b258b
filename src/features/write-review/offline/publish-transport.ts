import type { OutboxRow, PublishTarget } from '@/lib/offline-db';
import { TENANCY_PROOF_FIELD } from '@/shared/tenancy-proof';

/** How a queued review reaches the server. The outbox decides what each answer means. */
export interface TransportResponse {
  status: number;
  body: unknown;
  /** The Retry-After header in seconds, when the server sent one (409 in flight, 429). */
  retryAfterSeconds?: number;
}

/** Rejects (never resolves with a status) when the request fails on the network or times out. */
export type PublishTransport = (
  item: OutboxRow,
  files: File[],
  token: string,
  onProgress?: (loaded: number, total: number) => void,
  /** The draft's proof of tenancy, when it has one (issue 21). */
  proof?: File,
) => Promise<TransportResponse>;

/** Photos on a slow connection take a while: this bounds one whole publish request. */
const PUBLISH_TIMEOUT_MS = 120_000;

export function publishPath(target: PublishTarget): string {
  return target.kind === 'property'
    ? `/api/v1/reviews/property/${encodeURIComponent(target.propertyId)}`
    : // Spelt as in the spec.
      '/api/v1/reviews/create-anonymoous-review-property';
}

/** Multipart body: each non-empty field by name, `isAnonymous` as 'true'/'false', `images` repeated, the proof. */
export function buildPublishForm(item: OutboxRow, files: readonly File[], proof?: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(item.payload.fields)) {
    const text = String(value);
    if (text.trim() !== '') form.append(name, text);
  }
  form.append('isAnonymous', item.payload.isAnonymous ? 'true' : 'false');
  for (const file of files) form.append('images', file, file.name);
  if (proof) form.append(TENANCY_PROOF_FIELD, proof, proof.name);
  return form;
}

function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - Date.now()) / 1000);
}

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** The publish request of a queued review: POST to this path with these headers and body. */
export function publishRequest(item: OutboxRow, files: readonly File[], token: string, proof?: File) {
  return {
    path: publishPath(item.payload.target),
    headers: {
      Authorization: `Bearer ${token}`,
      // Minted when the review was queued: every retry sends the same one.
      'Idempotency-Key': item.idempotencyKey,
      Accept: 'application/json',
    },
    body: buildPublishForm(item, files, proof),
  };
}

/**
 * The browser transport: XMLHttpRequest rather than fetch because only XHR reports upload progress.
 */
export const xhrTransport: PublishTransport = (item, files, token, onProgress, proof) =>
  new Promise((resolve, reject) => {
    const request = publishRequest(item, files, token, proof);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', request.path);
    xhr.timeout = PUBLISH_TIMEOUT_MS;
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    if (onProgress) {
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) onProgress(e.loaded, e.total);
      };
    }
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        body: parseBody(xhr.responseText),
        retryAfterSeconds: parseRetryAfter(xhr.getResponseHeader('Retry-After')),
      });
    xhr.onerror = () => reject(new Error('Network error'));
    xhr.ontimeout = () => reject(new Error('Request timed out'));
    xhr.onabort = () => reject(new Error('Request aborted'));
    xhr.send(request.body);
  });
