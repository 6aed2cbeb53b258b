import { requestedPageSize } from '../../../shared/admin-lists';
import { ADMIN_MESSAGES } from '../../../shared/admin-text';
import { ok } from '../../lib/envelope';
import type { AppRouteHandler } from '../../lib/types';
import { listModerationActors, listModerationLog } from '../../services/moderation-log';
import type * as routes from './moderation-log.routes';

export const listModerationLogHandler: AppRouteHandler<typeof routes.listModerationLog> = async (c) => {
  const q = c.req.valid('query');
  const data = await listModerationLog(c.get('deps').db, { ...q, pageSize: requestedPageSize(q) });
  return c.json(ok(ADMIN_MESSAGES.listFetched, data), 200);
};

export const listModerationAdminsHandler: AppRouteHandler<typeof routes.listModerationAdmins> = async (c) => {
  const data = await listModerationActors(c.get('deps').db);
  return c.json(ok(ADMIN_MESSAGES.listFetched, data), 200);
};
