import { createRouter } from '../../lib/create-app';
import * as h from './users.handlers';
import * as r from './users.routes';

export const usersRouter = createRouter()
  .openapi(r.register, h.registerHandler)
  .openapi(r.login, h.loginHandler)
  .openapi(r.checkToken, h.checkTokenHandler)
  .openapi(r.verifyCode, h.verifyCodeHandler)
  .openapi(r.resendCode, h.resendCodeHandler)
  .openapi(r.forgotPassword, h.forgotPasswordHandler)
  .openapi(r.verifyResetCode, h.verifyResetCodeHandler)
  .openapi(r.resetPassword, h.resetPasswordHandler)
  .openapi(r.changePassword, h.changePasswordHandler)
  .openapi(r.logout, h.logoutHandler)
  .openapi(r.logoutEverywhere, h.logoutEverywhereHandler)
  .openapi(r.googleStart, h.googleStartHandler)
  .openapi(r.googleCallback, h.googleCallbackHandler)
  .openapi(r.googleExchange, h.googleExchangeHandler);
