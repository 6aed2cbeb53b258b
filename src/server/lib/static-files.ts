import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { serveStatic } from '@hono/node-server/serve-static';
import { MESSAGES } from '../../shared/messages';
import { fail } from './envelope';
import type { AppEnv } from './types';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Uploaded images from local storage, under /uploads (a stored file never changes: cached for good). */
export function mountUploads(app: OpenAPIHono<AppEnv>, uploadsRoot: string) {
  app.use(
    '/uploads/*',
    serveStatic({
      root: uploadsRoot,
      rewriteRequestPath: (p) => p.replace(/^\/uploads/, ''),
      onFound: (_p, c) => c.header('Cache-Control', IMMUTABLE),
    }),
  );
  app.get('/uploads/*', (c) => c.json(fail(MESSAGES.fileNotFound), 404));
}

/**
 * The built SPA from `clientDir`: hashed assets cached for good, other files re-checked on every load,
 * and every other GET answered with index.html (the client router shows its own 404 page). Does
 * nothing when the folder holds no build.
 */
export function mountSpa(app: OpenAPIHono<AppEnv>, clientDir: string) {
  if (!existsSync(path.join(clientDir, 'index.html'))) return;
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
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
