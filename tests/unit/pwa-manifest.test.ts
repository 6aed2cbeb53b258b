import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ManifestOptions } from 'vite-plugin-pwa';
import { PWA_CACHES, pwaOptions } from '../../pwa.config';

const root = path.resolve(import.meta.dirname, '../..');
const publicFile = (src: string) => path.join(root, 'public', src.replace(/^\//, ''));
const manifest = pwaOptions.manifest as Partial<ManifestOptions>;
const workbox = pwaOptions.workbox!;

async function pixelSize(src: string) {
  const { width, height, format } = await sharp(publicFile(src)).metadata();
  return { size: `${width}x${height}`, format };
}

describe('web manifest', () => {
  it('names the app and opens standalone at the root', () => {
    expect(manifest).toMatchObject({
      id: '/',
      name: expect.stringContaining('HomeTruths'),
      short_name: 'HomeTruths',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f766e',
      background_color: '#ffffff',
    });
    expect(manifest.description).toMatch(/rental homes/);
    expect(manifest.short_name!.length).toBeLessThanOrEqual(12);
  });

  it('has 192 and 512 `any` icons and a separate maskable icon, each file the size it states', async () => {
    const icons = manifest.icons!;
    const any = icons.filter((i) => i.purpose === 'any').map((i) => i.sizes);
    expect(any).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.filter((i) => i.purpose === 'maskable').map((i) => i.sizes)).toEqual(['512x512']);
    // Never one icon for both purposes.
    for (const icon of icons) expect(String(icon.purpose).split(' ')).toHaveLength(1);
    for (const icon of icons) {
      expect(icon.type).toBe('image/png');
      expect(await pixelSize(icon.src)).toEqual({ size: icon.sizes, format: 'png' });
    }
  });

  it('has a narrow and a wide screenshot, each file the size it states', async () => {
    const shots = manifest.screenshots!;
    expect(shots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const shot of shots) {
      const [w, h] = shot.sizes.split('x').map(Number) as [number, number];
      expect(shot.form_factor === 'narrow' ? w < h : w > h).toBe(true);
      expect(await pixelSize(shot.src)).toEqual({ size: shot.sizes, format: 'png' });
    }
  });

  it('index.html links a 180 px apple-touch-icon and has the iOS meta tags', async () => {
    const html = readFileSync(path.join(root, 'index.html'), 'utf8');
    const touchIcon = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
    expect(touchIcon).toBeDefined();
    expect(await pixelSize(touchIcon!)).toEqual({ size: '180x180', format: 'png' });
    for (const name of ['apple-mobile-web-app-capable', 'apple-mobile-web-app-title', 'theme-color']) {
      expect(html).toContain(`name="${name}"`);
    }
  });
});

describe('service worker rules', () => {
  const routes = workbox.runtimeCaching!;
  const match = (cacheName: string, request: Request) => {
    const route = routes.find((r) => r.options?.cacheName === cacheName)!;
    const url = new URL(request.url);
    const pattern = route.urlPattern as (o: { request: Request; url: URL; sameOrigin: boolean }) => boolean;
    return pattern({ request, url, sameOrigin: url.origin === 'https://app.test' });
  };

  it('asks the renter before updating (prompt, no skipWaiting) and falls back to the app shell', () => {
    expect(pwaOptions.strategies).toBe('generateSW');
    expect(pwaOptions.registerType).toBe('prompt');
    expect(workbox.skipWaiting).toBe(false);
    expect(workbox.navigateFallback).toBe('/index.html');
  });

  it('never answers /api/ or /uploads/ navigations with the shell (the Google callback reaches the server)', () => {
    const denied = (p: string) => workbox.navigateFallbackDenylist!.some((re) => re.test(p));
    expect(denied('/api/v1/users/auth/google/callback')).toBe(true);
    expect(denied('/uploads/reviews/a.webp')).toBe(true);
    expect(denied('/write-review')).toBe(false);
    expect(denied('/property/marina-bay-suites')).toBe(false);
  });

  it('caches public API reads, never a request with a token, never account endpoints', () => {
    const get = (p: string, headers?: Record<string, string>) => new Request(`https://app.test${p}`, { headers });
    expect(match(PWA_CACHES.publicApi, get('/api/v1/properties/get-all-properties?page=1'))).toBe(true);
    expect(
      match(PWA_CACHES.publicApi, get('/api/v1/properties/get-all-properties', { Authorization: 'Bearer x' })),
    ).toBe(false);
    expect(match(PWA_CACHES.publicApi, get('/api/v1/users/check-token'))).toBe(false);
    expect(match(PWA_CACHES.publicApi, new Request('https://app.test/api/v1/contact', { method: 'POST' }))).toBe(false);
    expect(
      match(PWA_CACHES.publicApi, new Request('https://elsewhere.test/api/v1/properties/get-all-properties')),
    ).toBe(false);
  });

  it('bounds both runtime caches; the API waits about 3 s before falling back to the cache', () => {
    const api = routes.find((r) => r.options?.cacheName === PWA_CACHES.publicApi)!;
    const uploads = routes.find((r) => r.options?.cacheName === PWA_CACHES.uploads)!;
    expect(api.handler).toBe('NetworkFirst');
    expect(api.options?.networkTimeoutSeconds).toBe(3);
    expect(api.options?.expiration?.maxEntries).toBeGreaterThan(0);
    expect(uploads.handler).toBe('CacheFirst');
    expect(uploads.options?.expiration).toMatchObject({
      maxEntries: expect.any(Number),
      maxAgeSeconds: expect.any(Number),
    });
    expect(match(PWA_CACHES.uploads, new Request('https://app.test/uploads/reviews/a.webp'))).toBe(true);
  });
});
