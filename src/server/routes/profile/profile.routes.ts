import { createRoute, z } from '@hono/zod-openapi';
import { profileDetailsSchema } from '../../../shared/profile';
import { PROFILE_LIMITS, PROFILE_MESSAGES as M } from '../../../shared/profile-text';
import { requireAuth } from '../../lib/auth';
import { limitBody } from '../../lib/http-guards';
import { envelope, errorResponses, jsonBody, jsonResponse } from '../../lib/envelope';
import { ProfileDto } from '../../services/profile-dto';

const tags = ['Profile'];
const security = [{ bearerAuth: [] }];
/** Room for the multipart boundaries and headers around the photo. */
const MULTIPART_SLACK = 64 * 1024;

/** The spec's callers read the profile at `data.data`. */
const ProfileEnvelope = envelope(z.object({ data: ProfileDto }));

const userIdSchema = (name: string) => z.uuid(M.invalidUserId).openapi({ param: { name, in: 'path' } });
const UserIdParam = z.object({ userId: userIdSchema('userId') });
const IdParam = z.object({ id: userIdSchema('id') });

const ownerOnly = 'Only the user themself or an admin; anyone else gets 403 and nothing changes.';

export const getMyProfile = createRoute({
  method: 'get',
  path: '/profile/me/{userId}',
  tags,
  summary: "A user's profile",
  description: ownerOnly,
  security,
  middleware: [requireAuth()] as const,
  request: { params: UserIdParam },
  responses: {
    200: jsonResponse(ProfileEnvelope, 'The profile, at data.data'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
});

export const updateDetails = createRoute({
  method: 'put',
  path: '/profile/update-details/{id}',
  tags,
  summary: "Replace a user's profile details (every field but email)",
  description: `${ownerOnly} A field left out is cleared; an email in the body is ignored (it never changes here).`,
  security,
  middleware: [requireAuth()] as const,
  request: { params: IdParam, body: jsonBody(profileDetailsSchema.openapi('ProfileDetails')) },
  responses: {
    200: jsonResponse(ProfileEnvelope, 'The saved profile, at data.data'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
});

export const ProfileImageForm = z
  .object({
    profileImage: z
      .instanceof(File, { message: M.photoRequired })
      .openapi({ type: 'string', format: 'binary', description: 'JPEG, PNG or GIF, at most 3.1 MB' }),
  })
  .openapi('ProfileImageForm');

export const updateImage = createRoute({
  method: 'put',
  path: '/profile/update-user-profile/{id}',
  tags,
  summary: "Set a user's profile photo",
  description: `${ownerOnly} The type is decided by the bytes (JPEG, PNG or GIF); the photo is re-encoded without EXIF and the previous one removed.`,
  security,
  // Cut an oversized upload while it streams in; the handler checks the file's exact size.
  middleware: [requireAuth(), limitBody(PROFILE_LIMITS.photoMaxBytes + MULTIPART_SLACK, M.photoTooLarge)] as const,
  request: {
    params: IdParam,
    body: { content: { 'multipart/form-data': { schema: ProfileImageForm } }, required: true },
  },
  responses: {
    200: jsonResponse(ProfileEnvelope, 'The profile with its new photo, at data.data'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    413: errorResponses[413],
    415: errorResponses[415],
  },
});

export const deleteImage = createRoute({
  method: 'delete',
  path: '/profile/delete-image/{id}',
  tags,
  summary: "Remove a user's profile photo",
  description: `${ownerOnly} 404 'No profile image to delete.' when there is none.`,
  security,
  middleware: [requireAuth()] as const,
  request: { params: IdParam },
  responses: {
    200: jsonResponse(ProfileEnvelope, 'The profile without a photo, at data.data'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
});
