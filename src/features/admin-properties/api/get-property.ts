import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { ADMIN_MESSAGES } from '@/shared/admin-text';
import { adminPropertiesKey } from './get-properties';

/** GET /admin/properties/by-slug/{slug}: the edit screen's property with its gallery, active or not. */
export const propertyBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...adminPropertiesKey, 'detail', slug],
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/api/v1/admin/properties/by-slug/{slug}', { params: { path: { slug } }, signal }),
          ADMIN_MESSAGES.propertyLoadFailed,
        )
      ).data,
  });
