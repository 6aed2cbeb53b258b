import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
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
