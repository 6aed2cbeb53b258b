import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import type { PropertyType } from '@/shared/enums';
import { LIMITS } from '@/shared/limits';
import { PROPERTY_MESSAGES } from '@/shared/properties-text';

export interface AllPropertiesParams {
  type?: PropertyType;
  page: number;
}

/** One page of every active property, optionally of one type. */
export const allPropertiesQueryOptions = ({ type, page }: AllPropertiesParams) =>
  queryOptions({
    queryKey: ['properties', 'list', { type, page }],
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/api/v1/properties/get-all-properties', {
            params: { query: { page, pageSize: LIMITS.listingPageSize, type } },
            signal,
          }),
          PROPERTY_MESSAGES.fetchFailed,
        )
      ).data,
  });
