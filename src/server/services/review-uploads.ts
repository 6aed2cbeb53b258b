import { createHash } from 'node:crypto';
import { REVIEW_FORM_LIMITS, REVIEW_FORM_MESSAGES as M } from '../../shared/review-form-text';
import { fieldError } from '../lib/errors';
import { type ImageProblem, inspectImage } from './images';

/** A photo of a review form, checked and ready to store; `sha256` goes into the idempotency fingerprint. */
export interface ReviewUpload {
  bytes: Buffer;
  sha256: string;
}

const PROBLEMS: Record<ImageProblem, () => Error> = {
  empty: () => fieldError(400, 'images', M.imageEmpty),
  type: () => fieldError(415, 'images', M.imageType),
  pixels: () => fieldError(400, 'images', M.imageTooManyPixels),
  unreadable: () => fieldError(400, 'images', M.imageUnreadable),
};

/**
 * The repeated `images` parts of a review form -> checked photos, in order. Every check (count, size,
 * magic bytes, header dimensions) runs before anything is stored, so a refused request writes no file.
 * `maxCount` is what the review still has room for.
 */
export async function readReviewUploads(parts: unknown, maxCount: number = REVIEW_FORM_LIMITS.imagesMax) {
  const list = parts === undefined ? [] : Array.isArray(parts) ? (parts as unknown[]) : [parts];
  if (list.length > maxCount) throw fieldError(400, 'images', M.imagesMax);
  const uploads: ReviewUpload[] = [];
  for (const part of list) {
    // A text part named `images` is not a photo.
    if (!(part instanceof File)) throw PROBLEMS.type();
    if (part.size > REVIEW_FORM_LIMITS.imageMaxBytes) throw fieldError(413, 'images', M.imageTooLarge);
    const bytes = Buffer.from(await part.arrayBuffer());
    const problem = await inspectImage(bytes);
    if (problem) throw PROBLEMS[problem]();
    uploads.push({ bytes, sha256: createHash('sha256').update(bytes).digest('hex') });
  }
  return uploads;
}
