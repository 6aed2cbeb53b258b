import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { compiledServerSuite } from '../support/compiled-server-suite';
import { startServer, waitUntilReady } from '../support/server-process';

/**
 * SIGTERM (a deploy, `docker stop`) on the compiled server: a request already in flight finishes
 * with its real answer, a new connection is refused, and the process closes its database and
 * exits 0.
 */
const suite = compiledServerSuite();

/**
 * A contact-form POST whose body arrives in two halves: the request is in flight (headers read,
 * handler waiting for the body) from the first half until `finish()` sends the second.
 */
function slowContactPost(url: string) {
  const { hostname, port } = new URL(url);
  const body = JSON.stringify({ name: 'Slow Sender', email: 'slow@example.com', subject: 'Hi', message: 'Hello' });
  const half = Math.floor(body.length / 2);
  const socket = connect(Number(port), hostname);
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  const closed = new Promise<string>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
  const sent = new Promise<void>((resolve) =>
    socket.on('connect', () => {
      socket.write(
        `POST /api/v1/contact-us/contact-us-email-send HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
        () => resolve(),
      );
    }),
  );
  return { sent, finish: () => socket.write(body.slice(half)), closed };
}

describe('SIGTERM', () => {
  it('lets the request in flight finish, refuses new connections, and exits 0', async () => {
    const server = await startServer(suite.compiled.mainJs, {
      SEED: 'none',
      LOG_LEVEL: 'warn',
      ...suite.databaseEnv(),
    });
    try {
      await waitUntilReady(server);
      const slow = slowContactPost(server.url);
      await slow.sent;
      await new Promise((r) => setTimeout(r, 300));
      server.signal('SIGTERM');
      await new Promise((r) => setTimeout(r, 700));

      // Still running (the request holds it open), but no longer accepting connections.
      await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
      slow.finish();
      const answer = await slow.closed;
      expect(answer).toMatch(/^HTTP\/1\.1 200/);
      expect(answer.toLowerCase()).toContain('connection: close');
      expect(await server.exited).toBe(0);
    } finally {
      await server.stop();
    }
  });
});
