import { createRoute, z } from '@hono/zod-openapi';
import { adminUserListQuery } from '../../../shared/admin-lists';
import { ADMIN_MESSAGES } from '../../../shared/admin-text';
import { adminUpdateUserSchema, adminUserStatusSchema } from '../../../shared/admin-users';
import { MessageEnvelope, envelope, errorResponses, jsonBody, jsonResponse } from '../../lib/envelope';
import { AdminUserDto } from '../../services/admin-users';
import { AdminPagination } from '../../services/admin-list-query';
import { LIST_NOTE, adminGuard, guardResponses, idParam } from './admin-common';

const tags = ['Admin: users'];
const UserIdParam = idParam(ADMIN_MESSAGES.invalidUserId);

export const listUsers = createRoute({
  method: 'get',
  path: '/admin/admin-get-all-users',
  tags,
  summary: 'Users, searchable by name or email',
  description: LIST_NOTE,
  ...adminGuard,
  request: { query: adminUserListQuery },
  responses: {
    200: jsonResponse(
      envelope(z.object({ users: z.array(AdminUserDto), pagination: AdminPagination }).openapi('AdminUserList')),
      'A page of users',
    ),
    ...guardResponses,
  },
});

export const getUser = createRoute({
  method: 'get',
  path: '/admin/admin-get-user-by/{id}',
  tags,
  summary: 'One user',
  ...adminGuard,
  request: { params: UserIdParam },
  responses: { 200: jsonResponse(envelope(AdminUserDto), 'The user'), ...guardResponses, 404: errorResponses[404] },
});

export const updateUser = createRoute({
  method: 'put',
  path: '/admin/admin-update-user/{id}',
  tags,
  summary: 'Edit the verified flag and profile fields',
  description: 'Email is read-only: an `email` in the body is ignored.',
  ...adminGuard,
  request: { params: UserIdParam, body: jsonBody(adminUpdateUserSchema) },
  responses: {
    200: jsonResponse(envelope(AdminUserDto), 'The updated user'),
    ...guardResponses,
    404: errorResponses[404],
  },
});

export const updateUserStatus = createRoute({
  method: 'put',
  path: '/admin/admin-update-user-active-status/{id}',
  tags,
  summary: 'Activate or deactivate a user',
  description:
    'Deactivation ends every session of that user at once. An admin cannot deactivate themself (403) or the last active admin (409).',
  ...adminGuard,
  request: { params: UserIdParam, body: jsonBody(adminUserStatusSchema) },
  responses: {
    200: jsonResponse(envelope(AdminUserDto), 'The user with the new status'),
    ...guardResponses,
    404: errorResponses[404],
    409: errorResponses[409],
  },
});

const deactivateRoute = (path: string) =>
  createRoute({
    method: 'delete',
    path,
    tags,
    summary: 'Delete a user (deactivates the account)',
    description:
      "A user 'delete' is a deactivation: the account stays, every session ends. Same rules as the status route.",
    ...adminGuard,
    request: { params: UserIdParam },
    responses: {
      200: jsonResponse(MessageEnvelope, 'Deactivated'),
      ...guardResponses,
      404: errorResponses[404],
      409: errorResponses[409],
    },
  });

export const deleteUser = deactivateRoute('/admin/admin-delete-user/{id}');
export const deleteUserShort = deactivateRoute('/admin/delete-user/{id}');
