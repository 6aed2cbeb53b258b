import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { ADMIN_MESSAGES } from '@/shared/admin-text';
import type { AdminUpdateUserInput } from '@/shared/admin-users';
import { adminUsersKey } from './get-users';

/** PUT /admin/admin-update-user/{id}: the verified flag and profile fields. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id: string; values: AdminUpdateUserInput }) =>
      unwrap(
        api.PUT('/api/v1/admin/admin-update-user/{id}', { params: { path: { id } }, body: values }),
        ADMIN_MESSAGES.userUpdateFailed,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
