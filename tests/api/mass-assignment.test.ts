import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../support/db-fingerprint';
import { type Operation, readOperations } from '../support/openapi-operations';
import { generousRateLimits } from '../support/raw-request';
import { createTestContext, type TestContext } from '../support/test-app';
import {
  type MatrixFixtures,
  type MatrixRequest,
  buildFixtures,
  sendAs,
  tokenFor,
} from './authorization-matrix.fixtures';
import { MATRIX } from './authorization-matrix.entries';

/**
 * No mass assignment (issue 23): every operation with a body that renter A may call is sent once as
 * the matrix sends it and once with server-owned fields added (role, status, isVerified, likesCount,
 * someone else's userId, ...). The protected columns of every row the call touched or created must
 * come out the same both times. Each run gets fresh fixtures; ids are compared by what they name.
 */
let t: TestContext;
let operations: Operation[];

beforeAll(async () => {
  t = await createTestContext({}, { services: { rateLimits: generousRateLimits() } });
  operations = (await readOperations(t)).operations;
});
afterAll(async () => {
  await t.close();
});

/** Fields a renter must never set, in camelCase and column spelling; ids point at renter B. */
function serverOwnedFields(fx: MatrixFixtures): Record<string, string | number | boolean> {
  const b = fx.users.renterB.id;
  return {
    role: 'ADMIN',
    status: 'APPROVED',
    isVerified: true,
    is_verified: true,
    isActive: false,
    is_active: false,
    isSocialLogin: true,
    likesCount: 999,
    likes_count: 999,
    tokenVersion: 99,
    token_version: 99,
    userId: b,
    user_id: b,
    authorId: b,
    createdBy: b,
    created_by: b,
    resolvedBy: b,
    reviewCount: 999,
    review_count: 999,
    ratingSum: 999,
    rating_sum: 999,
    id: b,
  };
}

function withServerOwnedFields(r: MatrixRequest, fx: MatrixFixtures): MatrixRequest {
  const extra = serverOwnedFields(fx);
  if (r.form) {
    const form = { ...r.form };
    for (const [k, v] of Object.entries(extra)) if (!(k in form)) form[k] = String(v);
    return { ...r, form };
  }
  const json = r.json as Record<string, unknown>;
  return { ...r, json: { ...extra, ...json } };
}

/** Every id a fixture set names, by its name; ids created by the call read as 'new'. */
function namesOf(fx: Omit<MatrixFixtures, 'caller'>): Map<string, string> {
  const names = new Map<string, string>();
  for (const [name, user] of Object.entries(fx.users)) names.set(user.id, name);
  for (const name of ['property', 'reviewA', 'anonymousReviewA', 'reviewB', 'reportA'] as const) {
    names.set(fx[name].id, name);
  }
  return names;
}

/** Protected columns of the rows of one fixture set and of the rows created since (ids replaced by names). */
async function protectedState(known: Set<string>, names: Map<string, string>) {
  const name = (id: string | null) => (id === null ? null : (names.get(id) ?? 'new'));
  const mine = <R extends { id: string }>(rows: R[]) => rows.filter((r) => !known.has(r.id) || names.has(r.id));
  const users = await rowsOf<{ id: string; role: string; is_verified: boolean; is_active: boolean; social: boolean }>(
    t.deps.db.execute(sql`SELECT id, role, is_verified, is_active, is_social_login AS social FROM users`),
  );
  const reviews = await rowsOf<{ id: string; user_id: string; status: string; likes_count: number }>(
    t.deps.db.execute(sql`SELECT id, user_id, status, likes_count FROM reviews`),
  );
  const reports = await rowsOf<{ id: string; user_id: string; status: string; resolved_by: string | null }>(
    t.deps.db.execute(sql`SELECT id, user_id, status, resolved_by FROM review_reports`),
  );
  const likes = await rowsOf<{ id: string; user_id: string }>(
    t.deps.db.execute(sql`SELECT review_id || '/' || user_id AS id, user_id FROM review_likes`),
  );
  const properties = await rowsOf<{
    id: string;
    is_active: boolean;
    review_count: number;
    rating_sum: number;
    created_by: string | null;
  }>(t.deps.db.execute(sql`SELECT id, is_active, review_count, rating_sum, created_by FROM properties`));
  const sorted = <R>(rows: R[]) => rows.map((r) => JSON.stringify(r)).sort();
  return {
    users: sorted(mine(users).map((u) => ({ ...u, id: name(u.id) }))),
    reviews: sorted(mine(reviews).map((r) => ({ ...r, id: name(r.id), user_id: name(r.user_id) }))),
    reports: sorted(
      mine(reports).map((r) => ({ ...r, id: name(r.id), user_id: name(r.user_id), resolved_by: name(r.resolved_by) })),
    ),
    likes: sorted(mine(likes).map((l) => ({ user_id: name(l.user_id) }))),
    properties: sorted(mine(properties).map((p) => ({ ...p, id: name(p.id), created_by: name(p.created_by) }))),
  };
}

async function allIds(): Promise<Set<string>> {
  const rows = await rowsOf<{ id: string }>(
    t.deps.db.execute(sql`
      SELECT id::text FROM users UNION ALL SELECT id::text FROM reviews UNION ALL SELECT id::text FROM review_reports
      UNION ALL SELECT review_id || '/' || user_id FROM review_likes UNION ALL SELECT id::text FROM properties`),
  );
  return new Set(rows.map((r) => r.id));
}

/** Calls `key` as renter A on fresh fixtures, plain or with the server-owned fields added. */
async function runAsRenterA(op: Operation, extras: boolean) {
  const known = await allIds();
  const base = await buildFixtures(t);
  const fx: MatrixFixtures = { ...base, caller: base.users.renterA };
  const plain = MATRIX[op.key]!.request(fx);
  const request = extras ? withServerOwnedFields(plain, fx) : plain;
  const answer = await sendAs(t, op, request, await tokenFor(t, base.users.renterA));
  return { status: answer.status, state: await protectedState(known, namesOf(base)) };
}

describe('mass assignment', () => {
  it('stores no server-owned field a renter sends through any operation renter A may call', async () => {
    const renterA = (key: string) => /^2/.test(MATRIX[key]?.expect.split(' ')[1] ?? '');
    const withBody = operations.filter((op) => op.body && renterA(op.key));
    const problems: string[] = [];
    for (const op of withBody) {
      const plain = await runAsRenterA(op, false);
      const forged = await runAsRenterA(op, true);
      // A 400 for the unknown fields would do too; a success must store exactly what the plain call did.
      if (forged.status === 400) continue;
      if (forged.status !== plain.status) problems.push(`${op.key}: ${plain.status} plain, ${forged.status} forged`);
      else if (JSON.stringify(forged.state) !== JSON.stringify(plain.state)) {
        expect({ op: op.key, state: forged.state }).toEqual({ op: op.key, state: plain.state });
      }
    }
    expect(problems).toEqual([]);
    // Sign-in, codes, contact, both publishes, flag, edit, profile details and photo at least.
    expect(withBody.length).toBeGreaterThanOrEqual(12);
  });
});
