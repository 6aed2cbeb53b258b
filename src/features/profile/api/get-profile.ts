import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { PROFILE_MESSAGES } from '@/shared/profile-text';

/** GET /profile/me/{userId}: a user's profile (the spec reads it at data.data). */
export async function getProfile(userId: string, signal?: AbortSignal) {
  const call = api.GET('/api/v1/profile/me/{userId}', { params: { path: { userId } }, signal });
  return (await unwrap(call, PROFILE_MESSAGES.fetchFailed)).data.data;
}

export const profileQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['profile', userId], queryFn: ({ signal }) => getProfile(userId, signal) });
