import { PROFILE_MESSAGES as M } from '../../../shared/profile-text';
import { ok } from '../../lib/envelope';
import type { AppRouteHandler } from '../../lib/types';
import {
  assertCanManageProfile,
  assertPhotoSize,
  deleteProfileImage,
  getProfile,
  replaceProfileImage,
  updateProfileDetails,
} from '../../services/profile';
import type * as routes from './profile.routes';

export const getMyProfileHandler: AppRouteHandler<typeof routes.getMyProfile> = async (c) => {
  const { userId } = c.req.valid('param');
  assertCanManageProfile(c.get('user')!, userId);
  const profile = await getProfile(c.get('deps').db, userId);
  return c.json(ok(M.fetched, { data: profile }), 200);
};

export const updateDetailsHandler: AppRouteHandler<typeof routes.updateDetails> = async (c) => {
  const { id } = c.req.valid('param');
  assertCanManageProfile(c.get('user')!, id);
  const profile = await updateProfileDetails(c.get('deps').db, id, c.req.valid('json'));
  return c.json(ok(M.detailsSaved, { data: profile }), 200);
};

export const updateImageHandler: AppRouteHandler<typeof routes.updateImage> = async (c) => {
  const { id } = c.req.valid('param');
  assertCanManageProfile(c.get('user')!, id);
  const { profileImage } = c.req.valid('form');
  assertPhotoSize(profileImage.size);
  const { db, storage } = c.get('deps');
  const profile = await replaceProfileImage(db, storage, id, Buffer.from(await profileImage.arrayBuffer()));
  return c.json(ok(M.imageUpdated, { data: profile }), 200);
};

export const deleteImageHandler: AppRouteHandler<typeof routes.deleteImage> = async (c) => {
  const { id } = c.req.valid('param');
  assertCanManageProfile(c.get('user')!, id);
  const { db, storage } = c.get('deps');
  const profile = await deleteProfileImage(db, storage, id);
  return c.json(ok(M.imageDeleted, { data: profile }), 200);
};
