import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppDeps, AppEnv } from '../../src/server/lib/types';
import { clientIp, warnUntrustedProxy } from '../../src/server/lib/client-ip';

function appTrusting(hops: number) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', { config: { trustProxy: hops } } as unknown as AppDeps);
    await next();
  });
  app.get('/', (c) => c.text(clientIp(c)));
  return app;
}
const socket = { incoming: { socket: { remoteAddress: '10.0.0.5', remoteFamily: 'IPv4' } } };
const ask = async (hops: number, xff?: string) =>
  (await appTrusting(hops).request('/', { headers: xff ? { 'x-forwarded-for': xff } : {} }, socket)).text();

describe('clientIp', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set (anyone can send it)', async () => {
    expect(await ask(0, '198.51.100.7')).toBe('10.0.0.5');
  });

  it('takes the entry our own proxy appended, not what the client claimed', async () => {
    expect(await ask(1, '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
    expect(await ask(2, '6.6.6.6, 198.51.100.7, 10.0.0.9')).toBe('198.51.100.7');
  });

  it('falls back to the socket when the header is missing', async () => {
    expect(await ask(1)).toBe('10.0.0.5');
  });
});

describe('warnUntrustedProxy', () => {
  function appWarning(hops: number, warnings: unknown[]) {
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('deps', { config: { trustProxy: hops } } as unknown as AppDeps);
      c.set('logger', { warn: (...args: unknown[]) => warnings.push(args) } as unknown as AppDeps['logger']);
      await next();
    });
    app.use('*', warnUntrustedProxy());
    app.get('/', (c) => c.text('ok'));
    return app;
  }

  it('warns once when requests come through a proxy while TRUST_PROXY is 0', async () => {
    const warnings: unknown[] = [];
    const app = appWarning(0, warnings);
    await app.request('/', {}, socket);
    expect(warnings).toHaveLength(0);
    await app.request('/', { headers: { 'x-forwarded-for': '198.51.100.7' } }, socket);
    await app.request('/', { headers: { 'x-forwarded-for': '198.51.100.8' } }, socket);
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings[0])).toMatch(/TRUST_PROXY/);
  });

  it('stays quiet when TRUST_PROXY is set', async () => {
    const warnings: unknown[] = [];
    await appWarning(1, warnings).request('/', { headers: { 'x-forwarded-for': '198.51.100.7' } }, socket);
    expect(warnings).toHaveLength(0);
  });
});
