import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { MESSAGES } from '../../shared/messages';
import type { Config } from '../config';
import { fail } from './envelope';

type FetchHandler = (request: Request, env: never) => Response | Promise<Response>;

export interface HttpServer {
  server: Server;
  /**
   * Graceful stop: no new connections, new requests on open ones answer 503 (and close them), the
   * ones in flight finish. Resolves once every connection is closed, or rejects after `graceMs`.
   */
  drain(graceMs: number): Promise<void>;
}

const shuttingDown = () =>
  new Response(JSON.stringify(fail(MESSAGES.shuttingDown)), {
    status: 503,
    headers: { 'content-type': 'application/json', connection: 'close', 'retry-after': '1' },
  });

/** Marks an answer that finishes during a drain as the connection's last one. */
function lastOnConnection(res: Response): Response {
  const headers = new Headers(res.headers);
  headers.set('connection', 'close');
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}

/**
 * The Node HTTP server with limits a slow or greedy client cannot hold it by: a whole request
 * (headers and body) must arrive within `requestTimeoutMs`, its headers within `headersTimeoutMs`
 * (answered 408 and closed, instead of Node's default 300 s), and at most `maxConnections` sockets
 * are open at once (further ones are closed as they come).
 */
export function startHttpServer(
  fetch: FetchHandler,
  config: Pick<Config, 'port' | 'host' | 'http'>,
  onListening: (info: AddressInfo) => void,
): HttpServer {
  const { requestTimeoutMs, headersTimeoutMs, keepAliveTimeoutMs, maxConnections } = config.http;
  let draining = false;
  const server = serve(
    {
      fetch: async (request, env) => {
        if (draining) return shuttingDown();
        const res = await fetch(request, env as never);
        return draining ? lastOnConnection(res) : res;
      },
      port: config.port,
      hostname: config.host,
      serverOptions: {
        requestTimeout: requestTimeoutMs,
        headersTimeout: headersTimeoutMs,
        keepAliveTimeout: keepAliveTimeoutMs,
        // How often Node looks for requests past their time (its default, 30 s, would let a
        // short limit run up to 30 s over).
        connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(headersTimeoutMs / 4))),
      },
    },
    onListening,
  ) as Server;
  server.maxConnections = maxConnections;

  return {
    server,
    drain(graceMs) {
      draining = true;
      return new Promise<void>((resolve, reject) => {
        const sweep = setInterval(() => server.closeIdleConnections(), 250);
        const timer = setTimeout(() => {
          clearInterval(sweep);
          server.closeAllConnections();
          reject(new Error(`requests still running after ${graceMs} ms`));
        }, graceMs);
        server.close(() => {
          clearInterval(sweep);
          clearTimeout(timer);
          resolve();
        });
        server.closeIdleConnections();
      });
    },
  };
}
