import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { limitConcurrentReads } from '../../src/server/lib/read-concurrency';

/** An app whose reads wait until released one by one, recording when each starts. */
function appWithGate(limit: number) {
  const started: string[] = [];
  const gates = new Map<string, () => void>();
  let running = 0;
  let most = 0;
  const app = new Hono();
  app.use('*', limitConcurrentReads(limit));
  const handler = async (name: string, fail = false) => {
    started.push(name);
    running++;
    most = Math.max(most, running);
    await new Promise<void>((resolve) => gates.set(name, resolve));
    running--;
    if (fail) throw new Error(`${name} failed`);
  };
  app.get('/read/:name', async (c) => {
    await handler(c.req.param('name'), c.req.query('fail') === '1');
    return c.text('ok');
  });
  app.post('/write/:name', async (c) => {
    await handler(c.req.param('name'));
    return c.text('ok');
  });
  app.onError((err, c) => c.text(err.message, 500));
  const settle = () => new Promise((r) => setTimeout(r, 5));
  const finish = async (name: string) => {
    gates.get(name)!();
    await settle();
  };
  return { app, started, finish, settle, most: () => most };
}

describe('limitConcurrentReads', () => {
  it('runs at most `limit` reads at once and starts the waiting ones in arrival order', async () => {
    const { app, started, finish, settle, most } = appWithGate(2);
    const answers = ['a', 'b', 'c', 'd', 'e'].map((n) => app.request(`/read/${n}`));
    await settle();
    expect(started).toEqual(['a', 'b']);
    await finish('b');
    expect(started).toEqual(['a', 'b', 'c']);
    await finish('a');
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    await finish('c');
    await finish('d');
    await finish('e');
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect((await Promise.all(answers)).map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(most()).toBe(2);
  });

  it('gives the slot of a read that failed to the next one', async () => {
    const { app, started, finish, settle } = appWithGate(1);
    const failing = app.request('/read/a?fail=1');
    const next = app.request('/read/b');
    await settle();
    expect(started).toEqual(['a']);
    await finish('a');
    expect((await failing).status).toBe(500);
    expect(started).toEqual(['a', 'b']);
    await finish('b');
    expect((await next).status).toBe(200);
  });

  it('does not hold writes back', async () => {
    const { app, started, finish, settle } = appWithGate(1);
    const read = app.request('/read/a');
    const write = app.request('/write/w', { method: 'POST' });
    await settle();
    expect(started).toEqual(['a', 'w']);
    await finish('w');
    await finish('a');
    expect([(await read).status, (await write).status]).toEqual([200, 200]);
  });
});
