import { AUTH_TEXT } from '../../../shared/auth';
import { MESSAGES } from '../../../shared/messages';
import { AppError, badRequest, forbidden, unauthorized } from '../../lib/errors';
import type { AppRouteHandler } from '../../lib/types';
import { checkPassword, deliverCode, findUserByEmail, findUserById } from '../../services/accounts';
import { clearCodeBudgets, clientIp } from '../../services/rate-limit';
import { changePasswordFor } from '../users/change-password';
import { startSession } from '../users/session-user';
import type * as routes from './admin-auth.routes';

export const adminLoginHandler: AppRouteHandler<typeof routes.adminLogin> = async (c) => {
  const { email, password } = c.req.valid('json');
  const deps = c.get('deps');
  await deps.rateLimits.consume('loginIp', clientIp(c));
  await deps.rateLimits.consume('loginAccount', email);
  const user = await findUserByEmail(deps.db, email);
  // A renter's right password gets the same answer as a wrong one: this door is for admins only.
  const ok = await checkPassword(user, password);
  if (!ok || !user || user.role !== 'ADMIN') throw unauthorized(MESSAGES.invalidCredentials);
  await deps.rateLimits.reset('loginAccount', email);
  if (!user.isActive) throw forbidden(MESSAGES.accountDeactivated);
  await deps.rateLimits.consume('codeSendAccount', user.email);
  if (!(await deliverCode({ ...deps, logger: c.get('logger') }, user, 'ADMIN_OTP'))) {
    throw new AppError(503, 'The code could not be sent. Please try again.');
  }
  return c.json({ success: true as const, message: AUTH_TEXT.otpSent, data: { userId: user.id } }, 200);
};

export const adminVerifyOtpHandler: AppRouteHandler<typeof routes.adminVerifyOtp> = async (c) => {
  const { userId, otp } = c.req.valid('json');
  const deps = c.get('deps');
  await deps.rateLimits.consume('codeCheckIp', clientIp(c));
  await deps.rateLimits.consume('codeCheckAccount', userId);
  const user = await findUserById(deps.db, userId);
  const ok = !!user && user.role === 'ADMIN' && (await deps.codes.consume(deps.db, user.id, 'ADMIN_OTP', otp));
  if (!ok || !user) throw badRequest(AUTH_TEXT.invalidOtp);
  await clearCodeBudgets(deps.rateLimits, userId, user.email);
  if (!user.isActive) throw forbidden(MESSAGES.accountDeactivated);
  return c.json(
    { success: true as const, message: MESSAGES.loginSuccess, data: await startSession(deps.tokens, user) },
    200,
  );
};

export const adminChangePasswordHandler: AppRouteHandler<typeof routes.adminChangePassword> = async (c) => {
  const updated = await changePasswordFor(c, c.req.valid('json'));
  return c.json(
    {
      success: true as const,
      message: AUTH_TEXT.passwordUpdated,
      data: await startSession(c.get('deps').tokens, updated),
    },
    200,
  );
};
