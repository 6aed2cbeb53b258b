import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { ADMIN_MESSAGES } from '@/shared/admin-text';
import { adminUsersKey } from './get-users';

/** PUT /admin/admin-update-user-active-status/{id}: deactivation ends that user's sessions. */
export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, isActive }: { id: string; isActive: boolean }) =>
      unwrap(
        api.PUT('/api/v1/admin/admin-update-user-active-status/{id}', {
          params: { path: { id } },
          body: { isActive },
        }),
        isActive ? ADMIN_MESSAGES.userStatusFailed : ADMIN_MESSAGES.userDeactivateFailed,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
