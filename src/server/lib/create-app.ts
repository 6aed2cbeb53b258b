import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { MESSAGES } from '../../shared/messages';
import { AppError } from './errors';
import type { AppEnv } from './types';

/** Turns zod issues into `[{ path, message }]` carrying the shared schemas' messages. */
export function fieldErrors(error: ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

export function validationFailed(c: Context, error: ZodError) {
  const errors = fieldErrors(error);
  return c.json({ success: false as const, message: errors[0]?.message ?? 'Invalid input.', errors }, 400);
}

/** A router whose request validation answers 400 with per-field messages. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    strict: false,
    defaultHook: (result, c) => {
      if (!result.success) return validationFailed(c, result.error);
    },
  });
}

export function errorHandler(err: Error, c: Context<AppEnv>) {
  if (err instanceof AppError) {
    for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value);
    return c.json(
      { success: false as const, message: err.message, ...(err.data ? { data: err.data } : {}) },
      err.status as ContentfulStatusCode,
    );
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const message =
      status === 413
        ? MESSAGES.tooLarge
        : status === 415
          ? MESSAGES.unsupportedMediaType
          : status === 400 && /JSON/i.test(err.message)
            ? 'Malformed JSON in request body.'
            : err.message || 'Request failed.';
    return c.json({ success: false as const, message }, status as ContentfulStatusCode);
  }
  // Unknown failure: log everything, answer nothing that leaks stack traces or SQL.
  const logger = c.get('logger');
  logger?.error({ err }, 'unhandled error');
  return c.json({ success: false as const, message: 'Something went wrong. Please try again.' }, 500);
}
