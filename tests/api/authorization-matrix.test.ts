import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedParts, fingerprint } from '../support/db-fingerprint';
import { type Operation, readOperations } from '../support/openapi-operations';
import { envelopeProblem, generousRateLimits } from '../support/raw-request';
import { createTestContext, type TestContext } from '../support/test-app';
import {
  CALLERS,
  type Caller,
  type MatrixFixtures,
  buildFixtures,
  sendAs,
  tokenFor,
} from './authorization-matrix.fixtures';
import { MATRIX } from './authorization-matrix.entries';

/**
 * Issue 23's authorization matrix: every operation of the OpenAPI document, called as each caller
 * against renter A's objects, answers the status its entry declares, in the JSON envelope, and a
 * refused call changes nothing in the database or the uploads.
 */
let t: TestContext;
let operations: Operation[];
let shared: Omit<MatrixFixtures, 'caller'>;

beforeAll(async () => {
  t = await createTestContext({}, { services: { rateLimits: generousRateLimits() } });
  operations = (await readOperations(t)).operations;
  shared = await buildFixtures(t);
});
afterAll(async () => {
  await t.close();
});

describe('authorization matrix', () => {
  it('has exactly one entry per operation of the OpenAPI document', () => {
    const documented = operations.map((op) => op.key).sort();
    expect(Object.keys(MATRIX).sort()).toEqual(documented);
  });

  it('declares only statuses the document lists for each operation', () => {
    const undeclared = operations.flatMap((op) =>
      (MATRIX[op.key]?.expect.split(/\s+/).map(Number) ?? [])
        .filter((status) => !op.statuses.includes(status))
        .map((status) => `${op.key}: ${status}`),
    );
    expect(undeclared).toEqual([]);
  });

  const keys = Object.keys(MATRIX);
  it.each(keys)('%s', async (key) => {
    const op = operations.find((o) => o.key === key);
    const entry = MATRIX[key]!;
    if (!op) return; // reported by the first test
    const got: string[] = [];
    const problems: string[] = [];
    for (const caller of CALLERS) {
      const base = entry.fresh ? await buildFixtures(t) : shared;
      const fx: MatrixFixtures = { ...base, caller: caller === 'anonymous' ? base.users.renterA : base.users[caller] };
      const request = entry.request(fx);
      const token =
        caller === 'anonymous' ? undefined : await tokenFor(t, base.users[caller as Exclude<Caller, 'anonymous'>]);
      const before = await fingerprint(t);
      const answer = await sendAs(t, op, request, token);
      got.push(String(answer.status));
      const envelope = entry.download && answer.status < 300 ? undefined : envelopeProblem(answer);
      if (envelope) problems.push(`${caller}: not the JSON envelope (${envelope})`);
      if (answer.status >= 400) {
        const allowed = entry.refusalWrites ?? [];
        const changed = changedParts(before, await fingerprint(t)).filter((part) => !allowed.includes(part));
        if (changed.length) problems.push(`${caller}: refused with ${answer.status} but changed ${changed.join(', ')}`);
      }
    }
    expect({ statuses: got.join(' '), problems }).toEqual({ statuses: entry.expect, problems: [] });
  });
});
