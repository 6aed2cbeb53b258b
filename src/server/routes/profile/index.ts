import { createRouter } from '../../lib/create-app';
import * as h from './profile.handlers';
import * as r from './profile.routes';

export const profileRouter = createRouter()
  .openapi(r.getMyProfile, h.getMyProfileHandler)
  .openapi(r.updateDetails, h.updateDetailsHandler)
  .openapi(r.updateImage, h.updateImageHandler)
  .openapi(r.deleteImage, h.deleteImageHandler);
