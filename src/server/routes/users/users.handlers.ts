import { AUTH_TEXT } from '../../../shared/auth';
import { MESSAGES } from '../../../shared/messages';
import { clientIp } from '../../lib/client-ip';
import { ok } from '../../lib/envelope';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/errors';
import type { AppRouteHandler } from '../../lib/types';
import { toSessionUser } from '../../services/account-dto';
import {
  signInSucceeded,
  spendCodeCheck,
  spendCodeSend,
  spendSignInTry,
  trySpendCodeSend,
} from '../../services/accounts/budgets';
import { changePassword, checkPassword, setPassword } from '../../services/accounts/credentials';
import { deliverCode } from '../../services/accounts/deliver-code';
import { findUserByEmail, findUserById } from '../../services/accounts/find-user';
import { SocialSignInRefused, signInWithGoogle } from '../../services/accounts/google-sign-in';
import { markVerified, register } from '../../services/accounts/registration';
import { endAllSessions, endSession, startSession } from '../../services/accounts/sessions';
import { issueSignInHandoff, redeemSignInHandoff } from '../../services/accounts/sign-in-handoff';
import {
  browserBinding,
  failedGoogleSignInUrl,
  googleCallbackUrl,
  keepPendingSignIn,
  signInHandoffUrl,
  takeBrowserBinding,
  takePendingSignIn,
} from '../../services/google-oidc';
import { clearCodeBudgets } from '../../services/rate-limit';
import type * as routes from './users.routes';

/** A pending reset code older than this no longer lets /resend-code mail a new one. */
const RESET_RESEND_WINDOW_MS = 60 * 60_000;

export const registerHandler: AppRouteHandler<typeof routes.register> = async (c) => {
  const body = c.req.valid('json');
  const deps = c.get('deps');
  // Spent before the lookup, so a 429 says nothing about the account either.
  await spendCodeSend(deps.rateLimits, clientIp(c), body.email);
  const { user, passwordHash } = await register({ ...deps, logger: c.get('logger') }, body);
  // Alike for a new and a known address: a known, verified account never takes this password, so
  // its ticket can verify nothing.
  const verificationTicket = await deps.verificationTickets.sign(user.email, passwordHash);
  return c.json(ok(AUTH_TEXT.registered, { user, verificationTicket }), 201);
};

export const loginHandler: AppRouteHandler<typeof routes.login> = async (c) => {
  const { email, password } = c.req.valid('json');
  const deps = c.get('deps');
  await spendSignInTry(deps.rateLimits, clientIp(c), email);
  const user = await findUserByEmail(deps.db, email);
  if (!(await checkPassword(user, password)) || !user) throw unauthorized(MESSAGES.invalidCredentials);
  await signInSucceeded(deps.rateLimits, clientIp(c), email);
  // Only after the right password, so these answers reveal nothing to someone guessing.
  if (user.role === 'ADMIN') throw forbidden(AUTH_TEXT.useAdminLogin);
  if (!user.isActive) throw forbidden(MESSAGES.accountDeactivated);
  if (!user.isVerified) {
    // Mail a code only when none is usable: right after sign-up the first mail stays valid.
    if (
      !(await deps.codes.hasLive(deps.db, user.id, 'VERIFY_EMAIL')) &&
      (await trySpendCodeSend(deps.rateLimits, user.email))
    ) {
      const log = { ...deps, logger: c.get('logger') };
      deps.background.run('verification mail', () => deliverCode(log, user, 'VERIFY_EMAIL'), log.logger);
    }
    // The right password was given: the ticket lets this browser verify with the mailed code.
    const verificationTicket = await deps.verificationTickets.sign(user.email, user.passwordHash!);
    throw forbidden(MESSAGES.accountNotVerified, { email: user.email, verificationTicket });
  }
  return c.json(ok(MESSAGES.loginSuccess, await startSession(deps.tokens, user)), 200);
};

export const checkTokenHandler: AppRouteHandler<typeof routes.checkToken> = async (c) => {
  const row = await findUserById(c.get('deps').db, c.get('user')!.id);
  if (!row) throw unauthorized(MESSAGES.sessionExpired);
  return c.json(ok(AUTH_TEXT.sessionValid, { user: toSessionUser(row) }), 200);
};

export const verifyCodeHandler: AppRouteHandler<typeof routes.verifyCode> = async (c) => {
  const { email, verificationCode, verificationTicket } = c.req.valid('json');
  const deps = c.get('deps');
  await spendCodeCheck(deps.rateLimits, clientIp(c), email);
  const user = await findUserByEmail(deps.db, email);
  const valid = !!user && (await deps.codes.consume(deps.db, user.id, 'VERIFY_EMAIL', verificationCode));
  if (!valid || !user) throw badRequest(AUTH_TEXT.invalidCode);
  await clearCodeBudgets(deps.rateLimits, email, user.email, clientIp(c));
  if (user.role === 'ADMIN') throw forbidden(AUTH_TEXT.useAdminLogin);
  if (!user.isActive) throw forbidden(MESSAGES.accountDeactivated);
  // Checked after the code, so only the mailbox's owner learns of it (decision 017). The account
  // stays unverified: verifying now would verify whoever set the password last.
  if (!(await deps.verificationTickets.verify(verificationTicket, user.email, user.passwordHash))) {
    throw badRequest(AUTH_TEXT.verificationTicketStale);
  }
  const verified = await markVerified(deps.db, user.id);
  return c.json(ok(AUTH_TEXT.verified, await startSession(deps.tokens, verified)), 200);
};

export const resendCodeHandler: AppRouteHandler<typeof routes.resendCode> = async (c) => {
  const { email } = c.req.valid('json');
  const deps = c.get('deps');
  // Budgets are spent for unknown emails too, so even a 429 says nothing about the account; the
  // lookup and the mail happen after the answer, so its timing says nothing either.
  await spendCodeSend(deps.rateLimits, clientIp(c), email);
  const log = { ...deps, logger: c.get('logger') };
  deps.background.run(
    'resent code',
    async () => {
      const user = await findUserByEmail(deps.db, email);
      if (!user || !user.isActive || user.role !== 'USER') return;
      if (!user.isVerified) {
        await deliverCode(log, user, 'VERIFY_EMAIL');
        return;
      }
      const pendingReset = await deps.codes.latestIssuedAt(deps.db, user.id, 'RESET_PASSWORD');
      if (pendingReset && Date.now() - pendingReset.getTime() < RESET_RESEND_WINDOW_MS) {
        await deliverCode(log, user, 'RESET_PASSWORD');
      }
    },
    log.logger,
  );
  return c.json(ok(AUTH_TEXT.newCodeSent), 200);
};

export const forgotPasswordHandler: AppRouteHandler<typeof routes.forgotPassword> = async (c) => {
  const { email } = c.req.valid('json');
  const deps = c.get('deps');
  await spendCodeSend(deps.rateLimits, clientIp(c), email);
  const log = { ...deps, logger: c.get('logger') };
  // After the answer: a known and an unknown email answer alike and as fast.
  deps.background.run(
    'reset code',
    async () => {
      const user = await findUserByEmail(deps.db, email);
      // Admins recover through the admin login flow only: a mailed code alone must not open /admin.
      if (user && user.isActive && user.role === 'USER') await deliverCode(log, user, 'RESET_PASSWORD');
    },
    log.logger,
  );
  return c.json(ok(AUTH_TEXT.resetCodeSent), 200);
};

export const verifyResetCodeHandler: AppRouteHandler<typeof routes.verifyResetCode> = async (c) => {
  const { email, code } = c.req.valid('json');
  const deps = c.get('deps');
  await spendCodeCheck(deps.rateLimits, clientIp(c), email);
  const user = await findUserByEmail(deps.db, email);
  const valid = !!user && user.role === 'USER' && (await deps.codes.consume(deps.db, user.id, 'RESET_PASSWORD', code));
  if (!valid || !user) throw badRequest(AUTH_TEXT.invalidCode);
  await clearCodeBudgets(deps.rateLimits, email, user.email, clientIp(c));
  if (!user.isActive) throw forbidden(MESSAGES.accountDeactivated);
  const resetToken = await deps.resetTokens.sign(user.id, user.tokenVersion);
  return c.json(ok(AUTH_TEXT.codeVerifiedForReset, { resetToken }), 200);
};

export const resetPasswordHandler: AppRouteHandler<typeof routes.resetPassword> = async (c) => {
  const { newPassword, resetToken } = c.req.valid('json');
  const deps = c.get('deps');
  const claims = await deps.resetTokens.verify(resetToken);
  const user = claims ? await findUserById(deps.db, claims.userId) : undefined;
  // The reset bumps the token version, so a token that was used once no longer matches.
  if (!claims || !user || user.tokenVersion !== claims.tv || user.role !== 'USER') {
    throw badRequest(AUTH_TEXT.resetExpired);
  }
  if (!user.isActive) throw forbidden(MESSAGES.accountDeactivated);
  // The mailed code proved the address, so the account counts as verified from now on.
  const updated = await setPassword(deps.db, user.id, newPassword, {
    markVerified: true,
    expectedTokenVersion: claims.tv,
  });
  if (!updated) throw badRequest(AUTH_TEXT.resetExpired);
  return c.json(ok(AUTH_TEXT.resetDone, await startSession(deps.tokens, updated)), 200);
};

export const changePasswordHandler: AppRouteHandler<typeof routes.changePassword> = async (c) => {
  const deps = c.get('deps');
  const updated = await changePassword(deps, c.get('user')!.id, c.req.valid('json'));
  return c.json(ok(AUTH_TEXT.passwordChanged, await startSession(deps.tokens, updated)), 200);
};

export const logoutHandler: AppRouteHandler<typeof routes.logout> = async (c) => {
  await endSession(c.get('deps').db, c.get('user')!.id, c.get('session')!);
  return c.json(ok(AUTH_TEXT.signedOut), 200);
};

export const logoutEverywhereHandler: AppRouteHandler<typeof routes.logoutEverywhere> = async (c) => {
  await endAllSessions(c.get('deps').db, c.get('user')!.id);
  return c.json(ok(AUTH_TEXT.signedOutEverywhere), 200);
};

export const googleStartHandler: AppRouteHandler<typeof routes.googleStart> = async (c) => {
  const { config, googleOidc } = c.get('deps');
  if (!googleOidc) throw notFound(AUTH_TEXT.googleDisabled);
  try {
    const { url, pending } = await googleOidc.start(googleCallbackUrl(config));
    await keepPendingSignIn(c, config, pending);
    return c.redirect(url, 302);
  } catch (err) {
    c.get('logger').warn({ err: err instanceof Error ? err.message : String(err) }, 'google sign-in could not start');
    return c.redirect(failedGoogleSignInUrl(config), 302);
  }
};

export const googleCallbackHandler: AppRouteHandler<typeof routes.googleCallback> = async (c) => {
  const deps = c.get('deps');
  const { config, googleOidc } = deps;
  if (!googleOidc) throw notFound(AUTH_TEXT.googleDisabled);
  try {
    const pending = await takePendingSignIn(c, config);
    const binding = browserBinding(c);
    if (!pending || !binding) throw new SocialSignInRefused('no pending sign-in (cookie missing, expired or forged)');
    const profile = await googleOidc.finish(googleCallbackUrl(config), new URL(c.req.url).search, pending);
    const user = await signInWithGoogle(deps.db, profile);
    // A one-time code for this browser only, never the session token itself: a URL ends up in
    // history and proxy logs, and a token in it would sign in whoever follows the link.
    const code = await issueSignInHandoff(deps.db, user.id, binding);
    return c.redirect(signInHandoffUrl(config, code), 302);
  } catch (err) {
    c.get('logger').warn({ err: err instanceof Error ? err.message : String(err) }, 'google sign-in failed');
    return c.redirect(failedGoogleSignInUrl(config), 302);
  }
};

export const googleExchangeHandler: AppRouteHandler<typeof routes.googleExchange> = async (c) => {
  const { db, googleOidc, tokens } = c.get('deps');
  if (!googleOidc) throw notFound(AUTH_TEXT.googleDisabled);
  const { code } = c.req.valid('json');
  const binding = takeBrowserBinding(c);
  const userId = binding ? await redeemSignInHandoff(db, code, binding) : undefined;
  const user = userId ? await findUserById(db, userId) : undefined;
  // Admins sign in with password + one-time code only (the callback refuses them too).
  if (!user || user.role !== 'USER') throw unauthorized(AUTH_TEXT.googleFailed);
  if (!user.isActive) throw forbidden(MESSAGES.accountDeactivated);
  return c.json(ok(MESSAGES.loginSuccess, await startSession(tokens, user)), 200);
};
