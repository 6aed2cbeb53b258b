import type { MiddlewareHandler } from 'hono';

/**
 * At most `limit` API reads (GET and HEAD) in progress at once; the others wait, in arrival order,
 * before any work is done for them (docs/decisions/037-api-reads-admitted-in-order.md). Without it,
 * every read in flight competed for the pooled connections at each of its statements, so at 50
 * connections a read that had run its session check queued again behind 45 newer ones for its page,
 * its total and its images: each one held its context and rows across three queues, the garbage
 * collector copied them at every scavenge, and the throughput fell below that at 10 connections.
 * Admitted in order, a read runs its statements among a few others and finishes; the rest wait as
 * bare requests. Writes are not held back: an upload's body arrives at the client's pace.
 */
export function limitConcurrentReads(limit: number): MiddlewareHandler {
  let running = 0;
  /** Waiting reads, oldest first (at most one per open socket: MAX_CONNECTIONS). */
  const waiting: (() => void)[] = [];
  const release = () => {
    const oldest = waiting.shift();
    // The slot passes to the oldest waiting read, or is given back.
    if (oldest) oldest();
    else running--;
  };
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    if (running < limit) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      await next();
    } finally {
      release();
    }
  };
}
