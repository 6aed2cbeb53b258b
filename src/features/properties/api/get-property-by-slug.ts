import { queryOptions } from '@tanstack/react-query';
import { publicApi, unwrap } from '@/lib/api';
import { PROPERTY_READ_MESSAGES } from '@/shared/property-read-text';

/** GET /properties/get-properties-by-slug/{slug}: a property with its gallery and aggregates (404 when unknown). */
export async function getPropertyBySlug(slug: string, signal?: AbortSignal) {
  const call = publicApi.GET('/api/v1/properties/get-properties-by-slug/{slug}', {
    params: { path: { slug } },
    signal,
  });
  return (await unwrap(call, PROPERTY_READ_MESSAGES.detailFailed)).data;
}

export const propertyBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['properties', 'detail', slug],
    queryFn: ({ signal }) => getPropertyBySlug(slug, signal),
  });
