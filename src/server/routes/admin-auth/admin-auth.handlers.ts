import { notFound } from '../../lib/errors';
import type { AppRouteHandler } from '../../lib/types';
import type * as routes from './admin-auth.routes';

const pending = () => {
  throw notFound('Not implemented yet.');
};

export const adminLoginHandler: AppRouteHandler<typeof routes.adminLogin> = pending;
export const adminVerifyOtpHandler: AppRouteHandler<typeof routes.adminVerifyOtp> = pending;
export const adminChangePasswordHandler: AppRouteHandler<typeof routes.adminChangePassword> = pending;
