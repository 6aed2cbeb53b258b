import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PWA_ICONS, THEME_COLOR } from '../pwa.config';

/**
 * Renders every app icon from the one source image, public/favicon.svg (a house on a rounded teal
 * square): the `any` icons are the favicon itself; the maskable and Apple icons put the same house on
 * a full-bleed square, inside the safe zone that launchers crop to. Run once after changing the
 * favicon: `node --import tsx scripts/gen-pwa-icons.ts`; the PNGs are committed.
 */
const publicDir = path.resolve(import.meta.dirname, '../public');
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const house = /<path d="([^"]+)"/.exec(favicon)?.[1];
if (!house) throw new Error('public/favicon.svg has no <path d="..."> to draw the house from');

/** The house (drawn on a 64-unit grid) centred on a full-bleed square, `glyph` of its width. */
const fullBleed = (glyph: number) => {
  const scale = glyph;
  const offset = (64 - 64 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${THEME_COLOR}"/><path transform="translate(${offset} ${offset}) scale(${scale})" d="${house}" fill="#fff"/></svg>`;
};

const sources: Record<(typeof PWA_ICONS)[number]['kind'], string> = {
  any: favicon,
  // Maskable: launchers keep a centred circle of 80 % of the width; the house fills about 60 %.
  maskable: fullBleed(0.75),
  apple: fullBleed(0.9),
};

for (const icon of PWA_ICONS) {
  const file = path.join(publicDir, icon.src);
  await sharp(Buffer.from(sources[icon.kind]), { density: 72 * (icon.size / 64) })
    .resize(icon.size, icon.size)
    .flatten(icon.kind === 'any' ? false : { background: THEME_COLOR })
    .png({ compressionLevel: 9 })
    .toFile(file);
  console.log(`${icon.src} ${icon.size}x${icon.size}`);
}
