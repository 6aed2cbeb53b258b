import { AUTH_TEXT } from '../../../shared/auth';
import { MESSAGES } from '../../../shared/messages';
import { clientIp } from '../../lib/client-ip';
import { ok } from '../../lib/envelope';
import { AppError, badRequest, forbidden, unauthorized } from '../../lib/errors';
import type { AppRouteHandler } from '../../lib/types';
import { signInSucceeded, spendAccountMail, spendSignInTry } from '../../services/accounts/budgets';
import { changePassword, checkPassword } from '../../services/accounts/credentials';
import { deliverCode } from '../../services/accounts/deliver-code';
import { findUserByEmail, findUserById } from '../../services/accounts/find-user';
import { startSession } from '../../services/accounts/sessions';
import { clearCodeBudgets } from '../../services/rate-limit';
import type * as routes from './admin-auth.routes';

export const adminLoginHandler: AppRouteHandler<typeof routes.adminLogin> = async (c) => {
  const { email, password } = c.req.valid('json');
  const deps = c.get('deps');
  await spendSignInTry(deps.rateLimits, clientIp(c), email);
  const user = await findUserByEmail(deps.db, email);
  // A renter's right password gets the same answer as a wrong one: this door is for admins only.
  const valid = await checkPassword(user, password);
  if (!valid || !user || user.role !== 'ADMIN') throw unauthorized(MESSAGES.invalidCredentials);
  await signInSucceeded(deps.rateLimits, clientIp(c), email);
  if (!user.isActive) throw forbidden(MESSAGES.accountDeactivated);
  await spendAccountMail(deps.rateLimits, clientIp(c), user.email);
  if (!(await deliverCode({ ...deps, logger: c.get('logger') }, user, 'ADMIN_OTP'))) {
    throw new AppError(503, AUTH_TEXT.codeNotSent);
  }
  return c.json(ok(AUTH_TEXT.otpSent, { userId: user.id, ticket: await deps.otpTickets.sign(user.id) }), 200);
};

export const adminVerifyOtpHandler: AppRouteHandler<typeof routes.adminVerifyOtp> = async (c) => {
  const { userId, ticket, otp } = c.req.valid('json');
  const deps = c.get('deps');
  await deps.rateLimits.consume('codeCheckIp', clientIp(c));
  // Only whoever passed the password step holds a ticket for this id: nobody else can spend its code budget.
  if (!(await deps.otpTickets.verify(ticket, userId))) throw badRequest(AUTH_TEXT.invalidOtp);
  await deps.rateLimits.consume('codeCheckAccount', userId);
  const user = await findUserById(deps.db, userId);
  const valid = !!user && user.role === 'ADMIN' && (await deps.codes.consume(deps.db, user.id, 'ADMIN_OTP', otp));
  if (!valid || !user) throw badRequest(AUTH_TEXT.invalidOtp);
  await clearCodeBudgets(deps.rateLimits, userId, user.email, clientIp(c));
  if (!user.isActive) throw forbidden(MESSAGES.accountDeactivated);
  return c.json(ok(MESSAGES.loginSuccess, await startSession(deps.tokens, user)), 200);
};

export const adminChangePasswordHandler: AppRouteHandler<typeof routes.adminChangePassword> = async (c) => {
  const deps = c.get('deps');
  // changePassword bumps the token version, so this session ends too: no fresh token is handed out.
  await changePassword(deps, c.get('user')!.id, c.req.valid('json'));
  return c.json(ok(AUTH_TEXT.passwordUpdated), 200);
};
