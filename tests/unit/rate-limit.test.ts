import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/server/lib/errors';
import {
  DEFAULT_LIMITS,
  addressKey,
  createRateLimits,
  isLoopback,
  pairKey,
  type RateLimitOptions,
} from '../../src/server/services/rate-limit';

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
    for (let i = 0; i < 5; i++) await limits.consume('loginIp', i % 2 ? '::1' : '127.0.0.1');
    await limits.consume('loginAccount', '127.0.0.1');
    await expect(limits.consume('loginAccount', '127.0.0.1')).rejects.toMatchObject({ status: 429 });
    await limits.consume('loginIp', '10.0.0.1');
    await expect(limits.consume('loginIp', '10.0.0.1')).rejects.toMatchObject({ status: 429 });
  });
});

describe('address keys', () => {
  it('keep IPv4 as is and key IPv6 by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8:1:3::a')).not.toBe(addressKey('2001:db8:1:2::a'));
    expect(pairKey('Ana@Example.com', '2001:db8:1:2::a')).toBe(pairKey('ana@example.com', '2001:db8:1:2:9::1'));
  });

  it('make one /64 share a per-address budget', async () => {
    const limits = createRateLimits({ keyPrefix: 'ht-unit-v6', limits: { loginIp: { points: 2, duration: 60 } } });
    await limits.consume('loginIp', '2001:db8:1:2::a');
    await limits.consume('loginIp', '2001:db8:1:2:ffff::b');
    await expect(limits.consume('loginIp', '2001:db8:1:2::c')).rejects.toMatchObject({ status: 429 });
    await limits.consume('loginIp', '2001:db8:1:3::a');
  });
});

describe.each(['memory', 'redis'] as const)('budget keys and route budgets (%s)', (backend) => {
  const make = (limits: RateLimitOptions['limits']) =>
    createRateLimits({
      redisUrl: backend === 'redis' ? REDIS_URL : undefined,
      keyPrefix: `ht-unit:${randomBytes(6).toString('hex')}`,
      limits,
    });

  it('treat upper- and lower-case spellings of one id or email as one account', async () => {
    const limits = make({ codeCheckAccount: { points: 2, duration: 60 } });
    try {
      expect(await limits.ready()).toBe(true);
      const id = crypto.randomUUID();
      await limits.consume('codeCheckAccount', id);
      await limits.consume('codeCheckAccount', id.toUpperCase());
      await expect(limits.consume('codeCheckAccount', ` ${id.toUpperCase()}`)).rejects.toMatchObject({ status: 429 });
      expect(await limits.spent('codeCheckAccount', id)).toBeGreaterThanOrEqual(2);
      await limits.reset('codeCheckAccount', id.toUpperCase());
      expect(await limits.spent('codeCheckAccount', id)).toBe(0);
    } finally {
      await limits.close();
    }
  });

  it('keep a budget per route for all addresses together, loopback included (a same-host proxy)', async () => {
    const limits = make({ loginAll: { points: 3, duration: 60 } });
    try {
      expect(await limits.ready()).toBe(true);
      await limits.consume('loginIp', '127.0.0.1');
      await limits.consume('loginIp', '127.0.0.1');
      await limits.consume('loginIp', '10.0.0.1');
      await expect(limits.consume('loginIp', '127.0.0.1')).rejects.toMatchObject({ status: 429 });
      await expect(limits.consume('loginIp', '10.0.0.2')).rejects.toMatchObject({ status: 429 });
      // Other routes have their own.
      await limits.consume('codeCheckIp', '127.0.0.1');
    } finally {
      await limits.close();
    }
  });

  it('count, check and refund without refusing', async () => {
    const limits = make({ loginAccount: { points: 2, duration: 60 } });
    try {
      expect(await limits.ready()).toBe(true);
      for (let i = 0; i < 3; i++) await limits.count('loginAccount', 'a@example.com');
      await expect(limits.check('loginAccount', 'A@example.com')).rejects.toMatchObject({ status: 429 });
      await limits.refund('loginAccount', 'a@example.com');
      await limits.refund('loginAccount', 'a@example.com');
      await limits.check('loginAccount', 'a@example.com');
    } finally {
      await limits.close();
    }
  });
});
