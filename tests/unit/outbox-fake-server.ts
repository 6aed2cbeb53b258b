import { createHash } from 'node:crypto';
import type { OutboxRow } from '../../src/lib/offline-db';
import type { PublishTransport, TransportResponse } from '../../src/features/write-review/offline/publish-transport';

/**
 * An in-memory stand-in for POST /reviews/... with the Idempotency-Key semantics of the IETF
 * httpapi draft, as the real server implements them: the key is scoped to the user; the same key and
 * payload give the stored first answer; another payload is 422; a request while the first is still
 * being processed is 409 with Retry-After. The fingerprint covers the fields and each image's SHA-256.
 */
export interface StoredReview {
  id: string;
  userId: string;
  key: string;
  title: string;
  imageCount: number;
}

interface KeyRecord {
  fingerprint: string;
  response?: TransportResponse;
}

export class FakeReviewServer {
  reviews: StoredReview[] = [];
  private keys = new Map<string, KeyRecord>();
  /** token -> userId; a token missing here answers 401 (expired session). */
  tokens = new Map<string, string>();
  requests = 0;
  private nextId = 1;

  fingerprint(item: OutboxRow, files: File[], bytes: ArrayBuffer[]): string {
    const hashes = bytes.map((b) => createHash('sha256').update(new Uint8Array(b)).digest('hex'));
    return JSON.stringify([item.payload, files.map((f) => f.name), hashes]);
  }

  /** The request reaches the server: returns the answer, or `begin` for a new key (commit later). */
  async receive(
    item: OutboxRow,
    files: File[],
    token: string,
  ): Promise<{ answer: TransportResponse } | { begin: { scope: string; fingerprint: string } }> {
    this.requests++;
    const userId = this.tokens.get(token);
    if (!userId) return { answer: { status: 401, body: { success: false, message: 'Authentication required.' } } };
    const bytes = await Promise.all(files.map((f) => f.arrayBuffer()));
    const fingerprint = this.fingerprint(item, files, bytes);
    const scope = `${userId}:${item.idempotencyKey}`;
    const known = this.keys.get(scope);
    if (known) {
      if (known.fingerprint !== fingerprint) {
        return { answer: { status: 422, body: { success: false, message: 'Key reused with another payload.' } } };
      }
      if (!known.response) {
        return {
          answer: { status: 409, body: { success: false, message: 'In flight.' }, retryAfterSeconds: 1 },
        };
      }
      return { answer: known.response };
    }
    this.keys.set(scope, { fingerprint });
    return { begin: { scope, fingerprint } };
  }

  /** Finishes a request begun by `receive`: creates the review and stores the answer under the key. */
  commit(item: OutboxRow, files: File[], begun: { scope: string; fingerprint: string }): TransportResponse {
    const [userId] = begun.scope.split(':');
    const id = `review-${this.nextId++}`;
    this.reviews.push({
      id,
      userId: userId!,
      key: item.idempotencyKey,
      title: String(item.payload.fields.title),
      imageCount: files.length,
    });
    const response: TransportResponse = {
      status: 201,
      body: { success: true, message: 'Review submitted successfully!', data: { id } },
    };
    this.keys.set(begun.scope, { fingerprint: begun.fingerprint, response });
    return response;
  }

  /** A well-behaved transport: every request arrives and every answer comes back. */
  transport: PublishTransport = async (item, files, token) => {
    const received = await this.receive(item, files, token);
    return 'answer' in received ? received.answer : this.commit(item, files, received.begin);
  };
}
