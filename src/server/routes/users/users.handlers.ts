import { notFound } from '../../lib/errors';
import type { AppRouteHandler } from '../../lib/types';
import type * as routes from './users.routes';

const pending = () => {
  throw notFound('Not implemented yet.');
};

export const registerHandler: AppRouteHandler<typeof routes.register> = pending;
export const loginHandler: AppRouteHandler<typeof routes.login> = pending;
export const checkTokenHandler: AppRouteHandler<typeof routes.checkToken> = pending;
export const verifyCodeHandler: AppRouteHandler<typeof routes.verifyCode> = pending;
export const resendCodeHandler: AppRouteHandler<typeof routes.resendCode> = pending;
export const forgotPasswordHandler: AppRouteHandler<typeof routes.forgotPassword> = pending;
export const verifyResetCodeHandler: AppRouteHandler<typeof routes.verifyResetCode> = pending;
export const resetPasswordHandler: AppRouteHandler<typeof routes.resetPassword> = pending;
export const changePasswordHandler: AppRouteHandler<typeof routes.changePassword> = pending;
export const logoutEverywhereHandler: AppRouteHandler<typeof routes.logoutEverywhere> = pending;
export const googleStartHandler: AppRouteHandler<typeof routes.googleStart> = pending;
export const googleCallbackHandler: AppRouteHandler<typeof routes.googleCallback> = pending;
