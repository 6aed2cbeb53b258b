import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import path from 'node:path';

/**
 * A stand-in for the app's own static serving, for deploying a new build under a running tab: it
 * serves the SPA from a folder that can be switched at any moment (reading files on each request),
 * and passes /api/ and /uploads/ to the real e2e server.
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};
const HOP_BY_HOP = new Set(['connection', 'content-encoding', 'content-length', 'host', 'transfer-encoding']);

async function readBody(req: IncomingMessage): Promise<Blob | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Blob([new Uint8Array(Buffer.concat(chunks))]);
}

export async function startStaticAppServer(options: { root: string; port: number; apiOrigin: string }) {
  let root = options.root;
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/uploads/')) {
        const headers = Object.entries(req.headers).flatMap(([k, v]) =>
          HOP_BY_HOP.has(k) || v === undefined ? [] : [[k, Array.isArray(v) ? v.join(', ') : v] as [string, string]],
        );
        const upstream = await fetch(`${options.apiOrigin}${req.url}`, {
          method: req.method,
          headers,
          body: await readBody(req),
          redirect: 'manual',
        });
        const responseHeaders: Record<string, string> = {};
        upstream.headers.forEach((value, key) => {
          if (!HOP_BY_HOP.has(key)) responseHeaders[key] = value;
        });
        res.writeHead(upstream.status, responseHeaders);
        res.end(Buffer.from(await upstream.arrayBuffer()));
        return;
      }
      const file = path.join(root, path.normalize(decodeURIComponent(url.pathname)));
      const found = file.startsWith(root) && existsSync(file) && statSync(file).isFile();
      // Any other path is a client route: the SPA page, as the real server answers.
      const served = found ? file : path.join(root, 'index.html');
      res.writeHead(200, {
        'Content-Type': TYPES[path.extname(served)] ?? 'application/octet-stream',
        'Cache-Control': 'no-cache',
      });
      res.end(readFileSync(served));
    })().catch((error: unknown) => {
      res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, resolve));
  return {
    /** Deploys another build: every later request reads from `next`. */
    switchTo(next: string) {
      root = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
