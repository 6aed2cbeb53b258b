import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/server/lib/errors';
import { DEFAULT_LIMITS, createRateLimits, isLoopback } from '../../src/server/services/rate-limit';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('default budgets', () => {
  it('keep guessing a 6-digit code out of reach', () => {
    // Per account: at most this many codes a day, each allowing 5 tries.
    const mailsPerDay = DEFAULT_LIMITS.codeSendAccount.points * (86_400 / DEFAULT_LIMITS.codeSendAccount.duration);
    const checksPerDay = Math.min(
      mailsPerDay * 5,
      DEFAULT_LIMITS.codeCheckAccount.points * (86_400 / DEFAULT_LIMITS.codeCheckAccount.duration),
    );
    // Half the code space would take years.
    expect(500_000 / checksPerDay / 365).toBeGreaterThan(1);
  });
});

describe.each(['memory', 'redis'] as const)('createRateLimits (%s)', (backend) => {
  const make = () =>
    createRateLimits({
      redisUrl: backend === 'redis' ? REDIS_URL : undefined,
      keyPrefix: `ht-unit:${randomBytes(6).toString('hex')}`,
      limits: { loginAccount: { points: 2, duration: 60 } },
    });

  it('answers 429 with Retry-After once the budget is spent, per key', async () => {
    const limits = make();
    try {
      expect(await limits.ready()).toBe(true);
      expect(limits.backend).toBe(backend);
      await limits.consume('loginAccount', 'a@example.com');
      expect(await limits.allows('loginAccount', 'a@example.com')).toBe(true);
      await limits.consume('loginAccount', 'a@example.com');
      expect(await limits.allows('loginAccount', 'a@example.com')).toBe(false);
      const err = await limits.consume('loginAccount', 'a@example.com').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).status).toBe(429);
      const retryAfter = Number((err as AppError).headers?.['Retry-After']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // Another key has its own budget; a reset gives the budget back.
      await limits.consume('loginAccount', 'b@example.com');
      await limits.reset('loginAccount', 'a@example.com');
      await limits.consume('loginAccount', 'a@example.com');
    } finally {
      await limits.close();
    }
  });
});

describe('Redis store', () => {
  it('is shared between instances with the same prefix and isolated by prefix', async () => {
    const prefix = `ht-unit:${randomBytes(6).toString('hex')}`;
    const opts = { redisUrl: REDIS_URL, limits: { codeCheckIp: { points: 1, duration: 60 } } };
    const a = createRateLimits({ ...opts, keyPrefix: prefix });
    const b = createRateLimits({ ...opts, keyPrefix: prefix });
    const other = createRateLimits({ ...opts, keyPrefix: `${prefix}-other` });
    try {
      await Promise.all([a.ready(), b.ready(), other.ready()]);
      await a.consume('codeCheckIp', '10.0.0.1');
      await expect(b.consume('codeCheckIp', '10.0.0.1')).rejects.toMatchObject({ status: 429 });
      await other.consume('codeCheckIp', '10.0.0.1');
    } finally {
      await Promise.all([a.close(), b.close(), other.close()]);
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
  });

  it('keeps limiting in memory while Redis is unreachable', async () => {
    const limits = createRateLimits({
      redisUrl: 'redis://127.0.0.1:1',
      keyPrefix: 'ht-unit-down',
      limits: { loginIp: { points: 1, duration: 60 } },
    });
    try {
      expect(await limits.ready(300)).toBe(false);
      await limits.consume('loginIp', '10.0.0.1');
      await expect(limits.consume('loginIp', '10.0.0.1')).rejects.toMatchObject({ status: 429 });
    } finally {
      await limits.close();
    }
  });
});

describe('loopback', () => {
  it('is recognised in IPv4, IPv6 and mapped forms', () => {
    for (const ip of ['127.0.0.1', '127.8.0.3', '::1', '::ffff:127.0.0.1']) expect(isLoopback(ip)).toBe(true);
    for (const ip of ['10.0.0.1', '203.0.113.7', '::ffff:10.0.0.1', 'unknown', '1127.0.0.1']) {
      expect(isLoopback(ip)).toBe(false);
    }
  });

  it('skips the per-address budgets (a same-host proxy) but never the per-account ones', async () => {
    const limits = createRateLimits({
      keyPrefix: 'ht-unit-loop',
      limits: { loginIp: { points: 1, duration: 60 }, loginAccount: { points: 1, duration: 60 } },
    });
    for (let i = 0; i < 5; i++) await limits.consume('loginIp', '127.0.0.1');
    await limits.consume('loginAccount', '127.0.0.1');
    await expect(limits.consume('loginAccount', '127.0.0.1')).rejects.toMatchObject({ status: 429 });
    await limits.consume('loginIp', '10.0.0.1');
    await expect(limits.consume('loginIp', '10.0.0.1')).rejects.toMatchObject({ status: 429 });
  });
});
