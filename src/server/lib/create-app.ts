import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { MESSAGES } from '../../shared/messages';
import { mountApiDocs } from './api-docs';
import { fail } from './envelope';
import { AppError } from './errors';
import { isDatabaseUnavailable } from './db-errors';
import { warnUntrustedProxy } from './client-ip';
import { rejectControlCharacters } from './control-characters';
import { mountHealth } from './health';
import { limitBodyByType, requireKnownContentType } from './http-guards';
import { requestLogger } from './logger';
import { limitConcurrentReads } from './read-concurrency';
import { noStoreUnlessSet, securityHeaders } from './security-headers';
import type { ServerEntry } from './server-render';
import { mountSpa, mountUploads } from './static-files';
import type { AppDeps, AppEnv } from './types';

/** Turns zod issues into `[{ path, message }]` carrying the shared schemas' messages. */
export function fieldErrors(error: ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

export function validationFailed(c: Context, error: ZodError) {
  const errors = fieldErrors(error);
  return c.json(fail(errors[0]?.message ?? MESSAGES.invalidInput, { errors }), 400);
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
      fail(err.message, {
        ...(err.errors ? { errors: err.errors } : {}),
        ...(err.data ? { data: err.data } : {}),
      }),
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
            ? MESSAGES.malformedJson
            : err.message || MESSAGES.requestFailed;
    return c.json(fail(message), status as ContentfulStatusCode);
  }
  const logger = c.get('logger');
  if (isDatabaseUnavailable(err)) {
    // Not a bug but an outage (a restart, a failover): say so, and when to try again.
    logger?.warn({ err }, 'database unavailable');
    c.header('Retry-After', '2');
    return c.json(fail(MESSAGES.unavailable), 503);
  }
  // Unknown failure: log everything, answer nothing that leaks stack traces or SQL.
  logger?.error({ err }, 'unhandled error');
  return c.json(fail(MESSAGES.serverError), 500);
}

export interface AppOptions {
  /** Folder of the built SPA (dist/client); when absent only the API is served. */
  clientDir?: string;
  /** The built server render (dist/ssr, loadServerEntry); when absent every page is the empty shell. */
  serverEntry?: ServerEntry;
}

/**
 * The whole server: middleware, health checks, the API and its docs, uploads and the SPA. The API
 * routes come in as `registerRoutes` (routes/index.ts `registerApiRoutes`): every route file imports
 * createRouter from here, so importing them here would be an import cycle.
 */
export function createApp(deps: AppDeps, registerRoutes: (app: OpenAPIHono<AppEnv>) => void, options: AppOptions = {}) {
  const app = createRouter();

  app.use('*', requestId());
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('logger', deps.logger);
    await next();
  });
  app.use('*', requestLogger);
  app.use('/api/*', warnUntrustedProxy());
  const photoOrigin = deps.config.s3?.publicUrl ? new URL(deps.config.s3.publicUrl).origin : undefined;
  app.use('*', securityHeaders(photoOrigin ? [photoOrigin] : []));
  app.use('/api/*', noStoreUnlessSet);
  app.use('/api/*', limitBodyByType(deps.config.maxJsonBodyBytes, deps.config.maxBodyBytes));
  app.use('/api/*', requireKnownContentType);
  app.use('/api/*', rejectControlCharacters);
  // After the cheap refusals above, before any work that reads the database.
  app.use('/api/*', limitConcurrentReads(deps.config.readConcurrency));
  app.onError(errorHandler);

  mountHealth(app, deps);

  registerRoutes(app);
  mountApiDocs(app, deps.config);
  app.all('/api/*', (c) => c.json(fail(MESSAGES.apiNotFound), 404));

  mountUploads(app, deps.storage);
  if (options.clientDir) {
    // The render's API calls are answered by this app, in-process.
    const renderPage = options.serverEntry?.createPageRenderer(async (request, init) =>
      app.fetch(new Request(request, init)),
    );
    mountSpa(app, options.clientDir, renderPage);
  }

  app.notFound((c) => c.json(fail(MESSAGES.notFound), 404));
  return app;
}
