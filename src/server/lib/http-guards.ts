import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { MESSAGES } from '../../shared/messages';
import { fail } from './envelope';
import type { AppEnv } from './types';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ACCEPTED_TYPES = ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'];

/** 415 for a body of a type no API route reads (text/plain, XML, ...). */
export const requireKnownContentType = createMiddleware<AppEnv>(async (c, next) => {
  if (BODY_METHODS.has(c.req.method)) {
    const length = c.req.header('content-length');
    const hasBody = (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (hasBody && !ACCEPTED_TYPES.includes(type)) {
      return c.json(fail(MESSAGES.unsupportedMediaType), 415);
    }
  }
  await next();
});

export const limitBody = (maxSize: number, message: string = MESSAGES.tooLarge) =>
  bodyLimit({ maxSize, onError: (c) => c.json(fail(message), 413) });

/**
 * 413 for a body over its cap: uploads (multipart) may be large, anything else (JSON forms) is small,
 * so a huge JSON post cannot hold the event loop while it is parsed.
 */
export function limitBodyByType(otherMax: number, multipartMax: number) {
  const small = limitBody(otherMax);
  const large = limitBody(multipartMax);
  return createMiddleware<AppEnv>((c, next) => {
    // No route reads the body of a GET or HEAD, and asking for it builds a full fetch Request per
    // read (undici Request, AbortSignal): 3-4 % of the server's CPU on the hot read endpoints.
    if (!BODY_METHODS.has(c.req.method)) return next();
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    return type === 'multipart/form-data' ? large(c, next) : small(c, next);
  });
}
