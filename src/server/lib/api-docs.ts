import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { html } from 'hono/html';
import type { Config } from '../config';
import type { AppEnv } from './types';

const DOCUMENT_PATH = '/api/v1/openapi.json';
const SCRIPT_PATH = '/api/docs/scalar.js';

/** The standalone Scalar bundle from node_modules, served by us so /api/docs works offline. */
function scalarScriptPath(): string {
  const require = createRequire(import.meta.url);
  // The package's exports map hides package.json; locate the package root from its main entry.
  const entry = require.resolve('@scalar/api-reference');
  const marker = `${path.sep}@scalar${path.sep}api-reference${path.sep}`;
  const root = entry.slice(0, entry.lastIndexOf(marker) + marker.length);
  return path.join(root, 'dist/browser/standalone.js');
}

let scalarScript: string | undefined;

/** Our document, the system fonts and no hosted AI agent: the page makes no request off this server. */
const SCALAR_CONFIG = JSON.stringify({ url: DOCUMENT_PATH, withDefaultFonts: false, agent: { disabled: true } });

/**
 * The OpenAPI 3.1 document of every route registered so far, and the Scalar reference page that
 * reads it. Mount after the API routes.
 */
export function mountApiDocs(app: OpenAPIHono<AppEnv>, config: Pick<Config, 'appName'>) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  app.doc31(DOCUMENT_PATH, {
    openapi: '3.1.0',
    info: {
      title: `${config.appName} API`,
      version: '1.0.0',
      description: 'Every answer is `{ success, message, data? }`. Private operations take a Bearer token.',
    },
    servers: [{ url: '/' }],
  });
  app.get(SCRIPT_PATH, (c) => {
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('Content-Type', 'application/javascript; charset=utf-8');
    // About 3 MB, read once on first use rather than on every request.
    scalarScript ??= readFileSync(scalarScriptPath(), 'utf8');
    return c.body(scalarScript);
  });
  // Scalar's own page configures itself with an inline script, which our Content-Security-Policy
  // forbids; its standalone bundle also reads its configuration from this inert JSON script tag.
  app.get('/api/docs', (c) =>
    c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>${config.appName} API reference</title>
          </head>
          <body>
            <script id="api-reference" type="application/json" data-configuration="${SCALAR_CONFIG}"></script>
            <script src="${SCRIPT_PATH}"></script>
          </body>
        </html>`,
    ),
  );
}
