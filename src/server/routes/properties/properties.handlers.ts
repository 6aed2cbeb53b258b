import { PROPERTY_LIMITS, PROPERTY_MESSAGES } from '../../../shared/properties';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import type { AppRouteHandler } from '../../lib/types';
import { createProperty, getPublicProperty, listProperties } from '../../services/properties';
import { searchProperties } from '../../services/search';
import { suggestProperties } from '../../services/suggestions';
import type * as routes from './properties.routes';

export const getSuggestionsHandler: AppRouteHandler<typeof routes.getSuggestions> = async (c) => {
  const { q } = c.req.valid('query');
  const data = await suggestProperties(c.get('deps').db, q);
  return c.json(ok(PROPERTY_MESSAGES.suggestionsFetched, data), 200);
};

export const getSuggestionDetailHandler: AppRouteHandler<typeof routes.getSuggestionDetail> = async (c) => {
  const { id } = c.req.valid('param');
  const data = await getPublicProperty(c.get('deps').db, { id });
  return c.json(ok(PROPERTY_MESSAGES.fetched, data), 200);
};

export const getAllPropertiesHandler: AppRouteHandler<typeof routes.getAllProperties> = async (c) => {
  const data = await listProperties(c.get('deps').db, c.req.valid('query'));
  return c.json(ok(PROPERTY_MESSAGES.listFetched, data), 200);
};

export const searchPropertiesHandler: AppRouteHandler<typeof routes.searchProperties> = async (c) => {
  const data = await searchProperties(c.get('deps').db, c.req.valid('query'));
  return c.json(ok(PROPERTY_MESSAGES.listFetched, data), 200);
};

export const getPropertyBySlugHandler: AppRouteHandler<typeof routes.getPropertyBySlug> = async (c) => {
  const { slug } = c.req.valid('param');
  const data = await getPublicProperty(c.get('deps').db, { slug });
  return c.json(ok(PROPERTY_MESSAGES.fetched, data), 200);
};

export const createPropertyHandler: AppRouteHandler<typeof routes.createProperty> = async (c) => {
  const { images, ...fields } = c.req.valid('form');
  const files = images === undefined ? [] : Array.isArray(images) ? images : [images];
  if (files.length > PROPERTY_LIMITS.imagesMax) throw badRequest(PROPERTY_MESSAGES.imagesMax);
  const buffers = await Promise.all(files.map(async (f) => Buffer.from(await f.arrayBuffer())));
  const { db, storage } = c.get('deps');
  const data = await createProperty(db, storage, fields, buffers, c.get('user')!);
  return c.json(ok(PROPERTY_MESSAGES.created, data), 201);
};
