import { isIP } from 'node:net';
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
 * Budgets for the account flows and the contact form, per address, per (account, address) pair, per
 * account and per route family. Docs/decisions/011-throttling.md explains the numbers: failures are
 * counted per account and address, so a stranger can slow down only their own address, never the
 * owner's. With 5 tries per code and the per-account code-check budget, guessing a 6-digit code takes
 * ~40,000 tries a day: out of reach.
 */
export const DEFAULT_LIMITS = {
  /** Sign-in attempts (renter and admin) from one address, across accounts. */
  loginIp: { points: 50, duration: 15 * 60 },
  /** Failed sign-ins of one account from one address; a right password clears it. */
  loginPair: { points: 5, duration: 15 * 60 },
  /**
   * Failed sign-ins of one account from all addresses together: a ceiling against distributed
   * guessing. Past it, an address that already failed on the account waits; a clean address still
   * gets its try, so the owner's right password goes through.
   */
  loginAccount: { points: 100, duration: 60 * 60 },
  /** Wrong current passwords at change-password, per signed-in account (only the session holder spends it). */
  passwordChange: { points: 10, duration: 15 * 60 },
  /** Mails with a code, and registrations, from one address. */
  codeSendIp: { points: 20, duration: 60 * 60 },
  /** Mails with a code to one account asked for from one address. */
  codeSendPair: { points: 5, duration: 60 * 60 },
  /** Mails with a code to one account from all addresses: past it, one more per address that has not asked yet. */
  codeSendAccount: { points: 20, duration: 60 * 60 },
  /** Code checks from one address. */
  codeCheckIp: { points: 50, duration: 15 * 60 },
  /** Code checks against one account, across codes. */
  codeCheckAccount: { points: 10, duration: 15 * 60 },
  /** Contact-form messages from one address (each one is a stored row for the team to read). */
  contactIp: { points: 10, duration: 60 * 60 },
  // Route-family budgets for all addresses together: generous, they only cap the total when the
  // per-address ones cannot tell clients apart (a same-host proxy with TRUST_PROXY=0 makes every
  // client 127.0.0.1).
  /** Sign-in attempts, all addresses. */
  loginAll: { points: 3000, duration: 15 * 60 },
  /** Mails with a code and registrations, all addresses. */
  codeSendAll: { points: 1000, duration: 60 * 60 },
  /** Code checks, all addresses. */
  codeCheckAll: { points: 3000, duration: 15 * 60 },
  /** Contact-form messages, all addresses. */
  contactAll: { points: 500, duration: 60 * 60 },
} satisfies Record<string, LimitPolicy>;

export type LimitName = keyof typeof DEFAULT_LIMITS;

/** Per-address budgets, each with the route family's budget for all addresses together. */
const PER_ADDRESS = new Map<LimitName, LimitName>([
  ['loginIp', 'loginAll'],
  ['codeSendIp', 'codeSendAll'],
  ['codeCheckIp', 'codeCheckAll'],
  ['contactIp', 'contactAll'],
]);
const GLOBAL_KEY = 'all';

/**
 * Per-address budgets skip the loopback address: it is what every client looks like behind a
 * reverse proxy on the same host (one bucket for the whole site would lock everyone out), and what
 * local test runs use. The per-route, per-pair and per-account budgets always apply.
 */
export function isLoopback(ip: string): boolean {
  return /^(127\.|::ffff:127\.)/.test(ip) || ip === '::1';
}

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(ip: string): number[] | undefined {
  if (isIP(ip) !== 6) return undefined;
  let text = ip.split('%')[0]!;
  // An embedded IPv4 tail (::ffff:1.2.3.4) becomes two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(tail);
  const fill = tail === undefined ? [] : Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...fill, ...right];
}

/**
 * The budget key of an address: IPv4 as is (also when written IPv4-mapped), IPv6 by its /64, the
 * block one subscriber usually gets (a client could otherwise take a fresh address per request).
 */
export function addressKey(ip: string): string {
  const trimmed = ip.trim().toLowerCase();
  const groups = ipv6Groups(trimmed);
  if (!groups) return trimmed;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/**
 * The budget key of an account: emails and ids as one spelling (ids are UUIDs, which the database
 * compares regardless of case, so 'ABC…' and 'abc…' are the same account and must share a budget).
 */
export function accountKey(account: string): string {
  return account.trim().toLowerCase();
}

/** The budget key of one account as reached from one address. */
export function pairKey(account: string, ip: string): string {
  return `${accountKey(account)}|${addressKey(ip)}`;
}

function keyFor(name: LimitName, key: string): string {
  return PER_ADDRESS.has(name) ? addressKey(key) : accountKey(key);
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
  /** What `key` spent under `name` in the current window. */
  spent(name: LimitName, key: string): Promise<number>;
  /** Throws 429 (with Retry-After) when `key` has no budget left under `name`; spends nothing. */
  check(name: LimitName, key: string): Promise<void>;
  /** Spends one point without ever refusing (a count that `check` reads later). */
  count(name: LimitName, key: string): Promise<void>;
  /** Gives one point back (a try that turned out to be the right password). */
  refund(name: LimitName, key: string): Promise<void>;
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

  const refuse = (msBeforeNext: number) =>
    tooManyRequests(Math.max(1, Math.ceil(msBeforeNext / 1000)), AUTH_TEXT.tooManyAttempts);
  const spend = async (name: LimitName, key: string) => {
    try {
      await limiter(name).consume(key);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw refuse(err.msBeforeNext);
      throw err;
    }
  };

  return {
    backend: redis ? 'redis' : 'memory',
    async ping() {
      await redis?.ping();
    },
    async consume(name, key) {
      const k = keyFor(name, key);
      const all = PER_ADDRESS.get(name);
      if (!(all && isLoopback(key.trim()))) await spend(name, k);
      if (all) await spend(all, GLOBAL_KEY);
    },
    async allows(name, key) {
      const res = await limiter(name).get(keyFor(name, key));
      return !res || res.consumedPoints < limiter(name).points;
    },
    async spent(name, key) {
      return (await limiter(name).get(keyFor(name, key)))?.consumedPoints ?? 0;
    },
    async check(name, key) {
      const res = await limiter(name).get(keyFor(name, key));
      if (res && res.consumedPoints >= limiter(name).points) throw refuse(res.msBeforeNext);
    },
    async count(name, key) {
      await limiter(name).penalty(keyFor(name, key), 1);
    },
    async refund(name, key) {
      await limiter(name).reward(keyFor(name, key), 1);
    },
    async reset(name, key) {
      await limiter(name).delete(keyFor(name, key));
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
export async function clearCodeBudgets(
  limits: RateLimits,
  checkKey: string,
  email: string,
  ip?: string,
): Promise<void> {
  await Promise.all([
    limits.reset('codeCheckAccount', checkKey),
    limits.reset('codeSendAccount', email),
    ...(ip === undefined ? [] : [limits.reset('codeSendPair', pairKey(email, ip))]),
  ]);
}
