import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { build } from 'vite';
import type { resizePhoto } from '../src/features/write-review/offline/photo-resize';
import { REVIEW_FORM_LIMITS } from '../src/shared/review-form-text';

/**
 * The stored size of a 12-megapixel photo after the write form's in-browser resizing
 * (src/features/write-review/offline/photo-resize.ts), measured in real Chromium: the module is
 * bundled with Vite, loaded into a blank page and run on 4000x3000 JPEGs made with sharp. Two
 * inputs: a photo-like image (smooth gradients plus sensor-like noise) and pure noise, the worst
 * case for any encoder. Goal: at most REVIEW_FORM_LIMITS.photoTargetBytes (700 KB).
 */

const WIDTH = 4000;
const HEIGHT = 3000;
const root = path.resolve(import.meta.dirname, '..');

/** Deterministic noise so runs compare. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Kind = 'photo-like' | 'pure noise' | 'EXIF rotated';

async function makeJpeg(kind: Kind): Promise<Buffer> {
  const rand = prng(12);
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      for (let c = 0; c < 3; c++) {
        const base =
          kind === 'pure noise'
            ? rand() * 255
            : 128 + 90 * Math.sin((x / WIDTH) * Math.PI * (2 + c) + (y / HEIGHT) * 3) + (rand() - 0.5) * 40;
        pixels[i + c] = Math.max(0, Math.min(255, Math.round(base)));
      }
    }
  }
  const image = sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).jpeg({ quality: 92 });
  // A phone held upright: landscape pixels with EXIF orientation 6, shown as portrait.
  return (kind === 'EXIF rotated' ? image.withMetadata({ orientation: 6 }) : image).toBuffer();
}

async function bundleResizer(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@': path.join(root, 'src') } },
    build: {
      write: false,
      minify: false,
      lib: {
        entry: path.join(root, 'src/features/write-review/offline/photo-resize.ts'),
        formats: ['iife'],
        name: 'PhotoResize',
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const out of outputs) {
    if ('output' in out) {
      const chunk = out.output.find((o) => o.type === 'chunk');
      if (chunk && chunk.type === 'chunk') return chunk.code;
    }
  }
  throw new Error('Vite produced no bundle for photo-resize.ts');
}

interface Measured {
  width: number;
  height: number;
  bytes: number;
  type: string;
  ms: number;
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

const code = await bundleResizer();
const browser = await chromium.launch({
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
});
try {
  const page = await browser.newPage();
  await page.addScriptTag({ content: code });
  const goal = REVIEW_FORM_LIMITS.photoTargetBytes;
  console.log(
    `goal: ${kb(goal)} for a ${WIDTH}x${HEIGHT} (12 MP) photo, longest side ${REVIEW_FORM_LIMITS.photoMaxSidePx} px`,
  );
  for (const kind of ['photo-like', 'pure noise', 'EXIF rotated'] as Kind[]) {
    const jpeg = await makeJpeg(kind);
    const measured = await page.evaluate(async (base64): Promise<Measured> => {
      const raw = Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
      const file = new File([raw], 'IMG_0001.jpg', { type: 'image/jpeg' });
      const api = (window as unknown as { PhotoResize: { resizePhoto: typeof resizePhoto } }).PhotoResize;
      const started = performance.now();
      const out = await api.resizePhoto(file);
      return {
        width: out.width,
        height: out.height,
        bytes: out.bytes.byteLength,
        type: out.type,
        ms: performance.now() - started,
      };
    }, jpeg.toString('base64'));
    const ratio = measured.bytes / goal;
    const upright = kind !== 'EXIF rotated' || measured.height > measured.width;
    console.log(
      `${kind.padEnd(12)}  input ${kb(jpeg.length)} -> ${measured.width}x${measured.height} ${measured.type} ` +
        `${measured.bytes} bytes (${kb(measured.bytes)}), ${(ratio * 100).toFixed(0)}% of the goal ` +
        `${ratio <= 1 ? 'OK' : 'OVER'}, ${measured.ms.toFixed(0)} ms${upright ? '' : ' (ORIENTATION IGNORED)'}`,
    );
  }
} finally {
  await browser.close();
}
