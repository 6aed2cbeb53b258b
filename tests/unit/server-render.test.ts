import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { OpenAPIHono } from '@hono/zod-openapi';
import { afterAll, describe, expect, it } from 'vitest';
import { renderWithinBudget, scriptSafeJson, type PageRenderer } from '../../src/server/lib/server-render';
import { mountSpa } from '../../src/server/lib/static-files';
import type { AppEnv } from '../../src/server/lib/types';

const dir = mkdtempSync(path.join(tmpdir(), 'ht-ssr-'));
const shell = '<!doctype html><body><div id="root"></div><script type="module" src="/assets/app.js"></script>';
writeFileSync(path.join(dir, 'index.html'), shell);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function appWith(render: PageRenderer) {
  const app = new OpenAPIHono<AppEnv>();
  mountSpa(app, dir, render);
  return app;
}

describe('the server render in the page', () => {
  it('puts the markup in the root and the data beside it, where no text can close the script', async () => {
    const state = [{ key: ['review'], data: { title: '</script><script>alert(1)</script> \u2028<!--' }, at: 1 }];
    const app = appWith(async (url) => ({ html: `<main>Page of ${url}</main>`, state }));
    const res = await app.request('/property/some-slug?page=2');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain(
      '<div id="root" data-server-rendered=""><main>Page of /property/some-slug?page=2</main></div>',
    );
    const script = /<script id="query-state" type="application\/json">(.*?)<\/script>/s.exec(html);
    expect(script).not.toBeNull();
    expect(script![1]).not.toMatch(/[<>\u2028]/);
    expect(JSON.parse(script![1]!)).toEqual(state);
    expect(html).not.toContain('<script>alert(1)');
  });

  it('escapes the characters that could end a script or a JavaScript line', () => {
    expect(scriptSafeJson({ a: '</script>&\u2028\u2029' })).toBe('{"a":"\\u003c/script\\u003e\\u0026\\u2028\\u2029"}');
  });

  it('sends the page compressed to a browser that accepts it', async () => {
    const app = appWith(async () => ({ html: '<main>Compressed</main>', state: [] }));
    const res = await app.request('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('<main>Compressed</main>');
  });

  it('falls back to the empty shell when the render fails, declines or is not a page', async () => {
    const failing = appWith(async () => {
      throw new Error('render failed');
    });
    const res = await failing.request('/properties-listing');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(shell);

    let asked = 0;
    const declining = appWith(async () => {
      asked += 1;
      return null;
    });
    expect(await (await declining.request('/sign-in')).text()).toBe(shell);
    // A file's path is never rendered (the service worker precaches /index.html as the shell).
    expect(await (await declining.request('/index.html')).text()).toBe(shell);
    expect(asked).toBe(1);
  });

  it('gives up on a render over its budget', async () => {
    const never: PageRenderer = () => new Promise(() => undefined);
    const started = Date.now();
    expect(await renderWithinBudget(never, shell, '/', undefined, 20)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
