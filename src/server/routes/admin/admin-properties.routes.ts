import { createRoute, z } from '@hono/zod-openapi';
import { adminPropertyListQuery } from '../../../shared/admin-lists';
import { PROPERTY_LIMITS, PROPERTY_MESSAGES, updatePropertySchema } from '../../../shared/properties';
import { MESSAGES } from '../../../shared/messages';
import { MessageEnvelope, envelope, errorResponses, jsonResponse } from '../../lib/envelope';
import { AdminPropertyDto } from '../../services/admin-properties';
import { AdminPagination } from '../../services/admin-list-query';
import { LIST_NOTE, adminGuard, guardResponses, idParam } from './admin-common';

const tags = ['Admin: properties'];
const PropertyIdParam = idParam(PROPERTY_MESSAGES.invalidId);

export const listProperties = createRoute({
  method: 'get',
  path: '/admin/admin-get-all-properties',
  tags,
  summary: 'Every property, active or not',
  description: `Searched by name or address. ${LIST_NOTE}`,
  ...adminGuard,
  request: { query: adminPropertyListQuery },
  responses: {
    200: jsonResponse(
      envelope(
        z.object({ properties: z.array(AdminPropertyDto), pagination: AdminPagination }).openapi('AdminPropertyList'),
      ),
      'A page of properties',
    ),
    ...guardResponses,
  },
});

export const getProperty = createRoute({
  method: 'get',
  path: '/admin/properties/{id}',
  tags,
  summary: 'One property with its gallery, active or not',
  ...adminGuard,
  request: { params: PropertyIdParam },
  responses: {
    200: jsonResponse(envelope(AdminPropertyDto), 'The property'),
    ...guardResponses,
    404: errorResponses[404],
  },
});

export const getPropertyBySlug = createRoute({
  method: 'get',
  path: '/admin/properties/by-slug/{slug}',
  tags,
  summary: 'One property with its gallery by slug, active or not (the edit screen is addressed by slug)',
  ...adminGuard,
  request: {
    params: z.object({
      slug: z
        .string()
        .min(1)
        .max(120)
        .openapi({ param: { name: 'slug', in: 'path' }, example: 'marina-bay-suites' }),
    }),
  },
  responses: {
    200: jsonResponse(envelope(AdminPropertyDto), 'The property'),
    ...guardResponses,
    404: errorResponses[404],
  },
});

const imageFile = z.instanceof(File, { message: MESSAGES.imagesOnly });

export const UpdatePropertyForm = updatePropertySchema
  .extend({
    images: z
      .union([imageFile, z.array(imageFile)])
      .optional()
      .openapi({
        type: 'array',
        items: { type: 'string', format: 'binary' },
        description: 'New images, appended after the kept ones; the first image of the result is the thumbnail',
      }),
    deleteImageIds: z
      .string()
      .optional()
      .openapi({ description: 'JSON list of the ids of images to remove, e.g. ["3f0c…"]', example: '[]' }),
  })
  .openapi('UpdatePropertyForm');

export const updateProperty = createRoute({
  method: 'put',
  path: '/admin/properties/{id}',
  tags,
  summary: 'Edit a property and its gallery',
  description: `Multipart: only the fields sent change (same limits as create); at most ${PROPERTY_LIMITS.imagesMax} images in all. Removed images' files are deleted.`,
  ...adminGuard,
  request: {
    params: PropertyIdParam,
    body: { content: { 'multipart/form-data': { schema: UpdatePropertyForm } }, required: true },
  },
  responses: {
    200: jsonResponse(envelope(AdminPropertyDto), 'The updated property'),
    ...guardResponses,
    404: errorResponses[404],
    409: errorResponses[409],
    413: errorResponses[413],
    415: errorResponses[415],
  },
});

export const deleteProperty = createRoute({
  method: 'delete',
  path: '/admin/admin-delete-properties/{id}',
  tags,
  summary: 'Delete a property with its reviews and files',
  ...adminGuard,
  request: { params: PropertyIdParam },
  responses: { 200: jsonResponse(MessageEnvelope, 'Deleted'), ...guardResponses, 404: errorResponses[404] },
});
