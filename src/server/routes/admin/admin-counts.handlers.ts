import { ADMIN_MESSAGES } from '../../../shared/admin-text';
import { ok } from '../../lib/envelope';
import type { AppRouteHandler } from '../../lib/types';
import { countOpenModeration } from '../../services/admin-counts';
import type * as routes from './admin-counts.routes';

export const getOverviewCountsHandler: AppRouteHandler<typeof routes.getOverviewCounts> = async (c) =>
  c.json(ok(ADMIN_MESSAGES.listFetched, await countOpenModeration(c.get('deps').db)), 200);
