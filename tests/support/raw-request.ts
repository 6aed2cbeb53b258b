import { DEFAULT_LIMITS, type LimitName, createRateLimits } from '../../src/server/services/rate-limit';
import type { TestContext } from './test-app';

/**
 * Requests sent in-process to the real app exactly as given (any body, any headers), from a
 * non-loopback socket address, plus rate-limit budgets large enough that a test calling every
 * operation many times measures the handlers, not the throttling.
 */
export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
}

export async function rawRequest(
  t: TestContext,
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: BodyInit },
  ip = '203.0.113.77',
): Promise<RawAnswer> {
  const res = await t.app.request(url, init, {
    incoming: { socket: { remoteAddress: ip, remoteFamily: 'IPv4' } },
  });
  const text = await res.text();
  // Mail and other work after the answer lands before the caller compares database fingerprints.
  await t.deps.background.settled();
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text };
}

/** Every budget at a million points: for tests that call the throttled routes hundreds of times. */
export function generousRateLimits() {
  const limits = Object.fromEntries(
    Object.entries(DEFAULT_LIMITS).map(([name, policy]) => [name, { ...policy, points: 1_000_000 }]),
  ) as Record<LimitName, { points: number; duration: number }>;
  return createRateLimits({ limits });
}

/** The error or success envelope `{ success, message, ... }`, or a reason why `answer` is not one. */
export function envelopeProblem(answer: RawAnswer): string | undefined {
  if (!answer.contentType.startsWith('application/json')) return `content-type ${answer.contentType || 'none'}`;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return 'body is not JSON';
  }
  const b = body as { success?: unknown; message?: unknown };
  if (typeof b !== 'object' || b === null) return 'body is not an object';
  if (typeof b.success !== 'boolean') return 'no boolean success';
  if (typeof b.message !== 'string') return 'no string message';
  if (b.success !== answer.status < 400) return `success ${String(b.success)} with status ${answer.status}`;
  return undefined;
}
