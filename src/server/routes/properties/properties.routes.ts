import { createRoute, z } from '@hono/zod-openapi';
import { LIMITS } from '../../../shared/limits';
import { MESSAGES } from '../../../shared/messages';
import {
  PROPERTY_LIMITS,
  PROPERTY_MESSAGES,
  createPropertySchema,
  listPropertiesQuerySchema,
  searchPropertiesQuerySchema,
  suggestionsQuerySchema,
} from '../../../shared/properties';
import { Pagination, envelope, errorResponses, jsonResponse } from '../../lib/envelope';
import { requireAdmin } from '../../lib/auth';
import { PropertyDto, SuggestionDto } from '../../services/property-dto';

const tags = ['Properties'];

export const PropertyList = z
  .object({ properties: z.array(PropertyDto), pagination: Pagination })
  .openapi('PropertyList');

const PAGING_NOTE = `\`page\` starts at 1 (0 is a 400 'Page must be 1 or more'); \`pageSize\` defaults to ${LIMITS.listingPageSize} and may be at most ${LIMITS.maxPageSize} (larger is a 400, never clamped silently).`;

const PropertyIdParam = z.object({
  id: z.uuid(PROPERTY_MESSAGES.invalidId).openapi({ param: { name: 'id', in: 'path' } }),
});
const SlugParam = z.object({
  slug: z
    .string()
    .min(1)
    .max(120)
    .openapi({ param: { name: 'slug', in: 'path' }, example: 'marina-bay-suites' }),
});

export const getSuggestions = createRoute({
  method: 'get',
  path: '/properties/get-suggestions',
  tags,
  summary: 'Search-box suggestions',
  description:
    'Up to 8 active properties matching `q` (typo tolerant, ranked). A `q` shorter than 2 characters after trimming answers an empty list, not an error.',
  request: { query: suggestionsQuerySchema },
  responses: {
    200: jsonResponse(envelope(z.array(SuggestionDto)), 'Suggestions, best first'),
    400: errorResponses[400],
  },
});

export const getSuggestionDetail = createRoute({
  method: 'get',
  path: '/properties/get-suggestions-detail/{id}',
  tags,
  summary: 'The property behind a suggestion',
  request: { params: PropertyIdParam },
  responses: {
    200: jsonResponse(envelope(PropertyDto), 'The property, with its gallery'),
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

export const getAllProperties = createRoute({
  method: 'get',
  path: '/properties/get-all-properties',
  tags,
  summary: 'Active properties, newest first',
  description: `Optionally of one \`type\` (unknown type: 400 'Invalid property type'). ${PAGING_NOTE}`,
  request: { query: listPropertiesQuerySchema },
  responses: {
    200: jsonResponse(envelope(PropertyList), 'A page of properties'),
    400: errorResponses[400],
  },
});

export const searchProperties = createRoute({
  method: 'get',
  path: '/properties/search-properties',
  tags,
  summary: 'Search properties by name, address or pincode',
  description: `Typo tolerant (pg_trgm) on name and address, prefix match on pincode for digits; ranked best first; active properties only. A blank \`query\` lists everything like get-all-properties. \`prtype\` is accepted for compatibility and has no effect. ${PAGING_NOTE}`,
  request: { query: searchPropertiesQuerySchema },
  responses: {
    200: jsonResponse(envelope(PropertyList), 'A page of matching properties'),
    400: errorResponses[400],
  },
});

export const getPropertyBySlug = createRoute({
  method: 'get',
  path: '/properties/get-properties-by-slug/{slug}',
  tags,
  summary: 'One active property by slug',
  request: { params: SlugParam },
  responses: {
    200: jsonResponse(envelope(PropertyDto), 'The property, with its gallery'),
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

const imageFile = z.instanceof(File, { message: MESSAGES.imagesOnly });

export const CreatePropertyForm = createPropertySchema
  .extend({
    images: z
      .union([imageFile, z.array(imageFile)])
      .optional()
      .openapi({
        type: 'array',
        items: { type: 'string', format: 'binary' },
        description: `Up to ${PROPERTY_LIMITS.imagesMax} images (JPEG, PNG, GIF, WebP, AVIF, HEIC); the first is the thumbnail`,
      }),
  })
  .openapi('CreatePropertyForm');

export const createProperty = createRoute({
  method: 'post',
  path: '/properties/create-properties',
  tags,
  summary: 'Create a property (admin)',
  description:
    'Multipart form: the property fields as text parts plus repeated `images` files. Images are checked by their bytes; a non-image is a 400 and nothing is stored.',
  middleware: [requireAdmin()] as const,
  security: [{ bearerAuth: [] }],
  request: {
    body: { content: { 'multipart/form-data': { schema: CreatePropertyForm } }, required: true },
  },
  responses: {
    201: jsonResponse(envelope(PropertyDto), 'The new property'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    409: errorResponses[409],
    413: errorResponses[413],
    415: errorResponses[415],
  },
});
