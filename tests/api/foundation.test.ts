import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/lib/create-app';
import { registerApiRoutes } from '../../src/server/routes';
import { createRateLimits } from '../../src/server/services/rate-limit';
import { readJson } from '../support/api-client';
import { createTestContext, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.app.request('/healthz')).status).toBe(200);
    const ready = await t.app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await readJson(ready)).toEqual({ success: true, message: 'ready', data: { database: 'up', storage: 'up' } });
  });

  it('answers /readyz with 503 naming Redis when the configured Redis does not answer', async () => {
    const rateLimits = createRateLimits({ redisUrl: 'redis://127.0.0.1:1', keyPrefix: 'ht-test:readyz' });
    try {
      const app = createApp({ ...t.deps, rateLimits }, registerApiRoutes);
      const res = await app.request('/readyz');
      expect(res.status).toBe(503);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await readJson(res)).toEqual({
        success: false,
        message: 'Not ready, unreachable: redis',
        data: { database: 'up', redis: 'down', storage: 'up' },
      });
    } finally {
      await rateLimits.close();
    }
  });
});

describe('envelope and errors', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.request('/api/v1/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await readJson(res)).toEqual({ success: false, message: 'The requested API endpoint does not exist.' });
  });

  it('wraps successful answers in { success, message, data }', async () => {
    const res = await t.app.request('/api/v1/meta/config');
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({
      success: true,
      message: 'ok',
      data: { appName: 'HomeTruths', googleSignIn: false },
    });
  });

  it('serves the OpenAPI 3.1 document and the API reference page', async () => {
    const doc = await t.app.request('/api/v1/openapi.json');
    expect(doc.status).toBe(200);
    const body = (await doc.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(body.openapi).toBe('3.1.0');
    expect(Object.keys(body.paths)).toContain('/api/v1/meta/config');
    const page = await t.app.request('/api/docs');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/api/docs/scalar.js');
    const script = await t.app.request('/api/docs/scalar.js');
    expect(script.status).toBe(200);
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });

  it('sends request ids and security headers', async () => {
    const res = await t.app.request('/healthz');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
