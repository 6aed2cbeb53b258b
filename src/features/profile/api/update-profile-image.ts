import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { PROFILE_MESSAGES } from '@/shared/profile-text';

/** PUT /profile/update-user-profile/{id}, multipart `profileImage`; answers the profile at data.data. */
export async function updateProfileImage(userId: string, file: File) {
  const form = new FormData();
  form.append('profileImage', file);
  const call = api.PUT('/api/v1/profile/update-user-profile/{id}', {
    params: { path: { id: userId } },
    // openapi-fetch sends FormData as it is (the browser sets the multipart boundary); the generated
    // type describes the part as a binary string.
    body: form as unknown as { profileImage: string },
  });
  const res = await unwrap(call, PROFILE_MESSAGES.imageUpdateFailed);
  return { message: res.message, profile: res.data.data };
}

export function useUpdateProfileImage(userId: string) {
  return useMutation({ mutationFn: (file: File) => updateProfileImage(userId, file) });
}
