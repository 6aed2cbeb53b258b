import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimits } from '../../src/server/services/rate-limit';
import { createUser, mailedCode, post, uniqueEmail } from '../support/auth-client';
import { readOutbox } from '../support/outbox';
import { createTestContext, type TestContext } from '../support/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const TOO_MANY = { success: false, message: 'Too many attempts. Please try again later.', data: expect.anything() };

/** Small budgets so each limit is reached in a few requests. */
const limits = {
  loginIp: { points: 6, duration: 900 },
  loginPair: { points: 3, duration: 900 },
  loginAccount: { points: 5, duration: 3600 },
  passwordChange: { points: 3, duration: 900 },
  codeSendIp: { points: 4, duration: 3600 },
  codeSendPair: { points: 2, duration: 3600 },
  codeSendAccount: { points: 4, duration: 3600 },
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

  const signIn = (path: '/users/login' | '/admin/login', email: string, password: string, ip: string) =>
    post(t, path, { email, password }, { ip });

  it.each(['/users/login', '/admin/login'] as const)(
    "slows down a stranger's wrong passwords at %s but never refuses the owner's right one",
    async (path) => {
      const user = await createUser(t, { role: path === '/admin/login' ? 'ADMIN' : 'USER' });
      const stranger = path === '/admin/login' ? '10.9.0.2' : '10.9.0.1';
      for (let i = 0; i < limits.loginPair.points; i++) {
        expect((await signIn(path, user.email, 'wrong-pass', stranger)).status).toBe(401);
      }
      // The failing address waits, whatever it sends now (it could be guessing right).
      expectLimited(await signIn(path, user.email, 'wrong-pass', stranger), limits.loginPair.duration);
      expectLimited(await signIn(path, user.email, user.password, stranger), limits.loginPair.duration);
      // The owner, at an address that has not failed, gets in at once (in any spelling of the email).
      expect((await signIn(path, user.email.toUpperCase(), user.password, '10.9.9.1')).status).toBe(200);
    },
  );

  it("a stranger's failed sign-ins leave the owner's change-password alone", async () => {
    const user = await createUser(t);
    for (let i = 0; i < limits.loginAccount.points + 2; i++) {
      await signIn('/users/login', user.email, 'wrong-pass', `10.8.${i}.1`);
    }
    const owner = '10.8.99.1';
    const login = await post(t, '/users/login', { email: user.email, password: user.password }, { ip: owner });
    expect(login.status).toBe(200);
    const token = login.body.data.token;
    const change = { currentPassword: user.password, newPassword: 'changed-pass-1' };
    expect((await post(t, '/users/change-password', change, { token, ip: owner })).status).toBe(200);
  });

  it("wrong current passwords at change-password spend only that account's own budget", async () => {
    const user = await createUser(t);
    const ip = '10.8.200.1';
    const token = (await post(t, '/users/login', { email: user.email, password: user.password }, { ip })).body.data
      .token;
    const wrong = { currentPassword: 'wrong-pass', newPassword: 'changed-pass-1' };
    for (let i = 0; i < limits.passwordChange.points; i++) {
      expect((await post(t, '/users/change-password', wrong, { token, ip })).status).toBe(400);
    }
    expectLimited(await post(t, '/users/change-password', wrong, { token, ip }), limits.passwordChange.duration);
    // Signing in is a different budget.
    expect((await signIn('/users/login', user.email, user.password, ip)).status).toBe(200);
  });

  it("past the account's ceiling each address gets one try, and a clean address the right password", async () => {
    const user = await createUser(t);
    const [a, b, c, d] = ['10.7.0.1', '10.7.0.2', '10.7.0.3', '10.7.0.4'];
    for (let i = 0; i < limits.loginPair.points; i++) {
      expect((await signIn('/users/login', user.email, 'wrong-pass', a)).status).toBe(401);
    }
    for (let i = 0; i < limits.loginAccount.points - limits.loginPair.points; i++) {
      expect((await signIn('/users/login', user.email, 'wrong-pass', b)).status).toBe(401);
    }
    // The ceiling is reached: an address that failed on this account waits, even below its own budget.
    expectLimited(await signIn('/users/login', user.email, user.password, b), limits.loginAccount.duration);
    // A fresh address gets one try ...
    expect((await signIn('/users/login', user.email, 'wrong-pass', c)).status).toBe(401);
    expectLimited(await signIn('/users/login', user.email, 'wrong-pass', c), limits.loginAccount.duration);
    // ... and the owner's right password from a clean address goes through.
    expect((await signIn('/users/login', user.email, user.password, d)).status).toBe(200);
  });

  it('a successful sign-in clears the failure count', async () => {
    const user = await createUser(t);
    const ip = '10.10.0.1';
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < limits.loginPair.points - 1; i++) {
        expect((await signIn('/users/login', user.email, 'wrong-pass', ip)).status).toBe(401);
      }
      expect((await signIn('/users/login', user.email, user.password, ip)).status).toBe(200);
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

  const mailsTo = (email: string) => readOutbox(t.config.dataDir).filter((m) => m.to === email.toLowerCase()).length;

  it('limits code mails per account and address, answering unknown emails the same way', async () => {
    const user = await createUser(t, { isVerified: false });
    const ghost = uniqueEmail('ghost');
    for (const [n, email] of [user.email, ghost].entries()) {
      for (let i = 0; i < limits.codeSendPair.points; i++) {
        expect((await post(t, '/users/resend-code', { email }, { ip: `10.12.${n}.1` })).status).toBe(200);
      }
      expectLimited(await post(t, '/users/forgot-password', { email }, { ip: `10.12.${n}.1` }), 3600);
      // Another address still gets its mails.
      expect((await post(t, '/users/resend-code', { email }, { ip: `10.12.${n}.2` })).status).toBe(200);
    }
  });

  it("a stranger cannot use up the owner's reset mails", async () => {
    const user = await createUser(t);
    for (let i = 0; i < limits.codeSendAccount.points + 2; i++) {
      await post(t, '/users/forgot-password', { email: user.email }, { ip: `10.18.${i}.1` });
    }
    const before = mailsTo(user.email);
    expect((await post(t, '/users/forgot-password', { email: user.email }, { ip: '10.18.99.1' })).status).toBe(200);
    expect(mailsTo(user.email)).toBe(before + 1);
    // Past the ceiling an address that already asked waits.
    expectLimited(await post(t, '/users/forgot-password', { email: user.email }, { ip: '10.18.99.1' }), 3600);
  });

  it("forgot-password calls for an admin's email do not stop the admin's one-time codes", async () => {
    const admin = await createUser(t, { role: 'ADMIN' });
    for (let i = 0; i < limits.codeSendAccount.points + 2; i++) {
      await post(t, '/users/forgot-password', { email: admin.email }, { ip: `10.19.${i}.1` });
    }
    const login = await signIn('/admin/login', admin.email, admin.password, '10.19.99.1');
    expect(login.status).toBe(200);
    expect(mailedCode(t, admin.email)).toMatch(/^\d{6}$/);
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
    const reg = await post(
      t,
      '/users/register',
      { firstName: 'Ana', lastName: 'Lim', email, password: 'secret-1' },
      { ip: '10.14.0.1' },
    );
    const verificationTicket = reg.body.data.verificationTicket;
    const code = mailedCode(t, email);
    const wrong = String((Number(code) + 1) % 1e6).padStart(6, '0');
    for (let i = 0; i < limits.codeCheckAccount.points; i++) {
      const body = { email, verificationCode: wrong, verificationTicket };
      expect((await post(t, '/users/verify-code', body, { ip: `10.14.${i}.2` })).status).toBe(400);
    }
    const right = { email, verificationCode: code, verificationTicket };
    expectLimited(await post(t, '/users/verify-code', right, { ip: '10.14.9.9' }), 900);
  });

  it('limits code checks per address, across accounts and code kinds', async () => {
    const ip = '10.15.0.1';
    for (let i = 0; i < limits.codeCheckIp.points; i++) {
      const path = i % 2 ? '/users/verify-reset-code' : '/users/verify-code';
      const body =
        i % 2
          ? { email: uniqueEmail('c'), code: '123456' }
          : { email: uniqueEmail('c'), verificationCode: '123456', verificationTicket: 'ticket' };
      expect((await post(t, path, body, { ip })).status).toBe(400);
    }
    const otpTry = { userId: crypto.randomUUID(), ticket: 'x', otp: '123456' };
    expectLimited(await post(t, '/admin/verify-otp', otpTry, { ip }), 900);
  });

  it('counts OTP checks once per admin, however the user id is spelled', async () => {
    const admin = await createUser(t, { role: 'ADMIN' });
    const login = await signIn('/admin/login', admin.email, admin.password, '10.20.0.1');
    const { ticket } = login.body.data as { ticket: string };
    const spellings = [admin.id, admin.id.toUpperCase(), admin.id.replace(/[a-f]/, (ch) => ch.toUpperCase())];
    for (let i = 0; i < limits.codeCheckAccount.points; i++) {
      const body = { userId: spellings[i % spellings.length], ticket, otp: '000000' };
      expect((await post(t, '/admin/verify-otp', body, { ip: `10.20.${i}.1` })).status).toBe(400);
    }
    const body = { userId: admin.id.toUpperCase(), ticket, otp: '000000' };
    expectLimited(await post(t, '/admin/verify-otp', body, { ip: '10.20.99.1' }), 900);
  });

  it("OTP tries without the admin's ticket do not spend the admin's code budget", async () => {
    const admin = await createUser(t, { role: 'ADMIN' });
    for (let i = 0; i < limits.codeCheckAccount.points + 2; i++) {
      const body = { userId: admin.id, ticket: 'forged', otp: '000000' };
      expect((await post(t, '/admin/verify-otp', body, { ip: `10.21.${i}.1` })).status).toBe(400);
    }
    const login = await signIn('/admin/login', admin.email, admin.password, '10.21.99.1');
    const { ticket } = login.body.data as { ticket: string };
    const body = { userId: admin.id, ticket, otp: mailedCode(t, admin.email) };
    expect((await post(t, '/admin/verify-otp', body, { ip: '10.21.99.1' })).status).toBe(200);
  });

  it('keys IPv6 clients by their /64', async () => {
    for (let i = 0; i < limits.loginIp.points; i++) {
      const res = await signIn('/users/login', uniqueEmail('v6'), 'whatever-1', `2001:db8:5:6::${i + 1}`);
      expect(res.status).toBe(401);
    }
    expectLimited(await signIn('/users/login', uniqueEmail('v6'), 'whatever-1', '2001:db8:5:6:ffff::9'), 900);
    expect((await signIn('/users/login', uniqueEmail('v6'), 'whatever-1', '2001:db8:5:7::1')).status).toBe(401);
  });

  it.runIf(backend === 'redis')('keeps the counters in Redis, shared by every instance', async () => {
    // This test spends its own budgets (its own account and address), so it needs no other test first.
    const user = await createUser(t);
    const wrong = { email: user.email, password: 'wrong-pass' };
    expect((await post(t, '/users/login', wrong, { ip: '10.17.1.1' })).status).toBe(401);
    const ip = '10.17.0.1';
    for (let i = 0; i < limits.codeCheckIp.points; i++) {
      const body = { email: uniqueEmail('r'), verificationCode: '123456', verificationTicket: 'ticket' };
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
    // Three rounds per address, more than its own mail budget for the account: that comes back too.
    for (let i = 0; i < rounds; i++) {
      const ip = `10.16.${Math.floor(i / 3)}.1`;
      const login = await post(t, '/admin/login', { email: admin.email, password: admin.password }, { ip });
      expect(login.status).toBe(200);
      const { ticket } = login.body.data as { ticket: string };
      const otp = mailedCode(t, admin.email);
      const wrong = String((Number(otp) + 1) % 1e6).padStart(6, '0');
      expect((await post(t, '/admin/verify-otp', { userId: admin.id, ticket, otp: wrong }, { ip })).status).toBe(400);
      expect((await post(t, '/admin/verify-otp', { userId: admin.id, ticket, otp }, { ip })).status).toBe(200);
    }
  });
});
