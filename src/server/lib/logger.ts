import pino, { type Logger } from 'pino';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './types';

/** What a log line may say about a failure: names, codes and the stack, never the data involved. */
export interface SafeError {
  type: string;
  message?: string;
  /** SQLSTATE and the schema object a database error names; its message and detail hold values. */
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
  cause?: SafeError;
}

const pick = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The `err` serializer. A failed query's error carries the SQL parameters (password hashes, emails,
 * review text) and the database's message and detail quote values ('Key (email)=(a@b.c) already
 * exists'): a database error is logged by code and constraint only, and the stack keeps only frames.
 */
export function safeError(err: unknown, depth = 0): SafeError {
  if (!(err instanceof Error)) return { type: typeof err };
  const e = err as Error & Record<string, unknown>;
  const code = pick(e.code);
  const fromDatabase = code !== undefined && /^[0-9A-Z]{5}$/.test(code);
  const hasQuery = 'query' in e || 'params' in e;
  const quiet = fromDatabase || hasQuery;
  const frames = e.stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
  return {
    type: e.name,
    ...(quiet ? {} : { message: e.message }),
    ...(code ? { code } : {}),
    ...(pick(e.constraint) ? { constraint: pick(e.constraint) } : {}),
    ...(pick(e.table) ? { table: pick(e.table) } : {}),
    ...(pick(e.column) ? { column: pick(e.column) } : {}),
    ...(frames ? { stack: frames } : {}),
    ...(e.cause !== undefined && depth < 3 ? { cause: safeError(e.cause, depth + 1) } : {}),
  };
}

export function createLogger(level: pino.LevelWithSilent = 'info', destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    serializers: { err: safeError },
    // Never log credentials, codes or tokens, wherever they turn up.
    redact: {
      paths: [
        'password',
        'newPassword',
        'currentPassword',
        'token',
        'code',
        'otp',
        '*.password',
        '*.token',
        '*.authorization',
        'email',
        'to',
        '*.email',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** One JSON line per request with its id, method, path (never the query string), status and time. */
export const requestLogger = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  const log = c.get('deps').logger.child({ reqId: c.get('requestId') });
  c.set('logger', log);
  await next();
  log.info(
    { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
    'request',
  );
});
