import { queryOptions } from '@tanstack/react-query';
import type { PropertyType } from '@/shared/enums';
import { getAllProperties } from './get-all-properties';
import { searchProperties } from './search-properties';

export interface PropertyListingDeps {
  q?: string;
  type?: PropertyType;
  page: number;
}

/** The listing reads search-properties when there is search text, get-all-properties otherwise. */
export const propertyListingQueryOptions = ({ q, type, page }: PropertyListingDeps) =>
  queryOptions({
    queryKey: ['properties', 'listing', { q, type, page }],
    // Both operations answer the same { properties, pagination }.
    queryFn: ({ signal }) =>
      q ? searchProperties({ query: q, type, page }, signal) : getAllProperties({ type, page }, signal),
  });
