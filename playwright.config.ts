import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${PORT}`;
// The server under test runs on a fresh data folder; tests read mail from its outbox there.
process.env.E2E_DATA_DIR ??= `/tmp/hometruths-e2e-${PORT}`;
// The in-test OpenID provider (Google stand-in) sits next to the app's port, so runs on different
// E2E_PORTs (3100, 3110, 3120...) never share it.
const OIDC_PORT = Number(process.env.OIDC_PORT ?? PORT + 1);
const OIDC_ISSUER = `http://localhost:${OIDC_PORT}`;

/** Debian's Chromium: Playwright never downloads a browser on these machines. */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // page.route() never sees what a service worker fetches: the specs run without it, except the
    // PWA specs, which open their own contexts with service workers allowed.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: CHROMIUM_LAUNCH,
      },
    },
  ],
  webServer: [
    {
      // A real OpenID provider standing in for Google (first: the app reads its discovery at sign-in).
      command: 'node --import tsx scripts/e2e-oidc-provider.ts',
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { OIDC_PORT: String(OIDC_PORT), E2E_PORT: String(PORT) },
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${E2E_BASE_URL}/readyz`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        DATA_DIR: process.env.E2E_DATA_DIR,
        APP_URL: E2E_BASE_URL,
        ADMIN_EMAIL: 'admin@e2e.test',
        ADMIN_PASSWORD: 'admin-e2e-pass',
        SEED: 'demo',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        GOOGLE_CLIENT_ID: 'e2e-client',
        GOOGLE_CLIENT_SECRET: 'e2e-secret',
        OIDC_ISSUER,
      },
    },
  ],
});
