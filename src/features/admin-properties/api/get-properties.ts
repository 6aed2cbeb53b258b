import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import type { ADMIN_PROPERTY_SORT_KEYS, AdminTableSearch } from '@/shared/admin-tables';
import { LIMITS } from '@/shared/limits';
import { PROPERTY_MESSAGES } from '@/shared/properties-text';

export type PropertySortKey = (typeof ADMIN_PROPERTY_SORT_KEYS)[number];

/** Every admin property query (list pages and single properties) starts with this key. */
export const adminPropertiesKey = ['admin', 'properties'] as const;

/** One page of properties, active or not; the previous page stays while the next one loads. */
export const propertiesQueryOptions = (search: AdminTableSearch<PropertySortKey>) =>
  queryOptions({
    queryKey: [...adminPropertiesKey, 'list', search],
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/api/v1/admin/admin-get-all-properties', {
            params: {
              query: {
                page: search.page,
                pageSize: LIMITS.adminPageSize,
                search: search.search || undefined,
                sortBy: search.sortBy,
                sortOrder: search.sortOrder,
              },
            },
            signal,
          }),
          PROPERTY_MESSAGES.fetchFailed,
        )
      ).data,
    placeholderData: keepPreviousData,
  });
