import { randomBytes } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../src/server/services/rate-limit';
import { clearRedisPrefix, missingServices, REDIS_URL, scratchDatabase } from '../support/backing-services';
import { waitForCode } from '../support/outbox';
import { REVIEW_PARTS } from '../support/review-parts';
import { startS3Server, type TestS3 } from '../support/s3-server';
import {
  compileServer,
  startServer,
  waitUntilReady,
  type CompiledServer,
  type ServerProcess,
} from '../support/server-process';

/**
 * Two production server processes on one PostgreSQL database, one Redis and one S3 server: nothing
 * that matters may live in one process's memory, so whatever happens on one is true on the other.
 */
const missing = await missingServices();
if (missing) process.stdout.write(`[deploy] skipping the two-instance test: ${missing}\n`);

const ADMIN = { email: 'ops@example.test', password: 'admin-pass-for-two-instances' };

let db: { url: string; drop: () => Promise<void> };
let s3: TestS3;
let compiled: CompiledServer;
let a: ServerProcess;
let b: ServerProcess;
let sql: pg.Client;
const redisPrefix = `ht-deploy-${randomBytes(4).toString('hex')}`;

interface Answer {
  status: number;
  headers: Headers;
  // Each test reads the fields it asserts on from these JSON answers.
  body: { success: boolean; message: string; data?: any };
}

async function api(
  server: ServerProcess,
  method: string,
  path: string,
  opts: { token?: string; json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers,
    body: opts.form ?? (opts.json === undefined ? undefined : JSON.stringify(opts.json)),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

let counter = 0;
/** Registers on `on`, verifies with the mailed code on `verifyOn`, signs in on `on`. */
async function renter(on: ServerProcess, verifyOn: ServerProcess = on) {
  const email = `renter.${Date.now().toString(36)}${counter++}@example.test`;
  const password = 'renter-pass-1';
  const registered = await api(on, 'POST', '/users/register', {
    json: { firstName: 'Rita', lastName: 'Renter', email, password },
  });
  expect(registered.status).toBe(201);
  const code = await waitForCode(on.dataDir, email);
  // The ticket the sign-up answered with, from one instance, is accepted by the other (one secret).
  const verificationTicket = registered.body.data.verificationTicket as string;
  const verified = await api(verifyOn, 'POST', '/users/verify-code', {
    json: { email, verificationCode: code, verificationTicket },
  });
  expect(verified.status).toBe(200);
  const login = await api(on, 'POST', '/users/login', { json: { email, password } });
  expect(login.status).toBe(200);
  return { id: login.body.data.user.id as string, email, password, token: login.body.data.token as string };
}

async function adminToken(on: ServerProcess): Promise<string> {
  const login = await api(on, 'POST', '/admin/login', { json: ADMIN });
  expect(login.status).toBe(200);
  const otp = await waitForCode(on.dataDir, ADMIN.email);
  const { userId, ticket } = login.body.data as { userId: string; ticket: string };
  const verified = await api(on, 'POST', '/admin/verify-otp', { json: { userId, ticket, otp } });
  expect(verified.status).toBe(200);
  return verified.body.data.token;
}

describe.skipIf(!!missing)('two instances on one PostgreSQL, Redis and S3', () => {
  beforeAll(async () => {
    [db, s3] = await Promise.all([scratchDatabase(), startS3Server()]);
    compiled = compileServer();
    const env = {
      NODE_ENV: 'production',
      APP_URL: 'http://hometruths.example.test',
      MAIL_OUTBOX: 'true',
      DATABASE_URL: db.url,
      REDIS_URL,
      REDIS_KEY_PREFIX: redisPrefix,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      ...s3.env,
    };
    // Started together on an empty database: one migrates and creates the admin, the other waits.
    [a, b] = await Promise.all([startServer(compiled.mainJs, env), startServer(compiled.mainJs, env)]);
    await Promise.all([waitUntilReady(a), waitUntilReady(b)]);
    sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
  }, 180_000);

  afterAll(async () => {
    await sql?.end();
    await Promise.all([a?.stop(), b?.stop()]);
    compiled?.remove();
    await Promise.all([s3?.close(), db?.drop(), clearRedisPrefix(redisPrefix)]);
  });

  it('both report ready with the database, Redis and the bucket', async () => {
    for (const server of [a, b]) {
      const res = await fetch(`${server.url}/readyz`);
      expect(await res.json()).toEqual({
        success: true,
        message: 'ready',
        data: { database: 'up', redis: 'up', storage: 'up' },
      });
    }
    const admins = await sql.query(`select count(*)::int as n from users where role = 'ADMIN'`);
    expect(admins.rows[0].n).toBe(1);
  });

  it('a session made on one works on the other (and a code mailed by one is checked by the other)', async () => {
    const user = await renter(a, b);
    const onB = await api(b, 'GET', '/users/check-token', { token: user.token });
    expect(onB.status).toBe(200);
    expect(onB.body.data.user.email).toBe(user.email);
  });

  it('a rate limit spent on one is spent on both', async () => {
    const user = await renter(a);
    const wrong = { email: user.email, password: 'not-the-password' };
    // Failures count per account and address (both instances see this test's one address): once that
    // pair has spent its budget on one instance, even the right password waits on the other.
    for (let i = 0; i < DEFAULT_LIMITS.loginPair.points; i++) {
      expect((await api(a, 'POST', '/users/login', { json: wrong })).status).toBe(401);
    }
    const onB = await api(b, 'POST', '/users/login', { json: { email: user.email, password: user.password } });
    expect(onB.status).toBe(429);
    expect(Number(onB.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a photo uploaded through one is served by the other', async () => {
    const user = await renter(a);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('profileImage', new File([new Uint8Array(png)], 'me.png', { type: 'image/png' }));
    const uploaded = await api(a, 'PUT', `/profile/update-user-profile/${user.id}`, { token: user.token, form });
    expect(uploaded.status).toBe(200);
    const url = uploaded.body.data.data.profileImageUrl as string;
    expect(url).toMatch(/^\/uploads\/profiles\/[\w-]+\.webp$/);

    const served = await fetch(`${b.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect({ format: meta.format, width: meta.width }).toEqual({ format: 'webp', width: 40 });
  });

  it('a deactivation on one ends the sessions on both', async () => {
    const user = await renter(a);
    const admin = await adminToken(b);
    const off = await api(b, 'PUT', `/admin/admin-update-user-active-status/${user.id}`, {
      token: admin,
      json: { isActive: false },
    });
    expect(off.status).toBe(200);
    for (const server of [a, b]) {
      const res = await api(server, 'GET', '/users/check-token', { token: user.token });
      expect(res.status).toBeGreaterThanOrEqual(401);
      expect(res.status).toBeLessThanOrEqual(403);
    }
  });

  it('a password change on one ends the sessions on both', async () => {
    const user = await renter(a);
    const other = await api(b, 'POST', '/users/login', { json: { email: user.email, password: user.password } });
    expect(other.status).toBe(200);
    const changed = await api(a, 'POST', '/users/change-password', {
      token: user.token,
      json: { currentPassword: user.password, newPassword: 'a-brand-new-pass' },
    });
    expect(changed.status).toBe(200);
    for (const [server, token] of [
      [a, other.body.data.token],
      [b, user.token],
      [a, user.token],
      [b, other.body.data.token],
    ] as const) {
      expect((await api(server, 'GET', '/users/check-token', { token })).status).toBe(401);
    }
  });

  it('a review published with one Idempotency-Key to both at the same moment is one review', async () => {
    const user = await renter(a);
    const key = `draft-${randomBytes(6).toString('hex')}`;
    const form = () => {
      const f = new FormData();
      for (const [k, v] of Object.entries(REVIEW_PARTS)) f.append(k, v);
      f.set('apartmentName', `Twin Towers ${key}`);
      return f;
    };
    const publish = (server: ServerProcess) =>
      api(server, 'POST', '/reviews/create-anonymoous-review-property', {
        token: user.token,
        form: form(),
        headers: { 'Idempotency-Key': key },
      });
    const answers = await Promise.all([publish(a), publish(b)]);
    const statuses = answers.map((r) => r.status).sort();
    // One creates it; the other either waits out the first (409 in flight) or replays its answer.
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    for (const s of statuses) expect([201, 409]).toContain(s);

    const retry = await publish(a);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const created = answers.find((r) => r.status === 201)!;
    expect(retry.body.data.id).toBe(created.body.data.id);
    const rows = await sql.query('select count(*)::int as n from reviews where user_id = $1', [user.id]);
    expect(rows.rows[0].n).toBe(1);
  });
});
