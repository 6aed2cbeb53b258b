import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@/api-types';
import { api, unwrap } from '@/lib/api';
import { ADMIN_MESSAGES } from '@/shared/admin-text';
import { adminPropertiesKey } from './get-properties';
import { invalidatePublicProperties } from './invalidate-public-properties';

/** PUT /admin/properties/{id}: multipart, the changed fields, new `images` and `deleteImageIds` (JSON). */
export function useUpdateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, form }: { id: string; form: FormData }) =>
      unwrap(
        api.PUT('/api/v1/admin/properties/{id}', {
          params: { path: { id } },
          // FormData goes out as it is; see create-property.ts.
          body: form as unknown as components['schemas']['UpdatePropertyForm'],
        }),
        ADMIN_MESSAGES.propertyUpdateFailed,
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminPropertiesKey });
      await invalidatePublicProperties(queryClient);
    },
  });
}
