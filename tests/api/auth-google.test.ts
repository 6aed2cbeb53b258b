import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInHandoffs, users } from '../../src/server/db/schema';
import { issueSignInHandoff } from '../../src/server/services/accounts/sign-in-handoff';
import { createUser, get, post, setActive } from '../support/auth-client';
import { OIDC_FIXED_ACCOUNT, OIDC_TEST_CLIENT, start, type TestOidcProvider } from '../support/oidc-provider';
import { readJson } from '../support/api-client';
import { createTestContext, type TestContext } from '../support/test-app';

const APP_URL = 'http://app.test';
const CALLBACK = `${APP_URL}/api/v1/users/auth/google/callback`;
const FAILED = `${APP_URL}/sign-in?error=google`;

let provider: TestOidcProvider;
let t: TestContext;
beforeAll(async () => {
  provider = await start(0, [CALLBACK]);
  t = await createTestContext({
    APP_URL,
    GOOGLE_CLIENT_ID: OIDC_TEST_CLIENT.clientId,
    GOOGLE_CLIENT_SECRET: OIDC_TEST_CLIENT.clientSecret,
    OIDC_ISSUER: provider.issuer,
  });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

/** Minimal cookie jar for the provider's session cookies. */
class Jar {
  private cookies = new Map<string, string>();
  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, i).trim(), pair!.slice(i + 1));
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** GET /users/auth/google on our app: the provider URL, our pending-sign-in cookie and the browser's binding cookie. */
async function startSignIn() {
  const res = await t.app.request('/api/v1/users/auth/google');
  expect(res.status).toBe(302);
  const pending = res.headers.getSetCookie().find((c) => c.startsWith('ht_oidc='));
  const binding = res.headers.getSetCookie().find((c) => c.startsWith('ht_oidc_bind='));
  expect(pending).toBeDefined();
  expect(binding).toBeDefined();
  const bindingPair = binding!.split(';')[0]!;
  return {
    location: res.headers.get('location')!,
    /** Both cookies, as the browser sends them to the callback. */
    cookie: `${pending!.split(';')[0]!}; ${bindingPair}`,
    binding: bindingPair,
  };
}

/** Logs in at the provider as `login` and returns the URL it sends the browser back to. */
async function loginAtProvider(authorizeUrl: string, login: string): Promise<string> {
  const jar = new Jar();
  let url = authorizeUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(APP_URL)) return url;
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(res);
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location')!, url).href;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (res.status !== 200 || !action) throw new Error(`provider answered ${res.status}: ${html.slice(0, 300)}`);
    const submit = await fetch(new URL(action.replace(/&amp;/g, '&'), url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any-password' }),
    });
    jar.store(submit);
    url = new URL(submit.headers.get('location')!, url).href;
  }
  throw new Error('too many redirects at the provider');
}

/** Our callback with the provider's answer; returns where our app sends the browser. */
async function callback(returnUrl: string, cookie?: string) {
  const u = new URL(returnUrl);
  const res = await t.app.request(`${u.pathname}${u.search}`, { headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(302);
  return res.headers.get('location')!;
}

/** POST /users/auth/google/exchange as a browser holding `cookie` (or none). */
async function exchange(code: string, cookie?: string) {
  const res = await t.app.request('/api/v1/users/auth/google/exchange', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ code }),
  });
  return {
    status: res.status,
    headers: res.headers,
    body: (await readJson(res)) as { success: boolean; message: string; data?: unknown },
  };
}

const codeOf = (location: string) => {
  expect(location.startsWith(`${APP_URL}/auth-success?code=`)).toBe(true);
  return new URL(location).searchParams.get('code')!;
};

/** The whole browser journey: start, provider, callback; returns where the callback sends the browser. */
async function signInWithGoogle(login: string) {
  const { location, cookie } = await startSignIn();
  return callback(await loginAtProvider(location, login), cookie);
}

/** The journey plus the page's exchange of the one-time code: the session token. */
async function googleToken(login: string): Promise<string> {
  const { location, cookie, binding } = await startSignIn();
  const code = codeOf(await callback(await loginAtProvider(location, login), cookie));
  const res = await exchange(code, binding);
  expect(res.status).toBe(200);
  return (res.body.data as { token: string }).token;
}

describe('GET /users/auth/google', () => {
  it('redirects to the provider with state, nonce and PKCE, keeping them in a signed httpOnly cookie', async () => {
    const res = await t.app.request('/api/v1/users/auth/google');
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location')!);
    expect(to.origin).toBe(provider.issuer);
    expect(to.searchParams.get('client_id')).toBe(OIDC_TEST_CLIENT.clientId);
    expect(to.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(to.searchParams.get('scope')).toBe('openid email profile');
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    for (const p of ['state', 'nonce', 'code_challenge']) expect(to.searchParams.get(p)).toBeTruthy();
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('ht_oidc='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api\/v1\/users\/auth\/google/);
    expect(cookie).toMatch(/Max-Age=600/);
    // The browser's binding: what the one-time code at /auth-success is tied to.
    const binding = res.headers.getSetCookie().find((c) => c.startsWith('ht_oidc_bind='))!;
    expect(binding).toMatch(/HttpOnly/i);
    expect(binding).toMatch(/Path=\/api\/v1\/users\/auth\/google/);
  });
});

describe('GET /users/auth/google/callback', () => {
  it('creates a verified social-login user and ends at /auth-success with a one-time code (no token in the URL)', async () => {
    const location = await signInWithGoogle('anyone');
    expect(location).not.toMatch(/token=/);
    expect(codeOf(location)).not.toMatch(/^eyJ/); // not a JWT
    const token = await googleToken('anyone');
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ email: OIDC_FIXED_ACCOUNT.email, role: 'USER' });
    expect(typeof claims.sub).toBe('string');
    const check = await get(t, '/users/check-token', { token });
    expect(check.status).toBe(200);
    expect(check.body.data.user).toMatchObject({
      id: claims.sub,
      email: OIDC_FIXED_ACCOUNT.email,
      firstName: 'Google',
      lastName: 'User',
      role: 'USER',
      isVerified: true,
      isActive: true,
      isSocialLogin: true,
    });
    // Signing in again finds the same account.
    const again = decodeJwt(await googleToken('anyone-else'));
    expect(again.sub).toBe(claims.sub);
  });

  it('links a verified password account by email, keeping its password', async () => {
    const user = await createUser(t, { email: 'linked.verified@example.com' });
    const token = await googleToken(user.email);
    expect(decodeJwt(token).sub).toBe(user.id);
    expect((await get(t, '/users/check-token', { token })).body.data.user.isSocialLogin).toBe(false);
    expect((await post(t, '/users/login', { email: user.email, password: user.password })).status).toBe(200);
  });

  it('takes over an unverified account by email, dropping the password nobody proved', async () => {
    const squatter = await createUser(t, { email: 'victim@example.com', isVerified: false });
    const token = await googleToken('victim@example.com');
    expect(decodeJwt(token).sub).toBe(squatter.id);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, squatter.id));
    expect(row).toMatchObject({ isVerified: true, isSocialLogin: true, passwordHash: null });
    expect((await post(t, '/users/login', { email: squatter.email, password: squatter.password })).status).toBe(401);
  });

  it('refuses admins, deactivated accounts and unverified provider emails', async () => {
    const admin = await createUser(t, { email: 'boss@example.com', role: 'ADMIN' });
    expect(await signInWithGoogle(admin.email)).toBe(FAILED);
    const off = await createUser(t, { email: 'gone@example.com' });
    await setActive(t, off.id, false);
    expect(await signInWithGoogle(off.email)).toBe(FAILED);
    expect(await signInWithGoogle('unverified:nobody@example.com')).toBe(FAILED);
    const [created] = await t.database.db.select().from(users).where(eq(users.email, 'nobody@example.com'));
    expect(created).toBeUndefined();
  });

  it('fails safely without the cookie, with another sign-in’s cookie, or on a provider error', async () => {
    const first = await startSignIn();
    const returnUrl = await loginAtProvider(first.location, 'someone@example.com');
    expect(await callback(returnUrl)).toBe(FAILED);
    const second = await startSignIn();
    expect(await callback(returnUrl, second.cookie)).toBe(FAILED);
    const forged = `ht_oidc=${encodeURIComponent(JSON.stringify({ state: 'x', nonce: 'y', verifier: 'z' }))}`;
    expect(await callback(returnUrl, forged)).toBe(FAILED);
    const state = new URL(first.location).searchParams.get('state')!;
    expect(await callback(`${CALLBACK}?error=access_denied&state=${state}`, first.cookie)).toBe(FAILED);
    // The code cannot be redeemed a second time either.
    expect(await callback(returnUrl, first.cookie)).toMatch(/auth-success/);
    expect(await callback(returnUrl, first.cookie)).toBe(FAILED);
  });
});

describe('POST /users/auth/google/exchange', () => {
  /** A finished sign-in: its one-time code and the cookies of the browser that started it. */
  async function finishedSignIn(login: string) {
    const started = await startSignIn();
    const code = codeOf(await callback(await loginAtProvider(started.location, login), started.cookie));
    return { code, binding: started.binding };
  }

  it('gives a session to the browser that started the sign-in, once, and clears its binding cookie', async () => {
    const { code, binding } = await finishedSignIn('exchange.once@example.com');
    const res = await exchange(code, binding);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Login successful!' });
    const { token, user } = res.body.data as { token: string; user: { email: string; role: string } };
    expect(user).toMatchObject({ email: 'exchange.once@example.com', role: 'USER' });
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    expect(res.headers.getSetCookie().some((c) => /^ht_oidc_bind=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);
    expect((await get(t, '/users/check-token', { token })).status).toBe(200);
    // The same code (and the same browser) a second time: nothing.
    const again = await exchange(code, binding);
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ success: false, message: 'Google sign-in failed. Please try again.' });
  });

  it('refuses a code carried to another browser (login CSRF), and the code is used up by the try', async () => {
    const attacker = await finishedSignIn('attacker@example.com');
    const victim = await startSignIn(); // a browser with a sign-in of its own under way
    expect((await exchange(attacker.code)).status).toBe(401);
    expect((await exchange(attacker.code, victim.binding)).status).toBe(401);
    expect((await exchange(attacker.code, attacker.binding)).status).toBe(401);
  });

  it('refuses a code older than two minutes', async () => {
    const { code, binding } = await finishedSignIn('exchange.late@example.com');
    await t.database.db.update(signInHandoffs).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await exchange(code, binding)).status).toBe(401);
  });

  it('never signs in an admin, and refuses an account deactivated since the callback', async () => {
    const admin = await createUser(t, { email: 'handoff.admin@example.com', role: 'ADMIN' });
    const binding = 'b'.repeat(43);
    const adminCode = await issueSignInHandoff(t.database.db, admin.id, binding);
    expect((await exchange(adminCode, `ht_oidc_bind=${binding}`)).status).toBe(401);
    const { code, binding: cookie } = await finishedSignIn('handoff.off@example.com');
    const [off] = await t.database.db.select().from(users).where(eq(users.email, 'handoff.off@example.com'));
    await setActive(t, off!.id, false);
    expect((await exchange(code, cookie)).status).toBe(403);
  });

  it('answers 400 without a code, and unknown codes sign nobody in', async () => {
    const { binding } = await startSignIn();
    expect((await exchange('', binding)).status).toBe(400);
    expect((await exchange('not-a-code', binding)).status).toBe(401);
  });
});

describe('without GOOGLE_CLIENT_ID', () => {
  it('answers 404 JSON on every Google path', async () => {
    const plain = await createTestContext();
    try {
      for (const [path, init] of [
        ['/api/v1/users/auth/google', undefined],
        ['/api/v1/users/auth/google/callback?code=x&state=y', undefined],
        [
          '/api/v1/users/auth/google/exchange',
          { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"code":"x"}' },
        ],
      ] as const) {
        const res = await plain.app.request(path, init);
        expect(res.status).toBe(404);
        expect(await readJson(res)).toEqual({ success: false, message: 'Google sign-in is not enabled.' });
      }
    } finally {
      await plain.close();
    }
  });
});

describe('when the provider cannot be reached', () => {
  it('sends the browser back to sign-in', async () => {
    const offline = await createTestContext({ APP_URL, GOOGLE_CLIENT_ID: 'x', OIDC_ISSUER: 'http://127.0.0.1:1' });
    try {
      const res = await offline.app.request('/api/v1/users/auth/google');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(FAILED);
    } finally {
      await offline.close();
    }
  });
});
