import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './types';

/**
 * Security headers on every answer. The session token lives in localStorage, so an injected script
 * would be an account takeover: scripts come only from our origin (no inline or eval), nothing may
 * frame us, and plugins are off. Inline styles stay allowed: Radix and sonner position elements
 * with style attributes. `extraImageOrigins` admits a public object-storage URL for photos.
 */
export function securityHeaders(extraImageOrigins: string[] = []) {
  return secureHeaders({
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...extraImageOrigins],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      bluetooth: [],
      hid: [],
    },
  });
}

/**
 * API answers are per-request data: no browser or proxy may keep one unless the route says so.
 * The header goes on the finished answer's own headers: `c.header()` after `next()` would rebuild
 * the answer around its body as a stream (Hono copies a finalized response), which cost every API
 * request a web ReadableStream and a streamed write.
 */
export const noStoreUnlessSet = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const headers = c.res.headers;
  if (headers.has('cache-control')) return;
  try {
    headers.set('Cache-Control', 'no-store');
  } catch {
    // A response whose headers are immutable (one passed through from fetch) is copied instead.
    c.header('Cache-Control', 'no-store');
  }
});
