import sharp from 'sharp';
import type { Storage } from '../services/storage';
import type { StoredImage } from '../services/images';

/** Deterministic illustrative photos for the demo data set: a building drawn in SVG, encoded to WebP. */
function buildingSvg(index: number, kind: 'property' | 'room'): string {
  const hue = (index * 47) % 360;
  const sky = `hsl(${hue}, 55%, 78%)`;
  const wall = `hsl(${(hue + 180) % 360}, 25%, ${kind === 'room' ? 88 : 62}%)`;
  const accent = `hsl(${(hue + 30) % 360}, 45%, 38%)`;
  const floors = 4 + (index % 9);
  const windows: string[] = [];
  if (kind === 'property') {
    for (let f = 0; f < floors; f++) {
      for (let w = 0; w < 5; w++) {
        windows.push(
          `<rect x="${330 + w * 56}" y="${620 - f * 48}" width="34" height="28" rx="3" fill="hsl(${hue},60%,${85 - ((f + w) % 3) * 10}%)"/>`,
        );
      }
    }
    return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720" viewBox="0 0 960 720">
      <rect width="960" height="720" fill="${sky}"/>
      <circle cx="${140 + (index % 5) * 150}" cy="120" r="56" fill="hsl(45,90%,70%)"/>
      <rect x="300" y="${660 - floors * 48}" width="320" height="${floors * 48 + 60}" fill="${wall}"/>
      <rect x="640" y="420" width="200" height="300" fill="${accent}"/>
      <rect x="100" y="480" width="170" height="240" fill="${accent}" opacity="0.7"/>
      ${windows.join('')}
      <rect y="680" width="960" height="40" fill="hsl(110,30%,40%)"/>
    </svg>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720" viewBox="0 0 960 720">
    <rect width="960" height="720" fill="${wall}"/>
    <rect y="520" width="960" height="200" fill="hsl(${(hue + 20) % 360},30%,45%)"/>
    <rect x="${120 + (index % 4) * 40}" y="120" width="300" height="240" fill="${sky}" stroke="#fff" stroke-width="14"/>
    <rect x="560" y="380" width="300" height="180" rx="18" fill="${accent}"/>
    <rect x="540" y="450" width="340" height="120" rx="18" fill="${accent}" opacity="0.85"/>
    <circle cx="760" cy="200" r="${30 + (index % 3) * 12}" fill="hsl(45,80%,75%)"/>
  </svg>`;
}

export async function generateSeedImages(
  storage: Storage,
  kind: 'property' | 'room',
  count: number,
): Promise<StoredImage[]> {
  const out: StoredImage[] = [];
  for (let i = 0; i < count; i++) {
    const svg = Buffer.from(buildingSvg(i, kind));
    const full = await sharp(svg).webp({ quality: 70 }).toBuffer();
    const thumb = await sharp(svg).resize(480).webp({ quality: 65 }).toBuffer();
    const folder = kind === 'property' ? 'seed/properties' : 'seed/reviews';
    out.push({
      imageUrl: await storage.put(`${folder}/${kind}-${i}.webp`, full, 'image/webp'),
      thumbUrl: await storage.put(`${folder}/${kind}-${i}-480.webp`, thumb, 'image/webp'),
    });
  }
  return out;
}
