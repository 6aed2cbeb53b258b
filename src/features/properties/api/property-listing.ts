import type { PropertyType } from '@/shared/enums';
import { allPropertiesQueryOptions } from './get-all-properties';
import { searchPropertiesQueryOptions } from './search-properties';

export interface PropertyListingDeps {
  q?: string;
  type?: PropertyType;
  page: number;
}

/** The listing reads search-properties when there is search text, get-all-properties otherwise. */
export function propertyListingQueryOptions({ q, type, page }: PropertyListingDeps) {
  // Both operations answer the same { properties, pagination }; only their query keys differ in type.
  return (
    q ? searchPropertiesQueryOptions({ query: q, type, page }) : allPropertiesQueryOptions({ type, page })
  ) as ReturnType<typeof searchPropertiesQueryOptions>;
}
