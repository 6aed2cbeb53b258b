import { publicApi, unwrap } from '@/lib/api';
import type { PropertyType } from '@/shared/enums';
import { LIMITS } from '@/shared/limits';
import { PROPERTY_READ_MESSAGES } from '@/shared/property-read-text';

export interface AllPropertiesParams {
  type?: PropertyType;
  page: number;
}

/** GET /properties/get-all-properties: one page of every active property, optionally of one type. */
export async function getAllProperties({ type, page }: AllPropertiesParams, signal?: AbortSignal) {
  const call = publicApi.GET('/api/v1/properties/get-all-properties', {
    params: { query: { page, pageSize: LIMITS.listingPageSize, type } },
    signal,
  });
  return (await unwrap(call, PROPERTY_READ_MESSAGES.fetchFailed)).data;
}
