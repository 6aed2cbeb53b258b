import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { PROFILE_MESSAGES } from '@/shared/profile-text';

/** GET /admin/profile: the signed-in admin's profile (read at data). */
export async function getAdminProfile(signal?: AbortSignal) {
  return (await unwrap(api.GET('/api/v1/admin/profile', { signal }), PROFILE_MESSAGES.adminFetchFailed)).data;
}

export const adminProfileQueryOptions = () =>
  queryOptions({ queryKey: ['profile', 'admin'], queryFn: ({ signal }) => getAdminProfile(signal) });
