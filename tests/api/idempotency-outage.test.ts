import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { idempotencyKeys } from '../../src/server/db/schema';
import { claimIdempotencyKey, releaseWhenReachable } from '../../src/server/services/idempotency';
import { createTestContext, type TestContext } from '../support/test-app';
import { makeUser } from './reviews-fixtures';

/**
 * A publish that failed because the database went away could not free its Idempotency-Key either:
 * the claim stayed IN_FLIGHT for the 5-minute lease and every retry was a 409 (seen in
 * bench/faults.ts). The key is now freed once the database answers again.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

/** The real database, whose first `outage` deletes fail as if it were unreachable. */
function flakyDb(db: Db, outage: number): Db {
  let failures = outage;
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'delete' && failures > 0) {
        return () => {
          failures--;
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
        };
      }
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
}

describe('an Idempotency-Key claimed during a database outage', () => {
  it('is freed once the database answers again, so the retry can publish', async () => {
    const user = await makeUser(t);
    const claim = await claimIdempotencyKey(t.database.db, user.id, 'outage-key', 'fingerprint');
    if (!('claimed' in claim)) throw new Error('expected a fresh claim');
    releaseWhenReachable(flakyDb(t.database.db, 3), claim.claimed, 20);
    const rows = () => t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'outage-key'));
    expect(await rows()).toHaveLength(1);
    await expect.poll(async () => (await rows()).length, { timeout: 5000 }).toBe(0);
    const again = await claimIdempotencyKey(t.database.db, user.id, 'outage-key', 'fingerprint');
    expect('claimed' in again).toBe(true);
  });
});
