import { REVIEW_FORM_LIMITS } from '@/shared/review-form-text';

/**
 * Shrinks a photo in the browser before it is stored in the draft: longest side at most 2048 px,
 * re-encoded (WebP where the browser can encode it, else JPEG) with the quality stepping down until
 * it fits the stored-size goal (700 KB for a 12-megapixel photo). Uses createImageBitmap and a canvas
 * only: no worker, nothing fetched. The EXIF orientation is applied to the pixels ('from-image'), and
 * re-encoding drops the metadata (GPS included) before the photo leaves the device.
 */

export interface ResizedPhoto {
  bytes: ArrayBuffer;
  type: string;
  width: number;
  height: number;
}

export interface ResizeOptions {
  maxSidePx?: number;
  targetBytes?: number;
}

const QUALITY_STEPS = [0.85, 0.77, 0.69, 0.61, 0.53, 0.45];
/** When even the lowest quality is too big (pure noise), the photo is made smaller and tried again. */
const SHRINK_FACTOR = 0.8;
/** Lowering the quality rarely saves more than this factor: beyond it, shrink at once. */
const QUALITY_REACH = 3;
const SHRINK_ROUNDS = 4;

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;

function makeCanvas(width: number, height: number): AnyCanvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function encode(canvas: AnyCanvas, type: string, quality: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the photo.'))), type, quality),
  );
}

function draw(bitmap: ImageBitmap, width: number, height: number, opaque: boolean): AnyCanvas {
  const canvas = makeCanvas(width, height);
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!ctx) throw new Error('Canvas 2D is not available.');
  if (opaque) {
    // JPEG has no alpha: transparent pixels would turn black.
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, width, height);
  }
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, 0, 0, width, height);
  return canvas;
}

/** Throws when the browser cannot decode the file (not an image, or a format it lacks, e.g. HEIC). */
export async function resizePhoto(file: Blob, options: ResizeOptions = {}): Promise<ResizedPhoto> {
  const maxSide = options.maxSidePx ?? REVIEW_FORM_LIMITS.photoMaxSidePx;
  const target = options.targetBytes ?? REVIEW_FORM_LIMITS.photoTargetBytes;
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    let scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    let type = 'image/webp';
    let best: { blob: Blob; width: number; height: number } | undefined;
    for (let round = 0; round < SHRINK_ROUNDS; round++) {
      const width = Math.max(1, Math.round(bitmap.width * scale));
      const height = Math.max(1, Math.round(bitmap.height * scale));
      let canvas = draw(bitmap, width, height, type === 'image/jpeg');
      for (const quality of QUALITY_STEPS) {
        let blob = await encode(canvas, type, quality);
        if (blob.type !== type) {
          // No WebP encoder (older Safari answers PNG): JPEG from here on.
          type = 'image/jpeg';
          canvas = draw(bitmap, width, height, true);
          blob = await encode(canvas, type, quality);
        }
        best = { blob, width, height };
        if (blob.size <= target) return await toResized(best);
        if (blob.size > target * QUALITY_REACH) break;
      }
      // Pixels scale with the square of the side: aim straight at the goal, at least one step down.
      scale *= Math.min(SHRINK_FACTOR, Math.sqrt(target / best!.blob.size) * 0.95);
    }
    return await toResized(best!);
  } finally {
    bitmap.close();
  }
}

async function toResized({ blob, width, height }: { blob: Blob; width: number; height: number }) {
  return { bytes: await blob.arrayBuffer(), type: blob.type, width, height };
}
