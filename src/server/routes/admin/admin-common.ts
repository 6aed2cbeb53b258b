import { z } from '@hono/zod-openapi';
import { ADMIN_LIST_MAX_ROWS } from '../../../shared/admin-tables';
import { LIMITS } from '../../../shared/limits';
import { requireAdmin } from '../../lib/auth';
import { errorResponses } from '../../lib/envelope';

/** What every /admin route shares: the ADMIN guard, the bearer scheme and the guard's answers. */
export const adminGuard = {
  middleware: requireAdmin(),
  security: [{ bearerAuth: [] }] as { bearerAuth: string[] }[],
};

export const guardResponses = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
} as const;

export const idParam = (message: string) =>
  z.object({ id: z.uuid(message).openapi({ param: { name: 'id', in: 'path' } }) });

export const LIST_NOTE = `\`page\` starts at 1; \`pageSize\` (or its alias \`limit\`) defaults to ${LIMITS.adminPageSize} and may be at most ${LIMITS.maxPageSize}; \`search\` is a case-insensitive contains-match; \`sortBy\` must be one of the listed keys (anything else is a 400); \`sortOrder\` is asc or desc (default createdAt desc). Rows with equal sort values are ordered by id, so pages never repeat or skip a row. At most ${ADMIN_LIST_MAX_ROWS} matching rows are counted and reachable: beyond that \`totalItems\` stops there with \`totalItemsCapped\` true and later pages are empty (narrow the search or flip the sort).`;
