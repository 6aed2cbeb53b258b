import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { MESSAGES } from '../../shared/messages';
import { IMMUTABLE, UPLOADS_PREFIX, type Storage } from '../services/storage';
import { fail } from './envelope';
import { acceptedEncoding, compress, type PageRenderer, renderWithinBudget } from './server-render';
import type { AppEnv } from './types';

/**
 * Uploaded images under /uploads/<key>, streamed from the storage (local disk or the S3 bucket) with
 * the stored content type, nosniff, and cached for good (every upload has a fresh key).
 */
export function mountUploads(app: OpenAPIHono<AppEnv>, storage: Storage) {
  app.get('/uploads/*', async (c) => {
    const object = await storage.get(c.req.path.slice(UPLOADS_PREFIX.length));
    if (!object) return c.json(fail(MESSAGES.fileNotFound), 404);
    c.header('Content-Type', object.contentType);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', IMMUTABLE);
    if (object.etag) c.header('ETag', object.etag);
    if (object.etag && c.req.header('if-none-match') === object.etag) {
      await object.body.cancel();
      return c.body(null, 304);
    }
    if (object.size !== undefined) c.header('Content-Length', String(object.size));
    if (c.req.method === 'HEAD') {
      await object.body.cancel();
      return c.body(null, 200);
    }
    return c.body(object.body, 200);
  });
}

/**
 * Files of the build, with the given Cache-Control. `precompressed`: the build writes .br and .gz
 * beside each file and a browser that accepts one gets it (serveStatic adds Vary: Accept-Encoding).
 * The headers go on the answer itself: serveStatic's `onFound` runs after the answer is made, and
 * headers set there are lost.
 */
function builtFiles(root: string, cacheControl: string): MiddlewareHandler<AppEnv> {
  const serve = serveStatic<AppEnv>({ root, precompressed: true });
  return async (c, next) => {
    const found = await serve(c, next);
    // No such file: serveStatic handed on to the next handler, whose answer stands as it is.
    if (found instanceof Response) found.headers.set('Cache-Control', cacheControl);
    return found;
  };
}

/** A path the client router may own: not a file's (no extension in its last segment). */
const isPagePath = (pathname: string) => !/\.[^/]*$/.test(pathname);

/**
 * The built SPA from `clientDir`: hashed assets cached for good, other files re-checked on every load,
 * and every other GET answered with index.html (the client router shows its own 404 page). With
 * `renderPage`, a public page's index.html carries its server-rendered markup and data (decision
 * 024); index.html itself, which the service worker precaches, stays the empty shell. Does nothing
 * when the folder holds no build.
 */
export function mountSpa(app: OpenAPIHono<AppEnv>, clientDir: string, renderPage?: PageRenderer) {
  if (!existsSync(path.join(clientDir, 'index.html'))) return;
  const indexHtml = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  app.use('/assets/*', builtFiles(clientDir, IMMUTABLE));
  if (renderPage) {
    app.get('*', async (c, next) => {
      if (!isPagePath(c.req.path)) return next();
      const url = new URL(c.req.url);
      const html = await renderWithinBudget(renderPage, indexHtml, url.pathname + url.search, c.get('logger'));
      if (html === null) return next();
      c.header('Cache-Control', 'no-cache');
      c.header('Vary', 'Accept-Encoding');
      // A rendered page is 10x the shell (markup and data twice): it travels compressed, like the files.
      const encoding = acceptedEncoding(c.req.header('accept-encoding'));
      if (!encoding) return c.html(html);
      c.header('Content-Encoding', encoding);
      c.header('Content-Type', 'text/html; charset=UTF-8');
      return c.body(new Uint8Array(await compress(html, encoding)));
    });
  }
  // The service worker and manifest must be re-checked on every load so updates reach users.
  app.use('*', builtFiles(clientDir, 'no-cache'));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
