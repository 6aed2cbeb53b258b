import { createRoute, z } from '@hono/zod-openapi';
import { PROPERTY_MESSAGES } from '../../../shared/properties';
import {
  LOCKED_EDIT_FIELDS,
  editReviewSchema,
  publishReviewSchema,
  publishToPropertySchema,
} from '../../../shared/review-form';
import { REVIEW_FORM_LIMITS, REVIEW_FORM_MESSAGES } from '../../../shared/review-form-text';
import { REVIEW_MESSAGES } from '../../../shared/reviews';
import { TENANCY_PROOF_LIMITS, TENANCY_PROOF_MESSAGES } from '../../../shared/tenancy-proof';
import { requireAuth } from '../../lib/auth';
import { MessageEnvelope, envelope, errorResponses, jsonResponse } from '../../lib/envelope';
import { OwnReviewDto } from '../../services/review-dto';
import { IDEMPOTENCY_TTL_HOURS } from '../../services/idempotency';

const tags = ['Reviews'];
const L = REVIEW_FORM_LIMITS;

/**
 * A review form as multipart text parts plus repeated `images` files. Every part is optional here:
 * the shared zod schema (named in the description) validates the fields in the handler, after
 * `reviewFieldsFromMultipart` turns text into numbers and booleans, so its messages are the ones sent.
 * Unknown parts pass through, so the edit can refuse its locked fields by name.
 */
function reviewMultipart(name: string, fields: readonly string[], note: string) {
  const parts = Object.fromEntries(fields.map((field) => [field, z.string().optional()]));
  return z
    .looseObject({
      ...parts,
      images: z
        .union([z.instanceof(File), z.string(), z.array(z.union([z.instanceof(File), z.string()]))])
        .optional()
        .openapi({
          type: 'array',
          items: { type: 'string', format: 'binary' },
          description: `Repeated \`images\` parts. JPEG, PNG, WebP, GIF or HEIC by their bytes, each at most ${L.imageMaxBytes / 1024 / 1024} MB; re-encoded to WebP with a 480 px thumbnail, EXIF and GPS removed.`,
        }),
      tenancyProof: z
        .union([z.instanceof(File), z.string(), z.array(z.union([z.instanceof(File), z.string()]))])
        .optional()
        .openapi({
          type: 'string',
          format: 'binary',
          description: `Optional proof of tenancy, one file: PDF, JPEG or PNG by its bytes, at most ${TENANCY_PROOF_LIMITS.maxBytes / 1024 / 1024} MB (413 '${TENANCY_PROOF_MESSAGES.tooLarge}'; another type 415 '${TENANCY_PROOF_MESSAGES.type}'). Stored privately, seen only by admins, deleted once an admin decides or after ${TENANCY_PROOF_LIMITS.keepDays} days; the review's verification becomes PENDING.`,
        }),
    })
    .openapi(name, { description: note });
}

const keysOf = (schema: { shape: Record<string, unknown> }) => Object.keys(schema.shape);

const RULES =
  "Ratings are the digits 1-5, months `YYYY-MM`, `isAnonymous` `true`/`false`. A validation failure is a 400 with `errors: [{ path, message }]` carrying the form's messages.";

export const PublishToPropertyForm = reviewMultipart(
  'PublishToPropertyForm',
  keysOf(publishToPropertySchema),
  `The review's own fields (shared \`publishToPropertySchema\`) and \`isAnonymous\`. Property fields sent along (apartmentName, streetName, pincode, country, propertyType) are ignored: the property is the one in the path. ${RULES}`,
);

export const PublishNewPlaceForm = reviewMultipart(
  'PublishNewPlaceForm',
  keysOf(publishReviewSchema),
  `Every field of the write form (shared \`publishReviewSchema\`): the property's place (propertyType, apartmentName, streetName, pincode, country) plus the review's own fields and \`isAnonymous\`. A \`userId\` part is ignored: the author is the token's user. ${RULES}`,
);

export const EditReviewForm = reviewMultipart(
  'EditReviewForm',
  keysOf(editReviewSchema),
  `The review's own fields (shared \`editReviewSchema\`) plus up to ${L.imagesMax} photos in all (existing + new). Sending a locked field (${LOCKED_EDIT_FIELDS.join(', ')}) is a 400 '${REVIEW_FORM_MESSAGES.lockedField}' on that path. ${RULES}`,
);

const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^"?[\x21-\x7e]{1,100}"?$/, REVIEW_FORM_MESSAGES.idempotencyKeyInvalid)
    .optional()
    .openapi({
      param: { name: 'idempotency-key', in: 'header' },
      description: `1-100 visible ASCII characters (the draft's id; a quoted structured-field string is accepted). Scoped to the user, kept ${IDEMPOTENCY_TTL_HOURS} h. Same key + same payload: the stored first answer (201, same body, header \`Idempotent-Replayed: true\`). Same key + other payload: 422. While the first request runs: 409 with Retry-After. Without the header nothing is deduplicated.`,
    }),
});

const PropertyIdParam = z.object({
  propertyId: z.uuid(PROPERTY_MESSAGES.invalidId).openapi({ param: { name: 'propertyId', in: 'path' } }),
});
const ReviewIdParam = z.object({
  id: z.uuid(REVIEW_MESSAGES.invalidId).openapi({ param: { name: 'id', in: 'path' } }),
});
const ImageIdParam = z.object({
  imageId: z.uuid(REVIEW_FORM_MESSAGES.imageNotFound).openapi({ param: { name: 'imageId', in: 'path' } }),
});

const multipart = <T extends z.ZodType>(schema: T) => ({
  content: { 'multipart/form-data': { schema } },
  required: true,
});

// Only renters write reviews (renter-app.md section 6): an admin token is a 403.
const renterOnly = () => requireAuth({ role: 'USER' });

const PUBLISH_NOTE = `New reviews are PENDING until an admin approves them. At most ${L.imagesMax} photos; a refused photo (type 415, size 413, empty/unreadable/too many pixels 400) stores nothing. Verified renters only (401 without a token, 403 for admins and unverified accounts).`;

const publishResponses = {
  201: jsonResponse(envelope(OwnReviewDto), 'The new review (or, for a repeated Idempotency-Key, the first answer)'),
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  409: errorResponses[409],
  413: errorResponses[413],
  415: errorResponses[415],
  422: { ...errorResponses[400], description: 'Idempotency-Key reused with another payload' },
};

export const publishToProperty = createRoute({
  method: 'post',
  path: '/reviews/property/{propertyId}',
  tags,
  summary: 'Publish a review of a known property',
  description: `${PUBLISH_NOTE} 404 'Property not found.' unless the property is active.`,
  middleware: [renterOnly()] as const,
  security: [{ bearerAuth: [] }],
  request: { params: PropertyIdParam, headers: IdempotencyHeaders, body: multipart(PublishToPropertyForm) },
  responses: { ...publishResponses, 404: errorResponses[404] },
});

export const publishNewPlace = createRoute({
  method: 'post',
  path: '/reviews/create-anonymoous-review-property',
  tags,
  summary: 'Publish a review and find or create its property',
  description: `The path is spelt as the spec spells it. The property is the one with the same country + pincode + apartment name (case, spaces and punctuation ignored), or a new one, safely under concurrent publishes. ${PUBLISH_NOTE}`,
  middleware: [renterOnly()] as const,
  security: [{ bearerAuth: [] }],
  request: { headers: IdempotencyHeaders, body: multipart(PublishNewPlaceForm) },
  responses: publishResponses,
});

export const updateReview = createRoute({
  method: 'put',
  path: '/reviews/{id}',
  tags,
  summary: 'Edit your approved review',
  description: `Only the author's own APPROVED review: another user's id is a 404 and changes nothing; the author's PENDING or REJECTED review is a 409 '${REVIEW_FORM_MESSAGES.onlyApprovedEditable}'. The edit sends the review back to PENDING and takes it out of the property's rating in the same transaction. New photos are appended (at most ${L.imagesMax} per review in all).`,
  middleware: [renterOnly()] as const,
  security: [{ bearerAuth: [] }],
  request: { params: ReviewIdParam, body: multipart(EditReviewForm) },
  responses: {
    200: jsonResponse(envelope(OwnReviewDto), 'The edited review, now PENDING'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
    413: errorResponses[413],
    415: errorResponses[415],
  },
});

export const deleteReview = createRoute({
  method: 'delete',
  path: '/reviews/{id}',
  tags,
  summary: 'Delete your approved review',
  description: `Only the author's own APPROVED review (another user's id: 404; own non-APPROVED: 409). The property's rating is updated in the same transaction; the photos' files are removed.`,
  middleware: [renterOnly()] as const,
  security: [{ bearerAuth: [] }],
  request: { params: ReviewIdParam },
  responses: {
    200: jsonResponse(MessageEnvelope, 'Deleted'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});

export const ImageRemoved = z.object({ imageId: z.string(), reviewId: z.string() }).openapi('ReviewImageRemoved');

export const deleteReviewImage = createRoute({
  method: 'delete',
  path: '/reviews/review-img/{imageId}',
  tags,
  summary: 'Delete one photo of your approved review',
  description:
    "The edit form's per-photo delete: a photo of the author's own APPROVED review (anyone else's: 404; own non-APPROVED review: 409). Its files are removed. The review's status does not change.",
  middleware: [renterOnly()] as const,
  security: [{ bearerAuth: [] }],
  request: { params: ImageIdParam },
  responses: {
    200: jsonResponse(envelope(ImageRemoved), 'Deleted'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});
