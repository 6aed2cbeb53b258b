import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Scalar } from '@scalar/hono-api-reference';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { MESSAGES } from '../shared/messages';
import { createRouter, errorHandler } from './lib/create-app';
import { limitBody, requireKnownContentType } from './lib/http-guards';
import { requestLogger } from './lib/logger';
import type { AppDeps } from './lib/types';
import { registerApiRoutes } from './routes';
import { scalarScriptPath } from './lib/scalar-asset';

export interface AppOptions {
  /** Folder of the built SPA (dist/client); when absent only the API is served. */
  clientDir?: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
let scalarScript: string | undefined;

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = createRouter();

  app.use('*', requestId());
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('logger', deps.logger);
    await next();
  });
  app.use('*', requestLogger);
  app.use(
    '*',
    secureHeaders({ crossOriginResourcePolicy: 'same-origin', crossOriginOpenerPolicy: 'same-origin-allow-popups' }),
  );
  app.use('/api/*', limitBody(deps.config.maxBodyBytes));
  app.use('/api/*', requireKnownContentType);
  app.onError(errorHandler);

  app.get('/healthz', (c) => c.json({ success: true as const, message: 'ok' }));
  app.get('/readyz', async (c) => {
    try {
      await deps.database.ping();
      return c.json({ success: true as const, message: 'ready' });
    } catch {
      return c.json({ success: false as const, message: 'Database unreachable.' }, 503);
    }
  });

  registerApiRoutes(app);

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  app.doc31('/api/v1/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: `${deps.config.appName} API`,
      version: '1.0.0',
      description: 'Every answer is `{ success, message, data? }`. Private operations take a Bearer token.',
    },
    servers: [{ url: '/' }],
  });
  app.get('/api/docs/scalar.js', (c) => {
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('Content-Type', 'application/javascript; charset=utf-8');
    // About 3 MB, read once on first use rather than on every request.
    scalarScript ??= readFileSync(scalarScriptPath(), 'utf8');
    return c.body(scalarScript);
  });
  app.get(
    '/api/docs',
    Scalar({
      url: '/api/v1/openapi.json',
      cdn: '/api/docs/scalar.js',
      pageTitle: `${deps.config.appName} API reference`,
    }),
  );

  app.all('/api/*', (c) => c.json({ success: false as const, message: MESSAGES.apiNotFound }, 404));

  const uploadsRoot = deps.storage.localRoot;
  if (uploadsRoot) {
    app.use(
      '/uploads/*',
      serveStatic({
        root: uploadsRoot,
        rewriteRequestPath: (p) => p.replace(/^\/uploads/, ''),
        onFound: (_p, c) => c.header('Cache-Control', IMMUTABLE),
      }),
    );
    app.get('/uploads/*', (c) => c.json({ success: false as const, message: 'File not found.' }, 404));
  }

  const clientDir = options.clientDir;
  if (clientDir && existsSync(path.join(clientDir, 'index.html'))) {
    const indexHtml = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
    app.use('/assets/*', serveStatic({ root: clientDir, onFound: (_p, c) => c.header('Cache-Control', IMMUTABLE) }));
    app.use(
      '*',
      serveStatic({
        root: clientDir,
        // The service worker and manifest must be re-checked on every load so updates reach users.
        onFound: (_p, c) => c.header('Cache-Control', 'no-cache'),
      }),
    );
    // History fallback: any other GET is a client route; the SPA shows its own 404 page.
    app.get('*', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(indexHtml);
    });
  }

  app.notFound((c) => c.json({ success: false as const, message: 'Not found.' }, 404));
  return app;
}
