import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { OpenAPIHono } from '@hono/zod-openapi';
import { afterAll, describe, expect, it } from 'vitest';
import { mountSpa } from '../../src/server/lib/static-files';
import type { AppEnv } from '../../src/server/lib/types';

const dir = mkdtempSync(path.join(tmpdir(), 'ht-spa-'));
const script = 'console.log("hello from a built chunk");\n'.repeat(50);
mkdirSync(path.join(dir, 'assets'));
writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(dir, 'assets/app-abc123.js'), script);
writeFileSync(path.join(dir, 'assets/app-abc123.js.br'), brotliCompressSync(script));
writeFileSync(path.join(dir, 'assets/app-abc123.js.gz'), gzipSync(script));
const app = new OpenAPIHono<AppEnv>();
mountSpa(app, dir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the built SPA', () => {
  it('sends the precompressed file a browser accepts, brotli first, and the plain one otherwise', async () => {
    const br = await app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await br.arrayBuffer()).length).toBeLessThan(script.length / 5);

    const gz = await app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');

    const plain = await app.request('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('answers client routes with index.html, re-checked on every load', async () => {
    const page = await app.request('/property/some-slug');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<div id="root">');
  });
});
