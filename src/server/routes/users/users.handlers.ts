import { createHmac } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { AUTH_TEXT } from '../../../shared/auth';
import { MESSAGES } from '../../../shared/messages';
import type { Config } from '../../config';
import { users } from '../../db/schema';
import { AppError, badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/errors';
import type { AppEnv, AppRouteHandler } from '../../lib/types';
import {
  SocialSignInRefused,
  bumpTokenVersion,
  checkPassword,
  deliverCode,
  findUserByEmail,
  findUserById,
  isUniqueViolation,
  setPassword,
  signInWithGoogle,
} from '../../services/accounts';
import { hashPassword } from '../../services/passwords';
import { clearCodeBudgets, clientIp } from '../../services/rate-limit';
import { changePasswordFor } from './change-password';
import { startSession, toSessionUser } from './session-user';
import type * as routes from './users.routes';

/** A pending reset code older than this no longer lets /resend-code mail a new one. */
const RESET_RESEND_WINDOW_MS = 60 * 60_000;

export const registerHandler: AppRouteHandler<typeof routes.register> = async (c) => {
  const body = c.req.valid('json');
  const deps = c.get('deps');
  await deps.rateLimits.consume('codeSendIp', clientIp(c));
  // Telling a visitor that an email is taken lets them probe for accounts; sign-up forms need the
  // clear answer, and the per-IP budget above keeps probing slow.
  if (await findUserByEmail(deps.db, body.email)) throw conflict(AUTH_TEXT.emailTaken);
  await deps.rateLimits.consume('codeSendAccount', body.email);
  let created;
  try {
    [created] = await deps.db
      .insert(users)
      .values({
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        passwordHash: await hashPassword(body.password),
      })
      .returning();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(AUTH_TEXT.emailTaken);
    throw err;
  }
  await deliverCode({ ...deps, logger: c.get('logger') }, created!, 'VERIFY_EMAIL');
  return c.json(
    { success: true as const, message: AUTH_TEXT.registered, data: { user: toSessionUser(created!) } },
    201,
  );
};

export const loginHandler: AppRouteHandler<typeof routes.login> = async (c) => {
  const { email, password } = c.req.valid('json');
  const deps = c.get('deps');
  await deps.rateLimits.consume('loginIp', clientIp(c));
  await deps.rateLimits.consume('loginAccount', email);
  const user = await findUserByEmail(deps.db, email);
  if (!(await checkPassword(user, password)) || !user) throw unauthorized(MESSAGES.invalidCredentials);
  await deps.rateLimits.reset('loginAccount', email);
  // Only after the right password, so these answers reveal nothing to someone guessing.
  if (user.role === 'ADMIN') throw forbidden(AUTH_TEXT.useAdminLogin);
  if (!user.isActive) throw forbidden(MESSAGES.accountDeactivated);
  if (!user.isVerified) {
    // Mail a code only when none is usable: right after sign-up the first mail stays valid.
    if (!(await deps.codes.hasLive(deps.db, user.id, 'VERIFY_EMAIL')) && (await spendSend(c, user.email))) {
      await deliverCode({ ...deps, logger: c.get('logger') }, user, 'VERIFY_EMAIL');
    }
    throw forbidden(MESSAGES.accountNotVerified, { email: user.email });
  }
  return c.json(
    { success: true as const, message: MESSAGES.loginSuccess, data: await startSession(deps.tokens, user) },
    200,
  );
};

export const checkTokenHandler: AppRouteHandler<typeof routes.checkToken> = async (c) => {
  const row = await findUserById(c.get('deps').db, c.get('user')!.id);
  if (!row) throw unauthorized(MESSAGES.sessionExpired);
  return c.json({ success: true as const, message: AUTH_TEXT.sessionValid, data: { user: toSessionUser(row) } }, 200);
};

export const verifyCodeHandler: AppRouteHandler<typeof routes.verifyCode> = async (c) => {
  const { email, verificationCode } = c.req.valid('json');
  const deps = c.get('deps');
  await spendCheck(c, email);
  const user = await findUserByEmail(deps.db, email);
  const ok = !!user && (await deps.codes.consume(deps.db, user.id, 'VERIFY_EMAIL', verificationCode));
  if (!ok || !user) throw badRequest(AUTH_TEXT.invalidCode);
  await clearCodeBudgets(deps.rateLimits, email, user.email);
  if (user.role === 'ADMIN') throw forbidden(AUTH_TEXT.useAdminLogin);
  if (!user.isActive) throw forbidden(MESSAGES.accountDeactivated);
  const [verified] = await deps.db
    .update(users)
    .set({ isVerified: true, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return c.json(
    { success: true as const, message: AUTH_TEXT.verified, data: await startSession(deps.tokens, verified!) },
    200,
  );
};

export const resendCodeHandler: AppRouteHandler<typeof routes.resendCode> = async (c) => {
  const { email } = c.req.valid('json');
  const deps = c.get('deps');
  // Budgets are spent for unknown emails too, so even a 429 says nothing about the account.
  await deps.rateLimits.consume('codeSendIp', clientIp(c));
  await deps.rateLimits.consume('codeSendAccount', email);
  const user = await findUserByEmail(deps.db, email);
  if (user && user.isActive && user.role === 'USER') {
    const log = { ...deps, logger: c.get('logger') };
    if (!user.isVerified) {
      await deliverCode(log, user, 'VERIFY_EMAIL');
    } else {
      const pendingReset = await deps.codes.latestIssuedAt(deps.db, user.id, 'RESET_PASSWORD');
      if (pendingReset && Date.now() - pendingReset.getTime() < RESET_RESEND_WINDOW_MS) {
        await deliverCode(log, user, 'RESET_PASSWORD');
      }
    }
  }
  return c.json({ success: true as const, message: AUTH_TEXT.newCodeSent }, 200);
};

export const forgotPasswordHandler: AppRouteHandler<typeof routes.forgotPassword> = async (c) => {
  const { email } = c.req.valid('json');
  const deps = c.get('deps');
  await deps.rateLimits.consume('codeSendIp', clientIp(c));
  await deps.rateLimits.consume('codeSendAccount', email);
  const user = await findUserByEmail(deps.db, email);
  // Admins recover through the admin login flow only: a mailed code alone must not open /admin.
  if (user && user.isActive && user.role === 'USER') {
    await deliverCode({ ...deps, logger: c.get('logger') }, user, 'RESET_PASSWORD');
  }
  return c.json({ success: true as const, message: AUTH_TEXT.resetCodeSent }, 200);
};

export const verifyResetCodeHandler: AppRouteHandler<typeof routes.verifyResetCode> = async (c) => {
  const { email, code } = c.req.valid('json');
  const deps = c.get('deps');
  await spendCheck(c, email);
  const user = await findUserByEmail(deps.db, email);
  const ok = !!user && user.role === 'USER' && (await deps.codes.consume(deps.db, user.id, 'RESET_PASSWORD', code));
  if (!ok || !user) throw badRequest(AUTH_TEXT.invalidCode);
  await clearCodeBudgets(deps.rateLimits, email, user.email);
  if (!user.isActive) throw forbidden(MESSAGES.accountDeactivated);
  const resetToken = await deps.resetTokens.sign(user.id, user.tokenVersion);
  return c.json({ success: true as const, message: AUTH_TEXT.codeVerifiedForReset, data: { resetToken } }, 200);
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
  return c.json(
    { success: true as const, message: AUTH_TEXT.resetDone, data: await startSession(deps.tokens, updated) },
    200,
  );
};

export const changePasswordHandler: AppRouteHandler<typeof routes.changePassword> = async (c) => {
  const updated = await changePasswordFor(c, c.req.valid('json'));
  return c.json(
    {
      success: true as const,
      message: AUTH_TEXT.passwordChanged,
      data: await startSession(c.get('deps').tokens, updated),
    },
    200,
  );
};

export const logoutEverywhereHandler: AppRouteHandler<typeof routes.logoutEverywhere> = async (c) => {
  await bumpTokenVersion(c.get('deps').db, c.get('user')!.id);
  return c.json({ success: true as const, message: AUTH_TEXT.signedOutEverywhere }, 200);
};

// ---- Google sign-in -------------------------------------------------------------------------

const OIDC_COOKIE = 'ht_oidc';
const OIDC_COOKIE_PATH = '/api/v1/users/auth/google';
const PendingCookie = z.object({ state: z.string(), nonce: z.string(), verifier: z.string() });

const cookieSecret = (config: Config) =>
  createHmac('sha256', config.jwtSecret).update('hometruths:oidc-cookie').digest('base64url');
const callbackUrl = (config: Config) => `${config.appUrl}/api/v1/users/auth/google/callback`;
const failedSignIn = (config: Config) => `${config.appUrl}/sign-in?error=google`;

export const googleStartHandler: AppRouteHandler<typeof routes.googleStart> = async (c) => {
  const { config, googleOidc } = c.get('deps');
  if (!googleOidc) throw notFound(AUTH_TEXT.googleDisabled);
  try {
    const { url, pending } = await googleOidc.start(callbackUrl(config));
    await setSignedCookie(c, OIDC_COOKIE, JSON.stringify(pending), cookieSecret(config), {
      httpOnly: true,
      sameSite: 'Lax', // sent on the provider's top-level redirect back to us
      secure: config.appUrl.startsWith('https://'),
      path: OIDC_COOKIE_PATH,
      maxAge: 10 * 60,
    });
    return c.redirect(url, 302);
  } catch (err) {
    c.get('logger').warn({ err: err instanceof Error ? err.message : String(err) }, 'google sign-in could not start');
    return c.redirect(failedSignIn(config), 302);
  }
};

export const googleCallbackHandler: AppRouteHandler<typeof routes.googleCallback> = async (c) => {
  const deps = c.get('deps');
  const { config, googleOidc } = deps;
  if (!googleOidc) throw notFound(AUTH_TEXT.googleDisabled);
  const raw = await getSignedCookie(c, cookieSecret(config), OIDC_COOKIE);
  deleteCookie(c, OIDC_COOKIE, { path: OIDC_COOKIE_PATH });
  try {
    if (!raw) throw new SocialSignInRefused('no pending sign-in (cookie missing, expired or forged)');
    const pending = PendingCookie.parse(JSON.parse(raw));
    const profile = await googleOidc.finish(callbackUrl(config), new URL(c.req.url).search, pending);
    const user = await signInWithGoogle(deps.db, profile);
    const { token } = await startSession(deps.tokens, user);
    return c.redirect(`${config.appUrl}/auth-success?token=${encodeURIComponent(token)}`, 302);
  } catch (err) {
    c.get('logger').warn({ err: err instanceof Error ? err.message : String(err) }, 'google sign-in failed');
    return c.redirect(failedSignIn(config), 302);
  }
};

// ---- helpers --------------------------------------------------------------------------------

type Ctx = Context<AppEnv>;

/** Spends a code-check try from this address and against this account (429 when spent). */
async function spendCheck(c: Ctx, account: string) {
  const { rateLimits } = c.get('deps');
  await rateLimits.consume('codeCheckIp', clientIp(c));
  await rateLimits.consume('codeCheckAccount', account);
}

/** Spends a mail from the account's budget; false (nothing sent, no error) when it is spent. */
async function spendSend(c: Ctx, account: string): Promise<boolean> {
  try {
    await c.get('deps').rateLimits.consume('codeSendAccount', account);
    return true;
  } catch (err) {
    if (err instanceof AppError && err.status === 429) return false;
    throw err;
  }
}
