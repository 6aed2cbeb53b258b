import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@/api-types';
import { api, unwrap } from '@/lib/api';
import { PROPERTY_MESSAGES } from '@/shared/properties-text';
import { adminPropertiesKey } from './get-properties';
import { invalidatePublicProperties } from './invalidate-public-properties';

/** POST /properties/create-properties: multipart, the filled fields as text parts and repeated `images`. */
export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: FormData) =>
      unwrap(
        api.POST('/api/v1/properties/create-properties', {
          // openapi-fetch sends FormData as it is (the browser sets the multipart boundary); the
          // generated type describes the parts as fields.
          body: form as unknown as components['schemas']['CreatePropertyForm'],
        }),
        PROPERTY_MESSAGES.createFailed,
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminPropertiesKey });
      await invalidatePublicProperties(queryClient);
    },
  });
}
