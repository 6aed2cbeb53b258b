import { requestedPageSize } from '../../../shared/admin-lists';
import { ADMIN_MESSAGES } from '../../../shared/admin-text';
import { PROPERTY_LIMITS, PROPERTY_MESSAGES, deleteImageIdsSchema } from '../../../shared/properties';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import type { AppRouteHandler } from '../../lib/types';
import {
  deleteAdminProperty,
  getAdminProperty,
  listAdminProperties,
  updateAdminProperty,
} from '../../services/admin-properties';
import type * as routes from './admin-properties.routes';

export const listPropertiesHandler: AppRouteHandler<typeof routes.listProperties> = async (c) => {
  const q = c.req.valid('query');
  const data = await listAdminProperties(c.get('deps').db, { ...q, pageSize: requestedPageSize(q) });
  return c.json(ok(ADMIN_MESSAGES.listFetched, data), 200);
};

export const getPropertyHandler: AppRouteHandler<typeof routes.getProperty> = async (c) => {
  const data = await getAdminProperty(c.get('deps').db, { id: c.req.valid('param').id });
  return c.json(ok(PROPERTY_MESSAGES.fetched, data), 200);
};

export const getPropertyBySlugHandler: AppRouteHandler<typeof routes.getPropertyBySlug> = async (c) => {
  const data = await getAdminProperty(c.get('deps').db, { slug: c.req.valid('param').slug });
  return c.json(ok(PROPERTY_MESSAGES.fetched, data), 200);
};

/** `deleteImageIds` arrives as one JSON text part. */
function parseDeleteImageIds(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest(ADMIN_MESSAGES.deleteImageIdsInvalid);
  }
  const result = deleteImageIdsSchema.safeParse(parsed);
  if (!result.success) throw badRequest(ADMIN_MESSAGES.deleteImageIdsInvalid);
  return result.data;
}

export const updatePropertyHandler: AppRouteHandler<typeof routes.updateProperty> = async (c) => {
  const { images, deleteImageIds, ...fields } = c.req.valid('form');
  const files = images === undefined ? [] : Array.isArray(images) ? images : [images];
  if (files.length > PROPERTY_LIMITS.imagesMax) throw badRequest(PROPERTY_MESSAGES.imagesMax);
  const ids = parseDeleteImageIds(deleteImageIds);
  const buffers = await Promise.all(files.map(async (f) => Buffer.from(await f.arrayBuffer())));
  const { db, storage } = c.get('deps');
  const data = await updateAdminProperty(db, storage, c.get('user')!, c.req.valid('param').id, fields, buffers, ids);
  return c.json(ok(ADMIN_MESSAGES.propertyUpdated, data), 200);
};

export const deletePropertyHandler: AppRouteHandler<typeof routes.deleteProperty> = async (c) => {
  const { db, storage } = c.get('deps');
  await deleteAdminProperty(db, storage, c.get('user')!, c.req.valid('param').id);
  return c.json(ok(ADMIN_MESSAGES.propertyDeleted), 200);
};
