import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../lib/types';
import { contactRouter } from './contact';
import { metaRouter } from './meta';
import { propertiesRouter } from './properties';
import { reviewsRouter } from './reviews';
import { usersRouter } from './users';
import { adminAuthRouter } from './admin-auth';
import { profileRouter } from './profile';
import { adminProfileRouter } from './admin-profile';
import { adminRouter } from './admin';

/** Mounts every area's router under /api/v1. Each area adds one line here. */
export function registerApiRoutes(app: OpenAPIHono<AppEnv>) {
  app.route('/api/v1', metaRouter);
  app.route('/api/v1', usersRouter);
  app.route('/api/v1', adminAuthRouter);
  app.route('/api/v1', adminRouter);
  app.route('/api/v1', contactRouter);
  app.route('/api/v1', propertiesRouter);
  app.route('/api/v1', reviewsRouter);
  app.route('/api/v1', profileRouter);
  app.route('/api/v1', adminProfileRouter);
}
