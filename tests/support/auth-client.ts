import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/services/passwords';
import { latestCode } from './outbox';
import { type AnswerOf, readJson } from './api-client';
import type { TestContext } from './test-app';

/**
 * Small request helpers for the account API tests. `ip` sets the socket address the server sees
 * (the node-server bindings that getConnInfo reads), so per-IP limits can be exercised.
 */
export interface CallOptions {
  token?: string;
  ip?: string;
}

const bindings = (ip = '203.0.113.1') => ({ incoming: { socket: { remoteAddress: ip, remoteFamily: 'IPv4' } } });

/** A JSON request to `/api/v1${path}`; the answer is typed by the path (see api-client.ts). */
export async function call<S extends string>(
  t: TestContext,
  method: string,
  path: S,
  body?: unknown,
  opts: CallOptions = {},
): Promise<{ status: number; headers: Headers; body: AnswerOf<S> }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await t.app.request(
    `/api/v1${path}`,
    { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
    bindings(opts.ip),
  );
  const answer = { status: res.status, headers: res.headers, body: (await readJson(res)) as AnswerOf<S> };
  // Account mail goes out after the answer: let it land before the test reads the outbox.
  await t.deps.background.settled();
  return answer;
}

export const post = <S extends string>(t: TestContext, path: S, body?: unknown, opts?: CallOptions) =>
  call(t, 'POST', path, body, opts);
export const get = <S extends string>(t: TestContext, path: S, opts?: CallOptions) =>
  call(t, 'GET', path, undefined, opts);

let counter = 0;
/**
 * A unique address per call, so tests in one file never share an account or a rate-limit key. Short
 * enough for the 35-character limit with a label of up to 14: the counter runs on across the files of
 * a worker (the API tests share their modules), so it is written in base 36 before four characters of
 * the time.
 */
export const uniqueEmail = (label = 'renter') =>
  `${label}.${(counter++).toString(36)}${Date.now().toString(36).slice(-4)}@example.com`;

/** Inserts an account directly (verified, active USER unless told otherwise). */
export async function createUser(
  t: TestContext,
  values: {
    email?: string;
    password?: string | null;
    role?: 'USER' | 'ADMIN';
    isVerified?: boolean;
    isActive?: boolean;
    isSocialLogin?: boolean;
    firstName?: string;
  } = {},
) {
  const email = values.email ?? uniqueEmail();
  const password = values.password === undefined ? 'secret-pass-1' : values.password;
  const [row] = await t.database.db
    .insert(users)
    .values({
      email,
      firstName: values.firstName ?? 'Test',
      lastName: 'Person',
      role: values.role ?? 'USER',
      isVerified: values.isVerified ?? true,
      isActive: values.isActive ?? true,
      isSocialLogin: values.isSocialLogin ?? false,
      passwordHash: password === null ? null : await hashPassword(password),
    })
    .returning();
  return { ...row!, password: password ?? '' };
}

export async function setActive(t: TestContext, userId: string, isActive: boolean) {
  await t.database.db.update(users).set({ isActive }).where(eq(users.id, userId));
}

/** The newest code mailed to `email` through the test context's outbox. */
export function mailedCode(t: TestContext, email: string): string {
  const code = latestCode(t.config.dataDir, email);
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** A signed-in verified renter: created directly, then signed in through the API. */
export async function signedInRenter(t: TestContext, opts: CallOptions = {}) {
  const user = await createUser(t);
  const res = await post(t, '/users/login', { email: user.email, password: user.password }, opts);
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.body.message}`);
  return { user, token: res.body.data.token };
}
