import { createRoute, z } from '@hono/zod-openapi';
import { adminLoginSchema, changePasswordSchema, verifyOtpSchema } from '../../../shared/auth';
import { requireAdmin } from '../../lib/auth';
import { MessageEnvelope, envelope, errorResponses, jsonBody, jsonResponse } from '../../lib/envelope';
import { Session } from '../../services/account-dto';

const tags = ['Admin sign-in'];

export const adminLogin = createRoute({
  method: 'post',
  path: '/admin/login',
  tags,
  summary: 'Check admin credentials and mail a one-time code',
  request: { body: jsonBody(adminLoginSchema) },
  responses: {
    200: jsonResponse(
      envelope(
        z.object({
          userId: z.string().uuid(),
          ticket: z
            .string()
            .openapi({ description: 'Short-lived proof of the password step; /admin/verify-otp needs it.' }),
        }),
      ),
      'OTP sent',
    ),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    429: errorResponses[429],
  },
});

export const adminVerifyOtp = createRoute({
  method: 'post',
  path: '/admin/verify-otp',
  tags,
  summary: 'Trade the mailed one-time code for an admin session',
  request: { body: jsonBody(verifyOtpSchema) },
  responses: {
    200: jsonResponse(envelope(Session), 'Signed in'),
    400: errorResponses[400],
    403: errorResponses[403],
    429: errorResponses[429],
  },
});

export const adminChangePassword = createRoute({
  method: 'post',
  path: '/admin/change-password',
  tags,
  summary: "Change the signed-in admin's password",
  description:
    'Every session of this admin ends, this one included: the admin signs in again (with a new OTP) using the new password.',
  security: [{ bearerAuth: [] }],
  middleware: [requireAdmin()] as const,
  request: { body: jsonBody(changePasswordSchema) },
  responses: {
    200: jsonResponse(MessageEnvelope, 'Password changed'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    429: errorResponses[429],
  },
});
