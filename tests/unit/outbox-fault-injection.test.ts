import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { OfflineDb } from '../../src/lib/offline-db';
import {
  type DrainReport,
  drainOutbox,
  queueForPublish,
  resumeAfterSignIn,
} from '../../src/features/write-review/offline/outbox';
import type { PublishTransport } from '../../src/features/write-review/offline/publish-transport';
import { FakeReviewServer } from './outbox-fake-server';

/**
 * The outbox against a hostile network, many seeded runs: requests lost before the server, answers
 * lost after the server committed, slow commits (the retry meets a 409 in flight), 5xx, a session
 * that expires (401, then the renter signs in again) and the tab dying mid-send (the drainer is
 * dropped, the database reopened and the outbox started again). Every queued draft must end as
 * exactly one review on the server, and no draft may be lost.
 */

const RUNS = 200;
const USER = 'renter-1';
const T0 = 1_700_000_000_000;
const MAX_STEPS = 300;
/** After this many faults a run is left to finish on a healthy network. */
const FAULT_BUDGET = 12;

const FAULTS = ['drop-request', 'drop-reply', 'slow-commit', 'server-error', 'unauthorized', 'restart'] as const;
type Fault = (typeof FAULTS)[number];

/** mulberry32: small, fast, seedable. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const never = new Promise<never>(() => undefined);

async function simulate(seed: number, seen: Map<Fault, number>) {
  const rand = prng(seed);
  const name = `outbox-fault-${seed}-${crypto.randomUUID()}`;
  let db = new OfflineDb(name);
  await db.open();
  const server = new FakeReviewServer();
  let token = 'token-0';
  server.tokens.set(token, USER);
  let signedIn = true;
  let t = T0;

  const draftCount = 1 + Math.floor(rand() * 4);
  const photoCounts = new Map<string, number>();
  const queueDraft = async (i: number) => {
    const id = `draft-${i}`;
    const photos = Math.floor(rand() * 3);
    photoCounts.set(id, photos);
    await db.drafts.add({ id, values: { title: `Review ${i}` }, updatedAt: t, state: 'editing' });
    for (let p = 0; p < photos; p++) {
      const bytes = new Uint8Array(16).map(() => Math.floor(rand() * 256)).buffer;
      await db.draftPhotos.add({
        id: `${id}-${p}`,
        draftId: id,
        bytes,
        type: 'image/webp',
        name: `${p}.webp`,
        size: 16,
        width: 4,
        height: 4,
        addedAt: t + p,
      });
    }
    await queueForPublish(
      id,
      {
        fields: { title: `Review ${i}`, body: 'Honest words.', overallRating: 1 + (i % 5) },
        isAnonymous: rand() < 0.5,
        target: rand() < 0.5 ? { kind: 'property', propertyId: 'p-1' } : { kind: 'new-property' },
      },
      { db, userId: USER, now: t },
    );
  };
  // Most drafts are queued up front; the last one while the outbox is already busy.
  for (let i = 0; i < draftCount - 1; i++) await queueDraft(i);

  let faultsLeft = FAULT_BUDGET;
  const pickFault = (): Fault | 'ok' => {
    if (faultsLeft <= 0 || rand() < 0.35) return 'ok';
    faultsLeft--;
    const fault = FAULTS[Math.floor(rand() * FAULTS.length)]!;
    seen.set(fault, (seen.get(fault) ?? 0) + 1);
    return fault;
  };
  const slowCommits: (() => void)[] = [];
  let crash: (() => void) | undefined;

  const transport: PublishTransport = async (item, files, requestToken) => {
    const fault = pickFault();
    if (fault === 'drop-request') throw new Error('Network error');
    if (fault === 'server-error') return { status: 503, body: { message: 'Service unavailable' } };
    if (fault === 'unauthorized') {
      // The session expires just now: this request and any after it answer 401.
      server.tokens.delete(token);
      signedIn = false;
    }
    if (fault === 'restart' && rand() < 0.5) {
      // The tab dies before the request leaves.
      crash?.();
      return never;
    }
    const received = await server.receive(item, files, requestToken);
    if ('answer' in received) {
      if (fault === 'drop-reply') throw new Error('Network error');
      if (fault === 'restart') {
        crash?.();
        return never;
      }
      return received.answer;
    }
    if (fault === 'slow-commit') {
      // Still processing when the client gives up; a retry meanwhile meets 409.
      slowCommits.push(() => server.commit(item, files, received.begin));
      throw new Error('Request timed out');
    }
    const response = server.commit(item, files, received.begin);
    if (fault === 'drop-reply') throw new Error('Network error');
    if (fault === 'restart') {
      // The server committed; the tab dies before the answer arrives.
      crash?.();
      return never;
    }
    return response;
  };

  let finished = false;
  for (let step = 0; step < MAX_STEPS; step++) {
    if (step === 2) await queueDraft(draftCount - 1);
    if (step > 2 && (await db.outbox.count()) === 0) {
      finished = true;
      break;
    }
    const crashed = new Promise<'crash'>((resolve) => (crash = () => resolve('crash')));
    const result: DrainReport | 'crash' = await Promise.race([
      drainOutbox(transport, {
        db,
        now: () => t,
        session: () => (signedIn ? { token, userId: USER } : null),
        random: rand,
        isOnline: () => true,
      }),
      crashed,
    ]);
    if (result === 'crash') {
      // The old page is gone (its drain never resumes); a new one opens the same database.
      db.close();
      db = new OfflineDb(name);
      await db.open();
      t += 1_000;
      continue;
    }
    if (slowCommits.length && rand() < 0.5) slowCommits.splice(0).forEach((commit) => commit());
    if (!signedIn) {
      token = `token-${step + 1}`;
      server.tokens.set(token, USER);
      signedIn = true;
      await resumeAfterSignIn(USER, db, t);
    }
    t = Math.max(t + 1, result.nextAttemptAt ?? t + 1);
  }

  const context = `seed ${seed}`;
  expect(finished, context).toBe(true);
  const drafts = await db.drafts.toArray();
  // No draft lost, each published exactly once, with its photos.
  expect(drafts, context).toHaveLength(draftCount);
  expect(server.reviews, context).toHaveLength(draftCount);
  for (const draft of drafts) {
    const reviews = server.reviews.filter((r) => r.title === draft.values.title);
    expect(reviews, `${context} ${draft.id}`).toHaveLength(1);
    expect(draft.state, `${context} ${draft.id}`).toBe('published');
    expect(draft.publishedReviewId, `${context} ${draft.id}`).toBe(reviews[0]!.id);
    expect(reviews[0]!.imageCount, `${context} ${draft.id}`).toBe(photoCounts.get(draft.id));
  }
  expect(await db.outbox.count(), context).toBe(0);
  expect(await db.draftPhotos.count(), context).toBe(0);
  db.close();
  await db.delete();
}

describe('outbox under injected faults', () => {
  it(`publishes every queued draft exactly once over ${RUNS} seeded runs`, { timeout: 240_000 }, async () => {
    const seen = new Map<Fault, number>();
    for (let seed = 1; seed <= RUNS; seed++) await simulate(seed, seen);
    // Every kind of fault really happened, many times.
    for (const fault of FAULTS) expect(seen.get(fault) ?? 0, fault).toBeGreaterThan(20);
  });
});
