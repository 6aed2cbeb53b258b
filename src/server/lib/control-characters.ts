import { createMiddleware } from 'hono/factory';
import { MESSAGES } from '../../shared/messages';
import { fail } from './envelope';
import type { AppEnv } from './types';

/** C0 controls and DEL, except tab, line feed and carriage return (which long text may hold). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The path of the first string inside `value` that holds a control character, or undefined. */
function firstControlPath(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return CONTROL.test(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = firstControlPath(item, path ? `${path}.${i}` : String(i));
      if (found !== undefined) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = firstControlPath(item, path ? `${path}.${key}` : key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** The form in `body`, or undefined when it does not parse (the route's validator answers that 400). */
async function readForm(request: Request): Promise<FormData | undefined> {
  try {
    return await request.formData();
  } catch {
    return undefined;
  }
}

const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * 400 with the field's path for a NUL or other control character in a path segment, the query
 * string, a JSON body or a multipart text field. PostgreSQL cannot store NUL in text, so without
 * this such input ended in a 500; no text field of ours has a use for the others.
 */
export const rejectControlCharacters = createMiddleware<AppEnv>(async (c, next) => {
  let bad: string | undefined;
  if (CONTROL.test(c.req.path)) bad = 'path';
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (bad === undefined && (CONTROL.test(key) || values.some((v) => CONTROL.test(v)))) bad = key;
  }
  if (bad === undefined && c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    const type = mediaType(c.req.header('content-type'));
    if (type === 'application/json') {
      // A body that is not JSON is the validator's to refuse (malformed JSON).
      const body: unknown = await c.req.json().catch(() => undefined);
      bad = firstControlPath(body, '');
    } else if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') {
      // A copy: the upload routes put their own, smaller size cap on the original stream.
      const form = await readForm(c.req.raw.clone());
      if (form) {
        form.forEach((value, key) => {
          if (bad === undefined && typeof value === 'string' && CONTROL.test(value)) bad = key;
        });
      }
    }
  }
  if (bad !== undefined) {
    return c.json(
      fail(MESSAGES.controlCharacters, { errors: [{ path: bad, message: MESSAGES.controlCharacters }] }),
      400,
    );
  }
  await next();
});
