import { createRoute } from '@hono/zod-openapi';
import { adminProfileSchema } from '../../../shared/profile';
import { requireAdmin } from '../../lib/auth';
import { envelope, errorResponses, jsonBody, jsonResponse } from '../../lib/envelope';
import { ProfileDto } from '../../services/profile-dto';

const tags = ['Admin profile'];
const security = [{ bearerAuth: [] }];

export const getAdminProfile = createRoute({
  method: 'get',
  path: '/admin/profile',
  tags,
  summary: "The signed-in admin's profile",
  security,
  middleware: [requireAdmin()] as const,
  responses: {
    200: jsonResponse(envelope(ProfileDto), 'The profile, at data'),
    401: errorResponses[401],
    403: errorResponses[403],
  },
});

export const updateAdminProfile = createRoute({
  method: 'put',
  path: '/admin/update-profile',
  tags,
  summary: "Replace the signed-in admin's profile details",
  description:
    "The admin form's maximum lengths apply (names 20, address 60, state and city 30). A field left out is cleared; the email is read-only and ignored.",
  security,
  middleware: [requireAdmin()] as const,
  request: { body: jsonBody(adminProfileSchema.openapi('AdminProfileDetails')) },
  responses: {
    200: jsonResponse(envelope(ProfileDto), 'The saved profile, at data'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});
