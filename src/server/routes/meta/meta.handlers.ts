import { MESSAGES } from '../../../shared/messages';
import { ok } from '../../lib/envelope';
import type { AppRouteHandler } from '../../lib/types';
import type { getConfig } from './meta.routes';

export const getConfigHandler: AppRouteHandler<typeof getConfig> = (c) => {
  const { config } = c.get('deps');
  return c.json(ok(MESSAGES.ok, { appName: config.appName, googleSignIn: !!config.google }), 200);
};
