import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The installable app: web manifest, icons and the service worker's caching rules, in one place
 * for vite.config.ts, scripts/gen-pwa-icons.ts and the manifest test.
 */
export const THEME_COLOR = '#0f766e';
export const BACKGROUND_COLOR = '#ffffff';

/** Cache Storage names of the runtime caches (the precache is named by Workbox). */
export const PWA_CACHES = { publicApi: 'public-api', uploads: 'uploads' } as const;

/** Every icon, rendered from public/favicon.svg by scripts/gen-pwa-icons.ts. */
export const PWA_ICONS = [
  { src: 'icons/icon-192.png', size: 192, kind: 'any' },
  { src: 'icons/icon-512.png', size: 512, kind: 'any' },
  // A separate maskable icon: a maskable-only design cropped as `any` loses its corners, and the
  // reverse shrinks in the launcher's mask, so never one icon marked `any maskable`.
  { src: 'icons/icon-maskable-512.png', size: 512, kind: 'maskable' },
  { src: 'icons/apple-touch-icon.png', size: 180, kind: 'apple' },
] as const;

/** Real screenshots of the app for the richer install sheet (scripts/capture-pwa-screenshots.ts). */
export const PWA_SCREENSHOTS = [
  { src: 'screenshots/home-narrow.png', width: 540, height: 1080, form_factor: 'narrow', label: 'Search rental homes' },
  { src: 'screenshots/home-wide.png', width: 1280, height: 800, form_factor: 'wide', label: 'Read honest reviews' },
] as const;

const manifest: VitePWAOptions['manifest'] = {
  id: '/',
  name: 'HomeTruths — honest rental reviews',
  short_name: 'HomeTruths',
  description: 'Honest reviews of rental homes in Singapore and India, written by the renters who lived there.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  lang: 'en',
  dir: 'ltr',
  categories: ['lifestyle', 'utilities'],
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  icons: PWA_ICONS.filter((i) => i.kind !== 'apple').map((i) => ({
    src: `/${i.src}`,
    sizes: `${i.size}x${i.size}`,
    type: 'image/png',
    purpose: i.kind,
  })),
  screenshots: PWA_SCREENSHOTS.map((s) => ({
    src: `/${s.src}`,
    sizes: `${s.width}x${s.height}`,
    type: 'image/png',
    form_factor: s.form_factor,
    label: s.label,
  })),
};

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  // Chosen once: switching to autoUpdate later strands users on the old worker.
  registerType: 'prompt',
  // src/features/pwa registers the worker itself (workbox-window, loaded after the page).
  injectRegister: false,
  manifest,
  // globPatterns below already takes the icons and images from public/.
  includeManifestIcons: false,
  workbox: {
    // The app shell: every built script, style and page, so any route opens offline.
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    globIgnores: ['screenshots/**'],
    cleanupOutdatedCaches: true,
    // The first install controls the open page at once, so what the renter reads on the first visit
    // is already cached; an update still waits for the renter's 'Reload' (no skipWaiting).
    clientsClaim: true,
    skipWaiting: false,
    navigateFallback: '/index.html',
    // The Google sign-in callback and the API/uploads must always reach the server.
    navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//],
    runtimeCaching: [
      {
        // Public API reads only: a request carrying a token is private and never enters a cache the
        // next account on the same phone could read. Account endpoints are never cached at all.
        urlPattern: ({ request, url, sameOrigin }) =>
          sameOrigin &&
          request.method === 'GET' &&
          request.mode !== 'navigate' &&
          url.pathname.startsWith('/api/v1/') &&
          !url.pathname.startsWith('/api/v1/users/') &&
          !request.headers.has('authorization'),
        handler: 'NetworkFirst',
        options: {
          cacheName: PWA_CACHES.publicApi,
          networkTimeoutSeconds: 3,
          expiration: { maxEntries: 200, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ url, sameOrigin, request }) =>
          sameOrigin && request.method === 'GET' && url.pathname.startsWith('/uploads/'),
        handler: 'CacheFirst',
        options: {
          cacheName: PWA_CACHES.uploads,
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};
