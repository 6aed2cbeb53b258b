import { createMiddleware } from 'hono/factory';
import { MESSAGES } from '../../shared/messages';
import { fail } from './envelope';
import type { AppEnv } from './types';

/** C0 controls and DEL, except tab, line feed and carriage return (which long text may hold). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * The path of the first string inside `value` that holds a control character, or undefined. A loop
 * over an explicit stack, not recursion: a 64 KB JSON body can nest 30,000 levels deep, which
 * overflowed the call stack (a 500) when this walked it recursively.
 */
function firstControlPath(value: unknown): string | undefined {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (stack.length > 0) {
    const { value: item, path } = stack.pop()!;
    if (typeof item === 'string') {
      if (CONTROL.test(item)) return path;
    } else if (item && typeof item === 'object') {
      const entries = Array.isArray(item) ? item.map((v, i) => [String(i), v] as const) : Object.entries(item);
      // Pushed last to first, so the first field is looked at first.
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        stack.push({ value: child, path: join(path, key) });
      }
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
      // A body that is not JSON is the validator's to refuse (malformed JSON). Read from a copy, as
      // for forms: a route's own body limit reads the original stream again, and a consumed one
      // answered 500 'ReadableStream is locked' (a JSON body sent to the profile photo upload).
      const body: unknown = await c.req.raw
        .clone()
        .json()
        .catch(() => undefined);
      bad = firstControlPath(body);
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
