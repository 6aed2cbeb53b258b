import { createRouter } from '../../lib/create-app';
import * as h from './admin-auth.handlers';
import * as r from './admin-auth.routes';

/** Admin sign-in only; the rest of /admin/* lives in its own router. */
export const adminAuthRouter = createRouter()
  .openapi(r.adminLogin, h.adminLoginHandler)
  .openapi(r.adminVerifyOtp, h.adminVerifyOtpHandler)
  .openapi(r.adminChangePassword, h.adminChangePasswordHandler);
