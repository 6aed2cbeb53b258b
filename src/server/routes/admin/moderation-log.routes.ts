import { createRoute, z } from '@hono/zod-openapi';
import { moderationLogListQuery } from '../../../shared/admin-lists';
import { envelope, jsonResponse } from '../../lib/envelope';
import { AdminPagination } from '../../services/admin-list-query';
import { ModerationLogEntryDto } from '../../services/moderation-log';
import { LIST_NOTE, adminGuard, guardResponses } from './admin-common';

const tags = ['Admin: moderation log'];

export const listModerationLog = createRoute({
  method: 'get',
  path: '/admin/moderation-log',
  tags,
  summary: 'The append-only record of admin actions',
  description: `One row per admin action, written in the action's transaction; no route changes or deletes a row. Filters: \`adminId\`, \`action\`, \`from\` and \`to\` (inclusive UTC days, YYYY-MM-DD; from after to is a 400). Searched by object label or admin name. ${LIST_NOTE}`,
  ...adminGuard,
  request: { query: moderationLogListQuery },
  responses: {
    200: jsonResponse(
      envelope(
        z.object({ entries: z.array(ModerationLogEntryDto), pagination: AdminPagination }).openapi('ModerationLogList'),
      ),
      'A page of log entries',
    ),
    ...guardResponses,
  },
});

export const listModerationAdmins = createRoute({
  method: 'get',
  path: '/admin/moderation-log/admins',
  tags,
  summary: "The admin accounts, for the log's admin filter",
  ...adminGuard,
  responses: {
    200: jsonResponse(
      envelope(z.array(z.object({ id: z.string(), name: z.string() })).openapi('ModerationAdminList')),
      'Admins by name',
    ),
    ...guardResponses,
  },
});
