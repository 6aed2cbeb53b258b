import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, reviews } from '../../src/server/db/schema';
import { readJson } from '../support/api-client';
import { REVIEW_PARTS, reviewForm } from './review-write-fixtures';
import { makeUser } from './reviews-fixtures';
import { createTestContext, type TestContext } from '../support/test-app';

/** Weaknesses found by testing the running server as an attacker would (issue 23), one test each. */

const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ JWT_SECRET: SECRET });
});
afterAll(async () => {
  await t.close();
});

const checkToken = (token: string) =>
  t.app.request('/api/v1/users/check-token', { headers: { authorization: `Bearer ${token}` } });

/** A token signed with the server's own secret, as a leaked secret or a signing bug would make it. */
function forge(claims: { sub: string; role?: string; tv?: number }, exp?: string) {
  let jwt = new SignJWT({ role: claims.role ?? 'USER', tv: claims.tv ?? 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setJti(randomUUID())
    .setIssuer('hometruths')
    .setIssuedAt();
  if (exp) jwt = jwt.setExpirationTime(exp);
  return jwt.sign(new TextEncoder().encode(SECRET));
}

describe('session tokens', () => {
  it('refuses a token without an expiry with 401, even for a real account', async () => {
    const user = await makeUser(t);
    expect((await checkToken(await forge({ sub: user.id }, '1h'))).status).toBe(200);
    expect((await checkToken(await forge({ sub: user.id }))).status).toBe(401);
  });

  it('gives admins sessions of at most 12 hours', async () => {
    const admin = await makeUser(t, { role: 'ADMIN' });
    const payload = JSON.parse(Buffer.from(admin.token.split('.')[1]!, 'base64url').toString()) as {
      iat: number;
      exp: number;
    };
    expect(payload.exp - payload.iat).toBeLessThanOrEqual(12 * 3600);
  });

  it('refuses a token whose subject is not a UUID with 401, not 500', async () => {
    const res = await checkToken(await forge({ sub: "1' OR '1'='1" }, '1h'));
    expect(res.status).toBe(401);
    expect((await readJson(res)).success).toBe(false);
  });
});

describe('API answers', () => {
  it('are never stored by browsers or proxies', async () => {
    const res = await t.app.request('/api/v1/properties/get-all-properties');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const failed = await t.app.request('/api/v1/users/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
    });
    expect(failed.headers.get('cache-control')).toBe('no-store');
  });

  it('carry a policy that lets nothing load or frame them when they are JSON', async () => {
    for (const res of [
      await t.app.request('/healthz'),
      await t.app.request('/api/v1/properties/get-all-properties'),
      await t.app.request('/api/v1/no-such-endpoint'),
    ]) {
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    }
  });

  it('carry a strict Content-Security-Policy and a Permissions-Policy on pages', async () => {
    const res = await t.app.request('/api/docs');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('serve the API reference page without any inline script', async () => {
    const res = await t.app.request('/api/docs');
    expect(res.status).toBe(200);
    const html = await res.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].filter((m) => m[1]!.trim());
    expect(inline).toEqual([]);
    expect(html).toContain('/api/docs/scalar.js');
  });
});

describe('request bodies', () => {
  it('refuse a large JSON body with 413 and store nothing', async () => {
    const before = (await t.deps.db.select({ n: count() }).from(contactMessages))[0]!.n;
    const res = await t.app.request('/api/v1/contact-us/contact-us-email-send', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Aisha',
        email: 'aisha@example.com',
        subject: 'Hi',
        message: 'x',
        padding: 'y'.repeat(200_000),
      }),
    });
    expect(res.status).toBe(413);
    expect((await readJson(res)).success).toBe(false);
    expect((await t.deps.db.select({ n: count() }).from(contactMessages))[0]!.n).toBe(before);
  });
});

describe('control characters in text', () => {
  it('answer 400 in a query string, naming the field', async () => {
    const res = await t.app.request('/api/v1/properties/get-suggestions?q=ab%00cd');
    expect(res.status).toBe(400);
    const body = await readJson(res);
    expect(body.errors).toEqual([{ path: 'q', message: expect.stringContaining('not allowed') }]);
  });

  it('answer 400 in a search, a slug and a JSON field, and store nothing', async () => {
    expect((await t.app.request('/api/v1/properties/search-properties?search=a%00b')).status).toBe(400);
    expect((await t.app.request('/api/v1/properties/get-properties-by-slug/a%00b')).status).toBe(400);
    const before = (await t.deps.db.select({ n: count() }).from(contactMessages))[0]!.n;
    const res = await t.app.request('/api/v1/contact-us/contact-us-email-send', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Ai\u0000sha', email: 'aisha@example.com', subject: 'Hi', message: 'Hello there' }),
    });
    expect(res.status).toBe(400);
    expect((await readJson(res)).errors).toEqual([{ path: 'name', message: expect.stringContaining('not allowed') }]);
    expect((await t.deps.db.select({ n: count() }).from(contactMessages))[0]!.n).toBe(before);
  });

  it('answer 400 in a multipart text field and create no review', async () => {
    const author = await makeUser(t);
    const res = await t.app.request('/api/v1/reviews/create-anonymoous-review-property', {
      method: 'POST',
      headers: author.auth,
      body: reviewForm({ ...REVIEW_PARTS, title: 'Nice\u0000flat' }),
    });
    expect(res.status).toBe(400);
    expect((await readJson(res)).errors).toEqual([{ path: 'title', message: expect.stringContaining('not allowed') }]);
    expect((await t.deps.db.select({ n: count() }).from(reviews))[0]!.n).toBe(0);
  });

  it('still accept line breaks and tabs in long text', async () => {
    const res = await t.app.request('/api/v1/contact-us/contact-us-email-send', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Aisha',
        email: 'aisha@example.com',
        subject: 'Hi',
        message: 'Line one\r\n\tLine two',
      }),
    });
    expect(res.status).toBe(200);
  });
});
