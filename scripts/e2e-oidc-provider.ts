// A real OpenID provider for the Google sign-in journey in Playwright (a second webServer):
//
//   { command: 'node --import tsx scripts/e2e-oidc-provider.ts',
//     url: 'http://localhost:3101/.well-known/openid-configuration', reuseExistingServer: false }
//
// and the app server started with
//   GOOGLE_CLIENT_ID=e2e-client  GOOGLE_CLIENT_SECRET=e2e-secret  OIDC_ISSUER=http://localhost:3101
//
// Issuer http://localhost:3101 (OIDC_PORT to change it); the client may return to
// http://localhost:{3100,3110,3120}/api/v1/users/auth/google/callback (E2E_PORT adds another).
// At the provider's login page fill "Enter any login" with any id without '@' and "and password"
// with anything, then press "Sign-in": you come back signed in as google.user@e2e.test (verified).
// An email address as the login id signs in as that address instead. Consent is automatic.
import { start } from '../tests/support/oidc-provider';

const port = Number(process.env.OIDC_PORT ?? 3101);
const appPorts = new Set([3100, 3110, 3120, ...(process.env.E2E_PORT ? [Number(process.env.E2E_PORT)] : [])]);
const redirectUris = [...appPorts].map((p) => `http://localhost:${p}/api/v1/users/auth/google/callback`);

const provider = await start(port, redirectUris);
process.stdout.write(`OpenID provider for e2e at ${provider.issuer}\n`);

const stop = () => {
  void provider.stop().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
