import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/**
 * A small but real OpenID provider (oidc-provider, with its development login screens) for the
 * Google sign-in tests: the API test drives it over HTTP, Playwright through Chromium.
 *
 * Logging in: the provider's login page (fields labelled "Login" and "Password", placeholders
 * "Enter any login" / "and password", button "Sign-in") accepts any password. The login id picks
 * the identity:
 *   - anything without '@'      → the fixed account google.user@e2e.test (verified), sub 'e2e-google-user'
 *   - an email address          → that address, verified
 *   - 'unverified:<email>'      → that address with email_verified false
 * Consent is approved automatically (first-party client), so after the login form the browser goes
 * straight back to the app's callback.
 */
export const OIDC_TEST_CLIENT = { clientId: 'e2e-client', clientSecret: 'e2e-secret' } as const;
export const OIDC_FIXED_ACCOUNT = {
  sub: 'e2e-google-user',
  email: 'google.user@e2e.test',
  givenName: 'Google',
  familyName: 'User',
} as const;

/** Identities seen at the login page, by subject (the provider's account id). */
const bySub = new Map<string, ReturnType<typeof identity>>();

const escape = (v: string) => v.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** GET shows the login form; POST signs in as the identity of the login id. */
async function loginPage(provider: Provider, req: IncomingMessage, res: ServerResponse) {
  const details = await provider.interactionDetails(req, res);
  if (req.method === 'POST') {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const login = new URLSearchParams(raw).get('login')?.trim();
    if (!login) throw new Error('a login id is required');
    const claims = identity(login);
    bySub.set(claims.sub, claims);
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: claims.sub } },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head>
<body><main><h1>Sign-in</h1>
<form autocomplete="off" action="/interaction/${escape(details.uid)}" method="post">
  <label>Login <input required type="text" name="login" placeholder="Enter any login" autofocus></label>
  <label>Password <input required type="password" name="password" placeholder="and password"></label>
  <button type="submit">Sign-in</button>
</form></main></body></html>`);
}

export interface TestOidcProvider {
  issuer: string;
  stop(): Promise<void>;
}

function identity(loginId: string) {
  const id = loginId.trim();
  if (!id.includes('@')) {
    return {
      sub: OIDC_FIXED_ACCOUNT.sub,
      email: OIDC_FIXED_ACCOUNT.email,
      email_verified: true,
      given_name: OIDC_FIXED_ACCOUNT.givenName,
      family_name: OIDC_FIXED_ACCOUNT.familyName,
      name: `${OIDC_FIXED_ACCOUNT.givenName} ${OIDC_FIXED_ACCOUNT.familyName}`,
    };
  }
  const unverified = id.startsWith('unverified:');
  const email = id.replace(/^unverified:/, '').toLowerCase();
  const local = email.split('@')[0]!;
  return {
    sub: `sub-${email}`,
    email,
    email_verified: !unverified,
    given_name: local.charAt(0).toUpperCase() + local.slice(1),
    family_name: 'Tester',
    name: `${local} Tester`,
  };
}

/**
 * Starts the provider on `port` (0 picks a free one) with the issuer http://localhost:<port> and one
 * confidential client allowed to redirect to `redirectUris`.
 */
export async function start(
  port: number,
  redirectUris: string[],
  client: { clientId: string; clientSecret: string } = OIDC_TEST_CLIENT,
): Promise<TestOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve());
  });
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Put the scope's claims in the ID token itself, as Google does.
    conformIdTokenClaims: false,
    // Our own login page (below) instead of devInteractions: it maps the login id to the account.
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['test-only-cookie-key-not-secret'] },
    async findAccount(_ctx, sub) {
      const claims = bySub.get(sub);
      return claims ? { accountId: sub, claims: async () => claims } : undefined;
    },
    // First-party client: approve the requested scopes without a consent screen.
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session!.grantIdFor(oidc.client!.clientId);
      const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new oidc.provider.Grant({ clientId: oidc.client!.clientId, accountId: oidc.session!.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  const handle = provider.callback();
  server.on('request', (req, res) => {
    const interaction = /^\/interaction\/([\w-]+)$/.exec(req.url?.split('?')[0] ?? '');
    if (!interaction) return handle(req, res);
    loginPage(provider, req, res).catch((err: unknown) => {
      res.statusCode = 400;
      res.end(`Sign-in failed: ${err instanceof Error ? err.message : String(err)}`);
    });
  });

  return {
    issuer,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
