import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import type { ProfileDetails } from '@/shared/profile';
import { PROFILE_MESSAGES } from '@/shared/profile-text';

/** PUT /admin/update-profile: the signed-in admin's details; answers the profile at data. */
export async function updateAdminProfile(body: ProfileDetails) {
  const res = await unwrap(api.PUT('/api/v1/admin/update-profile', { body }), PROFILE_MESSAGES.saveFailed);
  return { message: res.message, profile: res.data };
}

export function useUpdateAdminProfile() {
  return useMutation({ mutationFn: updateAdminProfile });
}
