import { createRoute, z } from '@hono/zod-openapi';
import {
  changePasswordSchema,
  emailOnlySchema,
  googleExchangeSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyCodeSchema,
  verifyResetCodeSchema,
} from '../../../shared/auth';
import { requireAuth } from '../../lib/auth';
import { MessageEnvelope, envelope, errorResponses, jsonBody, jsonResponse } from '../../lib/envelope';
import { Session, SessionUser } from '../../services/account-dto';

const tags = ['Accounts'];
const bearer = [{ bearerAuth: [] }];
const SessionEnvelope = envelope(Session);

export const register = createRoute({
  method: 'post',
  path: '/users/register',
  tags,
  summary: 'Create a renter account and mail a verification code',
  description:
    'The answer is the same when the email already has an account (so it reveals nothing): that account is left as it is and its owner is told by mail (an unverified one gets a fresh code). Mail goes out after the answer.',
  request: { body: jsonBody(registerSchema) },
  responses: {
    201: jsonResponse(
      envelope(
        z.object({
          user: SessionUser,
          verificationTicket: z.string().openapi({
            description: 'Send with the mailed code to POST /users/verify-code (decision 017).',
          }),
        }),
      ),
      'Account created, not yet verified',
    ),
    400: errorResponses[400],
    429: errorResponses[429],
  },
});

export const login = createRoute({
  method: 'post',
  path: '/users/login',
  tags,
  summary: 'Sign in a renter with email and password',
  description:
    'An unverified account answers 403 with `data.email` and `data.verificationTicket` (send it with the mailed code to /users/verify-code; a code is mailed when none is live); admins must use /admin/login.',
  request: { body: jsonBody(loginSchema) },
  responses: {
    200: jsonResponse(SessionEnvelope, 'Signed in'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    429: errorResponses[429],
  },
});

export const checkToken = createRoute({
  method: 'get',
  path: '/users/check-token',
  tags,
  summary: 'The user behind the bearer token',
  security: bearer,
  middleware: [requireAuth()] as const,
  responses: {
    200: jsonResponse(envelope(z.object({ user: SessionUser })), 'The token is alive'),
    401: errorResponses[401],
    403: errorResponses[403],
  },
});

export const verifyCode = createRoute({
  method: 'post',
  path: '/users/verify-code',
  tags,
  summary: 'Verify the account with the mailed code and sign in',
  description:
    '`verificationTicket` is the one the sign-up or the unverified sign-in answered with: it ties the verification to the password set then. A right code with a ticket for another password answers 400 and leaves the account unverified (decision 017).',
  request: { body: jsonBody(verifyCodeSchema) },
  responses: {
    200: jsonResponse(SessionEnvelope, 'Verified and signed in'),
    400: errorResponses[400],
    403: errorResponses[403],
    429: errorResponses[429],
  },
});

export const resendCode = createRoute({
  method: 'post',
  path: '/users/resend-code',
  tags,
  summary: 'Mail a new code (replaces the previous one)',
  description:
    'Unverified accounts get a new verification code; accounts with a pending password reset get a new reset code. The answer, and its timing, is the same for unknown emails: mail goes out after the answer.',
  request: { body: jsonBody(emailOnlySchema) },
  responses: {
    200: jsonResponse(MessageEnvelope, 'Sent when applicable'),
    400: errorResponses[400],
    429: errorResponses[429],
  },
});

export const forgotPassword = createRoute({
  method: 'post',
  path: '/users/forgot-password',
  tags,
  summary: 'Mail a password reset code',
  description:
    'The answer, and its timing, is the same for known and unknown emails: the account is looked up and mailed after the answer.',
  request: { body: jsonBody(emailOnlySchema) },
  responses: {
    200: jsonResponse(MessageEnvelope, 'Sent when applicable'),
    400: errorResponses[400],
    429: errorResponses[429],
  },
});

export const verifyResetCode = createRoute({
  method: 'post',
  path: '/users/verify-reset-code',
  tags,
  summary: 'Trade a reset code for a short-lived, single-use reset token',
  request: { body: jsonBody(verifyResetCodeSchema) },
  responses: {
    200: jsonResponse(envelope(z.object({ resetToken: z.string() })), 'Code accepted'),
    400: errorResponses[400],
    403: errorResponses[403],
    429: errorResponses[429],
  },
});

export const resetPassword = createRoute({
  method: 'post',
  path: '/users/reset-password',
  tags,
  summary: 'Set a new password with a reset token and sign in',
  description: 'Every older session of the account stops working.',
  request: { body: jsonBody(resetPasswordSchema) },
  responses: {
    200: jsonResponse(SessionEnvelope, 'Password reset and signed in'),
    400: errorResponses[400],
    403: errorResponses[403],
  },
});

export const changePassword = createRoute({
  method: 'post',
  path: '/users/change-password',
  tags,
  summary: 'Change the password of the signed-in user',
  description: 'Every older session stops working; the answer carries a fresh token for this one.',
  security: bearer,
  middleware: [requireAuth()] as const,
  request: { body: jsonBody(changePasswordSchema) },
  responses: {
    200: jsonResponse(SessionEnvelope, 'Password changed'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    429: errorResponses[429],
  },
});

export const logout = createRoute({
  method: 'post',
  path: '/users/logout',
  tags,
  summary: 'End this session (sign-out)',
  description:
    'The bearer token of this request stops working at once; other sessions of the user live on (see /users/logout-everywhere).',
  security: bearer,
  middleware: [requireAuth({ verified: false })] as const,
  responses: {
    200: jsonResponse(MessageEnvelope, 'Session ended'),
    401: errorResponses[401],
    403: errorResponses[403],
  },
});

export const logoutEverywhere = createRoute({
  method: 'post',
  path: '/users/logout-everywhere',
  tags,
  summary: 'End every session of the signed-in user',
  security: bearer,
  middleware: [requireAuth({ verified: false })] as const,
  responses: {
    200: jsonResponse(MessageEnvelope, 'All sessions ended'),
    401: errorResponses[401],
    403: errorResponses[403],
  },
});

const redirect = (description: string) => ({
  description,
  headers: z.object({ Location: z.string().openapi({ description: 'Where the browser goes next' }) }),
});

export const googleStart = createRoute({
  method: 'get',
  path: '/users/auth/google',
  tags,
  summary: 'Start Google sign-in (OpenID Connect, browser navigation)',
  responses: { 302: redirect('To the identity provider'), 404: errorResponses[404] },
});

export const googleCallback = createRoute({
  method: 'get',
  path: '/users/auth/google/callback',
  tags,
  summary: 'Google sign-in callback',
  description:
    'Ends at `${APP_URL}/auth-success?code=…` with a one-time code (never a session token), or `/sign-in?error=google` on any failure. The code is exchanged by POST /users/auth/google/exchange from the browser that started the sign-in.',
  request: {
    query: z.object({ code: z.string().optional(), state: z.string().optional(), error: z.string().optional() }),
  },
  responses: { 302: redirect('To the app'), 404: errorResponses[404] },
});

export const googleExchange = createRoute({
  method: 'post',
  path: '/users/auth/google/exchange',
  tags,
  summary: 'Exchange the one-time code of a Google sign-in for a session',
  description:
    'Succeeds only from the browser that started the sign-in (its `ht_oidc_bind` cookie), once, within two minutes of the callback, and never for an admin account; any try uses the code up.',
  request: { body: jsonBody(googleExchangeSchema) },
  responses: {
    200: jsonResponse(SessionEnvelope, 'Signed in'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
});
