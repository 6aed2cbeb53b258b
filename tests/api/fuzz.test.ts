import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FuzzRequest, requestsFor } from '../support/api-fuzz';
import { changedParts, fingerprint } from '../support/db-fingerprint';
import { type Operation, type Resolver, readOperations } from '../support/openapi-operations';
import { envelopeProblem, generousRateLimits, rawRequest } from '../support/raw-request';
import { createTestContext, type TestContext } from '../support/test-app';
import { CALLERS, type MatrixFixtures, buildFixtures, tokenFor } from './authorization-matrix.fixtures';
import { MATRIX } from './authorization-matrix.entries';

/**
 * Fuzzing every operation of the OpenAPI document with fast-check, in-process against the real
 * handlers and PGlite (issue 23). For each hostile request: no 5xx, the JSON envelope (or a
 * documented redirect), and a refused (4xx) request changes nothing in the database or uploads.
 * After all of them the app still answers /healthz.
 *
 * `npm test` runs a short pass with a fixed seed; `npm run fuzz` a long one (FUZZ_RUNS per
 * operation, FUZZ_SEED to replay: the seed is printed either way).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? (process.env.FUZZ_RUNS ? Date.now() % 2 ** 31 : 2323));
const PER_OPERATION_TIMEOUT = Math.max(30_000, RUNS * 2_000);

let t: TestContext;
let operations: Operation[];
let resolve: Resolver;
let fx: Omit<MatrixFixtures, 'caller'>;

beforeAll(async () => {
  process.stdout.write(
    `fuzz: seed ${SEED}, ${RUNS} runs per operation (replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS})\n`,
  );
  t = await createTestContext({}, { services: { rateLimits: generousRateLimits() } });
  ({ operations, resolve } = await readOperations(t));
  fx = await buildFixtures(t);
});
afterAll(async () => {
  await t?.close();
});

/** The caller an operation allows (its first 2xx in the matrix), so the fuzz reaches the handler. */
function allowedCaller(key: string): string {
  const statuses = MATRIX[key]?.expect.split(' ') ?? [];
  return CALLERS[statuses.findIndex((s) => s.startsWith('2'))] ?? 'anonymous';
}

const callersFor = (key: string) =>
  fc.oneof(
    { arbitrary: fc.constant(allowedCaller(key)), weight: 5 },
    { arbitrary: fc.constantFrom<string>('anonymous', 'renterA', 'renterB', 'admin', 'forged'), weight: 2 },
  );

async function authorization(caller: string): Promise<string | undefined> {
  if (caller === 'anonymous') return undefined;
  if (caller === 'forged') return 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxJyBPUiAnMSc9JzEifQ.';
  const token = await tokenFor(t, fx.users[caller as keyof typeof fx.users]);
  return token ? `Bearer ${token}` : undefined;
}

async function check(op: Operation, req: FuzzRequest): Promise<void> {
  const headers = { ...req.headers };
  const auth = await authorization(req.caller);
  if (auth) headers.authorization = auth;
  const before = await fingerprint(t);
  const answer = await rawRequest(t, req.url, { method: op.method, headers, body: req.body });
  const where = `${op.method} ${req.url.slice(0, 200)} [${req.kind}, ${req.caller}] → ${answer.status} ${answer.text.slice(0, 200)}`;
  expect(answer.status, where).toBeLessThan(500);
  const redirect = answer.status >= 300 && answer.status < 400 && op.statuses.includes(answer.status);
  if (!redirect) expect(envelopeProblem(answer), where).toBeUndefined();
  if (answer.status >= 400) {
    const allowed = MATRIX[op.key]?.refusalWrites ?? [];
    const changed = changedParts(before, await fingerprint(t)).filter((part) => !allowed.includes(part));
    expect(changed, `${where}: refused but changed`).toEqual([]);
  }
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it.each(Object.keys(MATRIX))(
    '%s',
    async (key) => {
      const op = operations.find((o) => o.key === key);
      if (!op) throw new Error(`${key} is not in the document (see the authorization matrix)`);
      const ids = [
        fx.users.renterA.id,
        fx.users.renterB.id,
        fx.reviewA.id,
        fx.imageA.id,
        fx.property.id,
        fx.reportA.id,
        fx.property.slug,
      ];
      await fc.assert(
        fc.asyncProperty(requestsFor(op, resolve, ids, callersFor(key)), (req) => check(op, req)),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    },
    PER_OPERATION_TIMEOUT,
  );

  it('still answers /healthz and /readyz afterwards', async () => {
    expect((await t.app.request('/healthz')).status).toBe(200);
    expect((await t.app.request('/readyz')).status).toBe(200);
  });
});
