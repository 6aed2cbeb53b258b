import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import type { PropertyType } from '@/shared/enums';
import { LIMITS } from '@/shared/limits';
import { PROPERTY_MESSAGES } from '@/shared/properties-text';

export interface SearchPropertiesParams {
  query: string;
  type?: PropertyType;
  page: number;
}

/** One page of properties matching the search text (ranked by the server). */
export const searchPropertiesQueryOptions = ({ query, type, page }: SearchPropertiesParams) =>
  queryOptions({
    queryKey: ['properties', 'search', { query, type, page }],
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/api/v1/properties/search-properties', {
            params: { query: { query, type, page, pageSize: LIMITS.listingPageSize } },
            signal,
          }),
          PROPERTY_MESSAGES.searchFailed,
        )
      ).data,
  });
