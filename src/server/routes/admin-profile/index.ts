import { createRouter } from '../../lib/create-app';
import * as h from './admin-profile.handlers';
import * as r from './admin-profile.routes';

export const adminProfileRouter = createRouter()
  .openapi(r.getAdminProfile, h.getAdminProfileHandler)
  .openapi(r.updateAdminProfile, h.updateAdminProfileHandler);
