import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { PWA_SCREENSHOTS } from '../pwa.config';

/**
 * Captures the install sheet's screenshots (public/screenshots) from a running app with the demo
 * data: `node --import tsx scripts/capture-pwa-screenshots.ts http://localhost:3000`. The PNGs are
 * committed; run again when the home page changes a lot.
 */
const baseUrl = process.argv[2] ?? 'http://localhost:3000';
const publicDir = path.resolve(import.meta.dirname, '../public');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const shot of PWA_SCREENSHOTS) {
    // Narrow: a phone at 1.5x; wide: a laptop at 1x. Either way the PNG has the manifest's size.
    const scale = shot.form_factor === 'narrow' ? 1.5 : 1;
    const page = await browser.newPage({
      viewport: { width: shot.width / scale, height: shot.height / scale },
      deviceScaleFactor: scale,
      serviceWorkers: 'block',
      reducedMotion: 'reduce',
    });
    await page.goto(baseUrl);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const png = await page.screenshot();
    const file = path.join(publicDir, shot.src);
    await sharp(png).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(file);
    const { width, height } = await sharp(file).metadata();
    console.log(`${shot.src} ${width}x${height}`);
    await page.close();
  }
} finally {
  await browser.close();
}
