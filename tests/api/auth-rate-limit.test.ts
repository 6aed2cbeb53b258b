import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimits } from '../../src/server/services/rate-limit';
import { createUser, mailedCode, post, uniqueEmail } from '../support/auth-client';
import { createTestContext, type TestContext } from '../support/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const TOO_MANY = { success: false, message: 'Too many attempts. Please try again later.', data: expect.anything() };

/** Small budgets so each limit is reached in a few requests. */
const limits = {
  loginIp: { points: 6, duration: 900 },
  loginAccount: { points: 3, duration: 900 },
  codeSendIp: { points: 4, duration: 3600 },
  codeSendAccount: { points: 2, duration: 3600 },
  codeCheckIp: { points: 6, duration: 900 },
  codeCheckAccount: { points: 3, duration: 900 },
};

function expectLimited(res: { status: number; headers: Headers; body: unknown }, maxSeconds: number) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual(TOO_MANY);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe.each(['memory', 'redis'] as const)('rate limits (%s store)', (backend) => {
  let t: TestContext;
  const prefix = `ht-test:${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    const rateLimits = createRateLimits({
      redisUrl: backend === 'redis' ? REDIS_URL : undefined,
      keyPrefix: prefix,
      limits,
    });
    t = await createTestContext(backend === 'redis' ? { REDIS_URL } : {}, { services: { rateLimits } });
    expect(t.deps.rateLimits.backend).toBe(backend);
  });
  afterAll(async () => {
    await t.close();
    if (backend === 'redis') {
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
  });

  it('blocks an account after repeated failed sign-ins, even with the right password then', async () => {
    const user = await createUser(t);
    for (let i = 0; i < limits.loginAccount.points; i++) {
      const res = await post(t, '/users/login', { email: user.email, password: 'wrong-pass' }, { ip: `10.9.${i}.1` });
      expect(res.status).toBe(401);
    }
    const blocked = await post(t, '/users/login', { email: user.email, password: user.password }, { ip: '10.9.9.1' });
    expectLimited(blocked, limits.loginAccount.duration);
    // Another account is not affected.
    const other = await createUser(t);
    expect(
      (await post(t, '/users/login', { email: other.email, password: other.password }, { ip: '10.9.9.2' })).status,
    ).toBe(200);
  });

  it('a successful sign-in clears the failure count', async () => {
    const user = await createUser(t);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < limits.loginAccount.points - 1; i++) {
        await post(t, '/users/login', { email: user.email, password: 'wrong-pass' }, { ip: `10.10.${round}.${i}` });
      }
      const ok = await post(
        t,
        '/users/login',
        { email: user.email, password: user.password },
        { ip: `10.10.${round}.9` },
      );
      expect(ok.status).toBe(200);
    }
  });

  it('limits sign-in attempts per address, across accounts (admin login included)', async () => {
    const ip = '10.11.0.1';
    for (let i = 0; i < limits.loginIp.points; i++) {
      const path = i % 2 ? '/admin/login' : '/users/login';
      expect((await post(t, path, { email: uniqueEmail('probe'), password: 'whatever-1' }, { ip })).status).toBe(401);
    }
    expectLimited(await post(t, '/users/login', { email: uniqueEmail('probe'), password: 'whatever-1' }, { ip }), 900);
    expect(
      (await post(t, '/users/login', { email: uniqueEmail('probe'), password: 'whatever-1' }, { ip: '10.11.0.2' }))
        .status,
    ).toBe(401);
  });

  it('limits code mails per account, answering unknown emails the same way', async () => {
    const user = await createUser(t, { isVerified: false });
    const ghost = uniqueEmail('ghost');
    for (const email of [user.email, ghost]) {
      for (let i = 0; i < limits.codeSendAccount.points; i++) {
        expect((await post(t, '/users/resend-code', { email }, { ip: `10.12.${i}.1` })).status).toBe(200);
      }
      expectLimited(await post(t, '/users/forgot-password', { email }, { ip: '10.12.9.1' }), 3600);
    }
  });

  it('limits code mails and sign-ups per address', async () => {
    const ip = '10.13.0.1';
    for (let i = 0; i < limits.codeSendIp.points; i++) {
      expect((await post(t, '/users/forgot-password', { email: uniqueEmail('f') }, { ip })).status).toBe(200);
    }
    expectLimited(await post(t, '/users/resend-code', { email: uniqueEmail('f') }, { ip }), 3600);
    const signUp = { firstName: 'Ana', lastName: 'Lim', email: uniqueEmail('s'), password: 'secret-1' };
    expectLimited(await post(t, '/users/register', signUp, { ip }), 3600);
  });

  it('limits code checks per account: the right code is refused once the budget is spent', async () => {
    const email = uniqueEmail('checks');
    await post(
      t,
      '/users/register',
      { firstName: 'Ana', lastName: 'Lim', email, password: 'secret-1' },
      { ip: '10.14.0.1' },
    );
    const code = mailedCode(t, email);
    const wrong = String((Number(code) + 1) % 1e6).padStart(6, '0');
    for (let i = 0; i < limits.codeCheckAccount.points; i++) {
      const res = await post(t, '/users/verify-code', { email, verificationCode: wrong }, { ip: `10.14.${i}.2` });
      expect(res.status).toBe(400);
    }
    expectLimited(await post(t, '/users/verify-code', { email, verificationCode: code }, { ip: '10.14.9.9' }), 900);
  });

  it('limits code checks per address, across accounts and code kinds', async () => {
    const ip = '10.15.0.1';
    for (let i = 0; i < limits.codeCheckIp.points; i++) {
      const path = i % 2 ? '/users/verify-reset-code' : '/users/verify-code';
      const body =
        i % 2 ? { email: uniqueEmail('c'), code: '123456' } : { email: uniqueEmail('c'), verificationCode: '123456' };
      expect((await post(t, path, body, { ip })).status).toBe(400);
    }
    expectLimited(await post(t, '/admin/verify-otp', { userId: crypto.randomUUID(), otp: '123456' }, { ip }), 900);
  });

  it.runIf(backend === 'redis')('keeps the counters in Redis, shared by every instance', async () => {
    // This test spends its own budgets (its own account and address), so it needs no other test first.
    const user = await createUser(t);
    const wrong = { email: user.email, password: 'wrong-pass' };
    expect((await post(t, '/users/login', wrong, { ip: '10.17.1.1' })).status).toBe(401);
    const ip = '10.17.0.1';
    for (let i = 0; i < limits.codeCheckIp.points; i++) {
      const body = { email: uniqueEmail('r'), verificationCode: '123456' };
      expect((await post(t, '/users/verify-code', body, { ip })).status).toBe(400);
    }
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${prefix}:loginAccount:*`);
      expect(keys.length).toBeGreaterThan(0);
      // A second server instance on the same Redis sees the spent budget.
      const twin = createRateLimits({ redisUrl: REDIS_URL, keyPrefix: prefix, limits });
      try {
        expect(await twin.ready()).toBe(true);
        await expect(twin.consume('codeCheckIp', ip)).rejects.toMatchObject({ status: 429 });
      } finally {
        await twin.close();
      }
    } finally {
      await redis.quit();
    }
  });

  it('a proven code gives the account its code budgets back (an admin may sign in often)', async () => {
    const admin = await createUser(t, { role: 'ADMIN' });
    const rounds = limits.codeSendAccount.points + limits.codeCheckAccount.points;
    for (let i = 0; i < rounds; i++) {
      const ip = `10.16.${i}.1`;
      const login = await post(t, '/admin/login', { email: admin.email, password: admin.password }, { ip });
      expect(login.status).toBe(200);
      const otp = mailedCode(t, admin.email);
      const wrong = String((Number(otp) + 1) % 1e6).padStart(6, '0');
      expect((await post(t, '/admin/verify-otp', { userId: admin.id, otp: wrong }, { ip })).status).toBe(400);
      expect((await post(t, '/admin/verify-otp', { userId: admin.id, otp }, { ip })).status).toBe(200);
    }
  });
});
