import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AUTH_TEXT } from '../../shared/auth';
import { tooManyRequests } from '../lib/errors';

export interface LimitPolicy {
  points: number;
  /** Window in seconds. */
  duration: number;
}

/**
 * Per-IP and per-account budgets for the account flows and the contact form. With 5 tries per code and at most 5 codes
 * mailed per account an hour, guessing a 6-digit code takes ~40,000 tries a day: out of reach.
 */
export const DEFAULT_LIMITS = {
  /** Sign-in attempts (renter and admin) from one address. */
  loginIp: { points: 50, duration: 15 * 60 },
  /** Consecutive failed sign-ins of one account; a success clears it. */
  loginAccount: { points: 10, duration: 15 * 60 },
  /** Mails with a code, and registrations, from one address. */
  codeSendIp: { points: 20, duration: 60 * 60 },
  /** Mails with a code to one account. */
  codeSendAccount: { points: 5, duration: 60 * 60 },
  /** Code checks from one address. */
  codeCheckIp: { points: 50, duration: 15 * 60 },
  /** Code checks against one account, across codes. */
  codeCheckAccount: { points: 10, duration: 15 * 60 },
  /** Contact-form messages from one address (each one is a stored row for the team to read). */
  contactIp: { points: 10, duration: 60 * 60 },
} satisfies Record<string, LimitPolicy>;

export type LimitName = keyof typeof DEFAULT_LIMITS;

const PER_ADDRESS = new Set<LimitName>(['loginIp', 'codeSendIp', 'codeCheckIp', 'contactIp']);

/**
 * Per-address budgets skip the loopback address: it is what every client looks like behind a
 * reverse proxy on the same host (one bucket for the whole site would lock everyone out), and what
 * local test runs use. The per-account budgets always apply.
 */
export function isLoopback(ip: string): boolean {
  return /^(127\.|::ffff:127\.)/.test(ip) || ip === '::1';
}

export interface RateLimitOptions {
  redisUrl?: string;
  /** Prefix of every key (in Redis and in memory), so several apps or test runs can share a Redis. */
  keyPrefix?: string;
  limits?: Partial<Record<LimitName, LimitPolicy>>;
  logger?: Logger;
}

export interface RateLimits {
  /** Spends one point of `name` for `key`; throws 429 (with Retry-After) once the budget is gone. */
  consume(name: LimitName, key: string): Promise<void>;
  /** Whether `key` still has budget left under `name`, without spending any. */
  allows(name: LimitName, key: string): Promise<boolean>;
  /** Forgets what `key` spent under `name` (a successful sign-in clears its failures). */
  reset(name: LimitName, key: string): Promise<void>;
  readonly backend: 'memory' | 'redis';
  /** Throws when the shared store (Redis) does not answer; nothing to check in memory (GET /readyz). */
  ping(): Promise<void>;
  /** Resolves once the store is connected (at once in memory); until then each instance counts alone. */
  ready(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export function createRateLimits(options: RateLimitOptions = {}): RateLimits {
  const prefix = options.keyPrefix ?? 'ht:rl';
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  redis?.on('error', (err: Error) => options.logger?.warn({ err: err.message }, 'rate limit store unavailable'));

  const limiters = new Map<LimitName, RateLimiterAbstract>();
  for (const name of Object.keys(DEFAULT_LIMITS) as LimitName[]) {
    const policy = options.limits?.[name] ?? DEFAULT_LIMITS[name];
    const base = { keyPrefix: `${prefix}:${name}`, points: policy.points, duration: policy.duration };
    limiters.set(
      name,
      redis
        ? new RateLimiterRedis({
            ...base,
            storeClient: redis,
            rejectIfRedisNotReady: true,
            // While Redis is down each instance limits on its own rather than not at all.
            insuranceLimiter: new RateLimiterMemory(base),
          })
        : new RateLimiterMemory(base),
    );
  }
  const limiter = (name: LimitName) => limiters.get(name)!;

  return {
    backend: redis ? 'redis' : 'memory',
    async ping() {
      await redis?.ping();
    },
    async consume(name, key) {
      if (PER_ADDRESS.has(name) && isLoopback(key)) return;
      try {
        await limiter(name).consume(key);
      } catch (err) {
        if (err instanceof RateLimiterRes) {
          throw tooManyRequests(Math.max(1, Math.ceil(err.msBeforeNext / 1000)), AUTH_TEXT.tooManyAttempts);
        }
        throw err;
      }
    },
    async allows(name, key) {
      const res = await limiter(name).get(key);
      return !res || res.consumedPoints < limiter(name).points;
    },
    async reset(name, key) {
      await limiter(name).delete(key);
    },
    async ready(timeoutMs = 5000) {
      if (!redis || redis.status === 'ready') return true;
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        redis.once('ready', () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
    async close() {
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * After a code was proven, the account's code budgets start again: they exist to bound guessing,
 * and only the mailbox owner can get here (so an admin who signs in often is not locked out).
 */
export async function clearCodeBudgets(limits: RateLimits, checkKey: string, email: string): Promise<void> {
  await Promise.all([limits.reset('codeCheckAccount', checkKey), limits.reset('codeSendAccount', email)]);
}
