import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledServerSuite } from '../support/compiled-server-suite';
import { startServer, waitUntilReady, type ServerProcess } from '../support/server-process';

/**
 * Slow-loris clients against the compiled server with short limits: a socket that dribbles its
 * headers or body is answered 408 and closed once REQUEST_TIMEOUT_MS / HEADERS_TIMEOUT_MS pass
 * (Node's default would hold it for 300 s), and MAX_CONNECTIONS caps the open sockets.
 */
const suite = compiledServerSuite();
let server: ServerProcess;
beforeAll(async () => {
  server = await startServer(suite.compiled.mainJs, {
    SEED: 'none',
    LOG_LEVEL: 'warn',
    REQUEST_TIMEOUT_MS: '1500',
    HEADERS_TIMEOUT_MS: '1000',
    MAX_CONNECTIONS: '6',
    ...suite.databaseEnv(),
  });
  await waitUntilReady(server);
});
afterAll(async () => {
  await server?.stop();
});

interface Dribble {
  /** Milliseconds from the first byte until the server closed the socket. */
  closedAfterMs: number;
  /** What the server wrote before closing. */
  answer: string;
}

/** Sends `head`, then one byte of `drip` every 200 ms (forever, or until the server closes). */
function dribble(url: string, head: string, drip: string): Promise<Dribble> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const started = Date.now();
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
      let i = 0;
      timer = setInterval(() => {
        if (!socket.destroyed) socket.write(drip[i++ % drip.length]!);
      }, 200);
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ closedAfterMs: Date.now() - started, answer });
    });
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the server still held the dribbling socket after 20 s'));
    }, 20_000);
  });
}

describe('HTTP limits of the server process', () => {
  it('closes a request whose body dribbles in past REQUEST_TIMEOUT_MS, answering 408', async () => {
    const head =
      'POST /api/v1/contact-us/contact-us-email-send HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      'Content-Length: 4000\r\n\r\n{"name":"';
    const result = await dribble(server.url, head, 'a');
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(result.closedAfterMs).toBeLessThan(10_000);
  });

  it('closes a connection whose headers dribble in past HEADERS_TIMEOUT_MS', async () => {
    const result = await dribble(server.url, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n', 'X-a: b\r\n');
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(result.closedAfterMs).toBeLessThan(10_000);
  });

  it('keeps at most MAX_CONNECTIONS sockets open, and serves again once they close', async () => {
    const { hostname, port } = new URL(server.url);
    const sockets: Socket[] = [];
    let closed = 0;
    await Promise.all(
      Array.from(
        { length: 10 },
        () =>
          new Promise<void>((resolve) => {
            const socket = connect(Number(port), hostname, () => resolve());
            socket.on('error', () => undefined);
            socket.on('close', () => closed++);
            sockets.push(socket);
          }),
      ),
    );
    await new Promise((r) => setTimeout(r, 500));
    // Ten tried; at most six (one perhaps the test runner's own keep-alive socket) stay open.
    expect(closed).toBeGreaterThanOrEqual(4);
    for (const socket of sockets) socket.destroy();
    await new Promise((r) => setTimeout(r, 200));
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
