import { requestedPageSize } from '../../../shared/admin-lists';
import { ADMIN_MESSAGES } from '../../../shared/admin-text';
import { ok } from '../../lib/envelope';
import type { AppRouteHandler } from '../../lib/types';
import { getUser, listUsers, setUserActive, updateUser } from '../../services/admin-users';
import type * as routes from './admin-users.routes';

export const listUsersHandler: AppRouteHandler<typeof routes.listUsers> = async (c) => {
  const q = c.req.valid('query');
  const data = await listUsers(c.get('deps').db, { ...q, pageSize: requestedPageSize(q) });
  return c.json(ok(ADMIN_MESSAGES.listFetched, data), 200);
};

export const getUserHandler: AppRouteHandler<typeof routes.getUser> = async (c) => {
  const data = await getUser(c.get('deps').db, c.req.valid('param').id);
  return c.json(ok(ADMIN_MESSAGES.listFetched, data), 200);
};

export const updateUserHandler: AppRouteHandler<typeof routes.updateUser> = async (c) => {
  const data = await updateUser(c.get('deps').db, c.get('user')!, c.req.valid('param').id, c.req.valid('json'));
  return c.json(ok(ADMIN_MESSAGES.userUpdated, data), 200);
};

export const updateUserStatusHandler: AppRouteHandler<typeof routes.updateUserStatus> = async (c) => {
  const { isActive } = c.req.valid('json');
  const data = await setUserActive(c.get('deps').db, c.get('user')!, c.req.valid('param').id, isActive);
  return c.json(ok(ADMIN_MESSAGES.userStatusUpdated, data), 200);
};

export const deleteUserHandler: AppRouteHandler<typeof routes.deleteUser> = async (c) => {
  await setUserActive(c.get('deps').db, c.get('user')!, c.req.valid('param').id, false);
  return c.json(ok(ADMIN_MESSAGES.userDeactivated), 200);
};
