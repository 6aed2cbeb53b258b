import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './types';

/**
 * The caller's address. With TRUST_PROXY=N, the N-th X-Forwarded-For entry from the right: the one
 * our own outermost proxy appended (entries to its left are whatever the client claimed). Without it,
 * forwarded headers are ignored and the socket's peer is the address.
 */
export function clientIp(c: Context<AppEnv>): string {
  const hops = c.get('deps')?.config.trustProxy ?? 0;
  if (hops > 0) {
    const chain = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const forwarded = chain[chain.length - hops];
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Warns once (at the first such request) when requests come through a proxy while TRUST_PROXY is 0:
 * then every client has the proxy's address, so the per-address budgets either skip them all (a
 * same-host proxy is loopback) or lump them together; only the per-route budgets still hold.
 */
export function warnUntrustedProxy(): MiddlewareHandler<AppEnv> {
  let warned = false;
  return async (c, next) => {
    if (!warned && (c.get('deps')?.config.trustProxy ?? 0) === 0) {
      const header = FORWARDING_HEADERS.find((name) => c.req.header(name) !== undefined);
      if (header) {
        warned = true;
        c.get('logger')?.warn(
          { header },
          'requests arrive through a proxy but TRUST_PROXY is 0: every client shares the proxy address, so per-address rate limits cannot tell them apart; set TRUST_PROXY to the number of proxies in front of the server',
        );
      }
    }
    await next();
  };
}
