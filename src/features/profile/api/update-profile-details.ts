import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import type { ProfileDetails } from '@/shared/profile';
import { PROFILE_MESSAGES } from '@/shared/profile-text';

/** PUT /profile/update-details/{id}: every detail but the email; answers the profile at data.data. */
export async function updateProfileDetails(userId: string, body: ProfileDetails) {
  const call = api.PUT('/api/v1/profile/update-details/{id}', { params: { path: { id: userId } }, body });
  const res = await unwrap(call, PROFILE_MESSAGES.saveFailed);
  return { message: res.message, profile: res.data.data };
}

export function useUpdateProfileDetails(userId: string) {
  return useMutation({ mutationFn: (body: ProfileDetails) => updateProfileDetails(userId, body) });
}
