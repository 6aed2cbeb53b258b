import pino, { type Logger } from 'pino';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './types';

export function createLogger(level: pino.LevelWithSilent = 'info'): Logger {
  return pino({
    level,
    base: undefined,
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
      ],
      censor: '[redacted]',
    },
  });
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
