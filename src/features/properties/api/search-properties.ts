import { publicApi, unwrap } from '@/lib/api';
import type { PropertyType } from '@/shared/enums';
import { LIMITS } from '@/shared/limits';
import { PROPERTY_READ_MESSAGES } from '@/shared/property-read-text';

export interface SearchPropertiesParams {
  query: string;
  type?: PropertyType;
  page: number;
}

/** GET /properties/search-properties: one page of properties matching the text (ranked by the server). */
export async function searchProperties({ query, type, page }: SearchPropertiesParams, signal?: AbortSignal) {
  const call = publicApi.GET('/api/v1/properties/search-properties', {
    params: { query: { query, type, page, pageSize: LIMITS.listingPageSize } },
    signal,
  });
  return (await unwrap(call, PROPERTY_READ_MESSAGES.searchFailed)).data;
}
