import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { PROFILE_MESSAGES } from '@/shared/profile-text';

/** DELETE /profile/delete-image/{id}; answers the profile without a photo at data.data. */
export async function deleteProfileImage(userId: string) {
  const call = api.DELETE('/api/v1/profile/delete-image/{id}', { params: { path: { id: userId } } });
  const res = await unwrap(call, PROFILE_MESSAGES.imageDeleteFailed);
  return { message: res.message, profile: res.data.data };
}

export function useDeleteProfileImage(userId: string) {
  return useMutation({ mutationFn: () => deleteProfileImage(userId) });
}
