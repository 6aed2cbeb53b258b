import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { ADMIN_MESSAGES } from '@/shared/admin-text';
import { adminPropertiesKey } from './get-properties';
import { invalidatePublicProperties } from './invalidate-public-properties';

/** DELETE /admin/admin-delete-properties/{id}: the property, its reviews and files go. */
export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(
        api.DELETE('/api/v1/admin/admin-delete-properties/{id}', { params: { path: { id } } }),
        ADMIN_MESSAGES.propertyDeleteFailed,
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminPropertiesKey });
      await invalidatePublicProperties(queryClient);
    },
  });
}
