import { createHmac, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, getSignedCookie, setCookie, setSignedCookie } from 'hono/cookie';
import * as client from 'openid-client';
import { z } from 'zod';
import type { Config } from '../config';

export interface OidcSettings {
  clientId: string;
  clientSecret?: string;
  issuer: string;
}

/** What the browser must bring back to the callback: kept in a signed, short-lived cookie. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  verifier: string;
}

export interface OidcProfile {
  sub: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  picture?: string;
}

export interface GoogleOidc {
  /** The provider's authorization URL (state + nonce + PKCE S256) and the checks to keep. */
  start(redirectUri: string): Promise<{ url: string; pending: PendingSignIn }>;
  /** Redeems the code of the callback URL and returns the verified ID token's profile. */
  finish(redirectUri: string, callbackQuery: string, pending: PendingSignIn): Promise<OidcProfile>;
}

/**
 * Google sign-in over OpenID Connect (authorization code + PKCE) with openid-client. The issuer is
 * discovered on first use (and again after a failed discovery), so a provider that is down at
 * start-up does not stop the server.
 */
export function createGoogleOidc(settings: OidcSettings): GoogleOidc {
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= client
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        undefined,
        // Plain http only for a local issuer (tests, the e2e provider); Google itself is https.
        settings.issuer.startsWith('http://')
          ? { execute: [client.allowInsecureRequests], timeout: 10 }
          : { timeout: 10 },
      )
      .catch((err: unknown) => {
        discovered = undefined;
        throw err;
      });
    return discovered;
  };

  return {
    async start(redirectUri) {
      const config = await configuration();
      const pending: PendingSignIn = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(pending.verifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, pending };
    },

    async finish(redirectUri, callbackQuery, pending) {
      const config = await configuration();
      // The redirect URI sent to the token endpoint is this URL without its query: use ours, not the
      // request's host (which a proxy may have rewritten).
      const current = new URL(redirectUri);
      current.search = callbackQuery;
      const tokens = await client.authorizationCodeGrant(config, current, {
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        pkceCodeVerifier: pending.verifier,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims || typeof claims.email !== 'string') throw new Error('The ID token carries no email.');
      const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
      const [first, ...rest] = str(claims.name).split(/\s+/);
      return {
        sub: claims.sub,
        email: claims.email.toLowerCase(),
        emailVerified: claims.email_verified === true,
        firstName: str(claims.given_name) || first || claims.email.split('@')[0]!,
        lastName: str(claims.family_name) || rest.join(' '),
        picture: str(claims.picture) || undefined,
      };
    },
  };
}

// ---- the browser's side of a sign-in ---------------------------------------------------------

const PENDING_COOKIE = 'ht_oidc';
/** The browser that started a sign-in: only it may exchange the sign-in's one-time code. */
const BINDING_COOKIE = 'ht_oidc_bind';
const GOOGLE_ROUTES = '/api/v1/users/auth/google';
const PendingCookie = z.object({ state: z.string(), nonce: z.string(), verifier: z.string() });

const cookieSecret = (config: Config) =>
  createHmac('sha256', config.jwtSecret).update('hometruths:oidc-cookie').digest('base64url');

/** Where the provider sends the browser back to (registered with Google as the redirect URI). */
export const googleCallbackUrl = (config: Config) => `${config.appUrl}${GOOGLE_ROUTES}/callback`;

/** Where a failed or refused sign-in lands: the sign-in page shows its own message. */
export const failedGoogleSignInUrl = (config: Config) => `${config.appUrl}/sign-in?error=google`;

const cookieOptions = (config: Config) =>
  ({
    httpOnly: true,
    sameSite: 'Lax', // sent on the provider's top-level redirect back to us
    secure: config.appUrl.startsWith('https://'),
    path: GOOGLE_ROUTES,
    maxAge: 10 * 60,
  }) as const;

/**
 * Keeps the checks of a started sign-in in a signed, short-lived cookie only our callback sees,
 * and marks this browser with a random binding (a second cookie) that the callback ties the
 * sign-in's one-time code to: a code carried to another browser (login CSRF) is worthless there.
 */
export async function keepPendingSignIn(c: Context, config: Config, pending: PendingSignIn): Promise<void> {
  await setSignedCookie(c, PENDING_COOKIE, JSON.stringify(pending), cookieSecret(config), cookieOptions(config));
  setCookie(c, BINDING_COOKIE, randomBytes(32).toString('base64url'), cookieOptions(config));
}

/** The binding of the browser that started the sign-in (read by the callback), or undefined. */
export function browserBinding(c: Context): string | undefined {
  const value = getCookie(c, BINDING_COOKIE);
  return value && /^[\w-]{43}$/.test(value) ? value : undefined;
}

/** The same, once: the exchange clears it, so one started sign-in signs in at most once. */
export function takeBrowserBinding(c: Context): string | undefined {
  const value = browserBinding(c);
  deleteCookie(c, BINDING_COOKIE, { path: GOOGLE_ROUTES });
  return value;
}

/** Where the callback hands the browser a sign-in's one-time code (never a session token). */
export const signInHandoffUrl = (config: Config, code: string) =>
  `${config.appUrl}/auth-success?code=${encodeURIComponent(code)}`;

/** The pending sign-in's checks, once (the cookie is cleared); undefined when missing, expired or forged. */
export async function takePendingSignIn(c: Context, config: Config): Promise<PendingSignIn | undefined> {
  const raw = await getSignedCookie(c, cookieSecret(config), PENDING_COOKIE);
  deleteCookie(c, PENDING_COOKIE, { path: GOOGLE_ROUTES });
  if (!raw) return undefined;
  try {
    return PendingCookie.parse(JSON.parse(raw));
  } catch {
    return undefined;
  }
}
