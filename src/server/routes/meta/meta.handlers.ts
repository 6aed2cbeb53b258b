import type { AppRouteHandler } from '../../lib/types';
import type { getConfig } from './meta.routes';

export const getConfigHandler: AppRouteHandler<typeof getConfig> = (c) => {
  const { config } = c.get('deps');
  return c.json(
    { success: true as const, message: 'ok', data: { appName: config.appName, googleSignIn: !!config.google } },
    200,
  );
};
