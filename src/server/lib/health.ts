import type { OpenAPIHono } from '@hono/zod-openapi';
import { MESSAGES } from '../../shared/messages';
import { fail, ok } from './envelope';
import type { AppDeps, AppEnv } from './types';

const CHECK_TIMEOUT_MS = 3000;

type CheckResult = 'up' | 'down';

async function check(probe: () => Promise<void>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /healthz`: the process answers. `GET /readyz`: every backing service that is configured
 * answers too (the database, Redis when REDIS_URL is set, the upload storage), so a load balancer
 * sends no traffic to an instance that cannot serve it. 503 names the services that are down.
 */
export function mountHealth(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  const probes: Record<string, () => Promise<void>> = {
    database: () => deps.database.ping(),
    ...(deps.rateLimits.backend === 'redis' ? { redis: () => deps.rateLimits.ping() } : {}),
    storage: () => deps.storage.ping(),
  };
  app.get('/healthz', (c) => c.json(ok(MESSAGES.ok)));
  app.get('/readyz', async (c) => {
    const names = Object.keys(probes);
    const results = await Promise.all(names.map((name) => check(probes[name]!)));
    const checks = Object.fromEntries(names.map((name, i) => [name, results[i]!]));
    c.header('Cache-Control', 'no-store');
    const down = names.filter((name) => checks[name] === 'down');
    if (down.length === 0) return c.json(ok(MESSAGES.ready, checks));
    return c.json(fail(`${MESSAGES.notReady} ${down.join(', ')}`, { data: checks }), 503);
  });
}
