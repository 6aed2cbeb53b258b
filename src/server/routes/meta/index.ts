import { createRouter } from '../../lib/create-app';
import { getConfigHandler } from './meta.handlers';
import { getConfig } from './meta.routes';

export const metaRouter = createRouter().openapi(getConfig, getConfigHandler);
