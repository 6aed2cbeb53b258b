import type { Context } from 'hono';
import type { z } from 'zod';
import {
  LOCKED_EDIT_FIELDS,
  editReviewSchema,
  publishReviewSchema,
  publishToPropertySchema,
  reviewFieldsFromMultipart,
} from '../../../shared/review-form';
import { REVIEW_FORM_MESSAGES as M } from '../../../shared/review-form-text';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { fieldErrors } from '../../lib/create-app';
import type { AppEnv, AppRouteHandler } from '../../lib/types';
import { parseIdempotencyKey } from '../../services/idempotency';
import { assertPublicProperty } from '../../services/properties';
import { publishReview } from '../../services/review-publish';
import { countOwnReviewImages, deleteReview, deleteReviewImage, updateReview } from '../../services/review-write';
import { readReviewUploads } from '../../services/review-uploads';
import { purgeDetachedProofs, readTenancyProof, withStoredProof } from '../../services/tenancy-proofs';
import { REVIEW_FORM_LIMITS } from '../../../shared/review-form-text';
import type * as routes from './review-write.routes';

// The multipart body is read once, as bytes, by the route's form validator (hono's validator reads
// arrayBuffer() and parses multipart from those bytes, so binary parts stay intact); the handlers
// take the parsed parts from c.req.valid('form') and never read the body again.

type FormParts = Record<string, unknown>;

/** Text parts only (a file sent under a field's name reads as missing, and fails validation). */
function textParts(form: FormParts): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) if (typeof value === 'string') out[key] = value;
  return out;
}

/** Validates the text parts with a shared schema: a 400 with the schema's messages per path. */
function validateFields<S extends z.ZodType>(schema: S, form: FormParts): z.output<S> {
  const result = schema.safeParse(reviewFieldsFromMultipart(textParts(form)));
  if (!result.success) {
    const errors = fieldErrors(result.error);
    throw new AppError(400, errors[0]?.message ?? M.submitFailed, undefined, undefined, errors);
  }
  return result.data;
}

function idempotencyKeyOf(c: Context<AppEnv>): string | undefined {
  const header = c.req.header('idempotency-key');
  return header === undefined ? undefined : parseIdempotencyKey(header);
}

export const publishToPropertyHandler: AppRouteHandler<typeof routes.publishToProperty> = async (c) => {
  const { propertyId } = c.req.valid('param');
  const { images, tenancyProof, ...form } = c.req.valid('form');
  const values = validateFields(publishToPropertySchema, form);
  const uploads = await readReviewUploads(images);
  const proof = await readTenancyProof(tenancyProof);
  const { db, storage } = c.get('deps');
  // Checked again, locked, inside the transaction; this one spares storing photos for a 404.
  await assertPublicProperty(db, propertyId);
  const result = await publishReview(db, storage, {
    userId: c.get('user')!.id,
    target: { propertyId },
    values,
    uploads,
    proof,
    idempotencyKey: idempotencyKeyOf(c),
  });
  if (result.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json(result.body, 201);
};

export const publishNewPlaceHandler: AppRouteHandler<typeof routes.publishNewPlace> = async (c) => {
  const { images, tenancyProof, ...form } = c.req.valid('form');
  const { propertyType, apartmentName, streetName, pincode, country, ...values } = validateFields(
    publishReviewSchema,
    form,
  );
  const uploads = await readReviewUploads(images);
  const proof = await readTenancyProof(tenancyProof);
  const { db, storage } = c.get('deps');
  const result = await publishReview(db, storage, {
    userId: c.get('user')!.id,
    target: { place: { propertyType, apartmentName, streetName, pincode, country } },
    values,
    uploads,
    proof,
    idempotencyKey: idempotencyKeyOf(c),
  });
  if (result.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json(result.body, 201);
};

export const updateReviewHandler: AppRouteHandler<typeof routes.updateReview> = async (c) => {
  const { id } = c.req.valid('param');
  const { images, tenancyProof, ...form } = c.req.valid('form');
  const locked = LOCKED_EDIT_FIELDS.filter((field) => field in form);
  if (locked.length > 0) {
    const errors = locked.map((path) => ({ path, message: M.lockedField }));
    throw new AppError(400, M.lockedField, undefined, undefined, errors);
  }
  const values = validateFields(editReviewSchema, form);
  const { db, storage } = c.get('deps');
  const userId = c.get('user')!.id;
  // A cheap early refusal; the transaction checks the total again under the review's lock.
  const room = REVIEW_FORM_LIMITS.imagesMax - (await countOwnReviewImages(db, id, userId));
  const uploads = await readReviewUploads(images, Math.max(room, 0));
  const upload = await readTenancyProof(tenancyProof);
  let replaced: string[] = [];
  const data = await withStoredProof(storage, upload, (proof) =>
    updateReview(db, storage, {
      reviewId: id,
      userId,
      values,
      uploads,
      proof,
      onReplacedProofs: (ids) => (replaced = ids),
    }),
  );
  // The replaced proof's file goes now; should that fail, the expiry job deletes it later.
  await purgeDetachedProofs(db, storage, { ids: replaced }).catch((err: unknown) =>
    c.get('deps').logger.warn({ err }, 'could not remove a replaced tenancy proof'),
  );
  return c.json(ok(M.updated, data), 200);
};

export const deleteReviewHandler: AppRouteHandler<typeof routes.deleteReview> = async (c) => {
  const { id } = c.req.valid('param');
  const { db, storage, logger } = c.get('deps');
  await deleteReview(db, storage, logger, id, c.get('user')!.id);
  return c.json(ok(M.deleted), 200);
};

export const deleteReviewImageHandler: AppRouteHandler<typeof routes.deleteReviewImage> = async (c) => {
  const { imageId } = c.req.valid('param');
  const { db, storage, logger } = c.get('deps');
  const data = await deleteReviewImage(db, storage, logger, imageId, c.get('user')!.id);
  return c.json(ok(M.imageDeleted, data), 200);
};
