import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/lib/create-app';
import type { ServerEntry } from '../../src/server/lib/server-render';
import { registerApiRoutes } from '../../src/server/routes';
import { createTestContext, type TestContext } from '../support/test-app';
import { makeProperty, makeReview, makeUser } from './reviews-fixtures';

// The client's render entry as Vite builds it into dist/ssr; imported by path, since the server's
// type check does not read client code.
const ENTRY = '../../src/entry-server.tsx';

const clientDir = mkdtempSync(path.join(tmpdir(), 'ht-ssr-page-'));
const shell = '<!doctype html><body><div id="root"></div></body>';
writeFileSync(path.join(clientDir, 'index.html'), shell);

let t: TestContext;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestContext();
  const serverEntry = (await import(/* @vite-ignore */ ENTRY)) as ServerEntry;
  app = createApp(t.deps, registerApiRoutes, { clientDir, serverEntry });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const stateOf = (html: string) =>
  JSON.parse(/<script id="query-state" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as {
    key: unknown[];
    data: unknown;
  }[];

describe('server-rendered pages', () => {
  it('renders a property page with its reviews, and inlines the data it read', async () => {
    const author = await makeUser(t);
    const property = await makeProperty(t, { name: 'Marina Rendered Residences' });
    await makeReview(t, { userId: author.id, propertyId: property.id, title: 'Bright rooms </script><!-- x' });

    const res = await app.request(`/property/${property.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const root = html.slice(html.indexOf('<div id="root"'), html.indexOf('<script id="query-state"'));
    expect(root).toContain('Marina Rendered Residences');
    // React escapes the title in the markup; the inlined data escapes it for the script element.
    expect(root).toContain('Bright rooms &lt;/script&gt;&lt;!-- x');
    expect(html).not.toContain('Bright rooms </script>');
    const state = stateOf(html);
    expect(state.map((query) => query.key[0])).toEqual(expect.arrayContaining(['properties', 'reviews']));
    expect(JSON.stringify(state)).toContain('Bright rooms </script><!-- x');
  });

  it('sends the empty shell for a page it does not render or that is not found', async () => {
    for (const url of ['/sign-in', '/admin', '/my-review', '/property/no-such-property']) {
      expect(await (await app.request(url)).text(), url).toBe(shell);
    }
  });
});
