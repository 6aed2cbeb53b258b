import { PROFILE_MESSAGES as M } from '../../../shared/profile-text';
import { ok } from '../../lib/envelope';
import type { AppRouteHandler } from '../../lib/types';
import { getProfile, updateProfileDetails } from '../../services/profile';
import type * as routes from './admin-profile.routes';

export const getAdminProfileHandler: AppRouteHandler<typeof routes.getAdminProfile> = async (c) => {
  const profile = await getProfile(c.get('deps').db, c.get('user')!.id);
  return c.json(ok(M.fetched, profile), 200);
};

export const updateAdminProfileHandler: AppRouteHandler<typeof routes.updateAdminProfile> = async (c) => {
  const profile = await updateProfileDetails(c.get('deps').db, c.get('user')!.id, c.req.valid('json'));
  return c.json(ok(M.detailsSaved, profile), 200);
};
