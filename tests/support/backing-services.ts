import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * The machine's PostgreSQL and Redis (CI starts both), for tests that run several server processes.
 * TEST_PG_URL / TEST_REDIS_URL point elsewhere. Free of test-runner imports.
 */
export const PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function pgMissing(): Promise<string | null> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (err) {
    return `PostgreSQL at ${PG_URL} does not answer: ${err instanceof Error ? err.message : String(err)}`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function redisMissing(): Promise<string | null> {
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (err) {
    return `Redis at ${REDIS_URL} does not answer: ${err instanceof Error ? err.message : String(err)}`;
  } finally {
    redis.disconnect();
  }
}

/** Why the services are not usable here ('' when both answer). */
export async function missingServices(): Promise<string> {
  const problems = (await Promise.all([pgMissing(), redisMissing()])).filter((p): p is string => !!p);
  return problems.join('; ');
}

/** A fresh, empty PostgreSQL database beside PG_URL's, dropped again by `drop()`. */
export async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `ht_deploy_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Removes every Redis key under `prefix` (a test run's own namespace). */
export async function clearRedisPrefix(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
