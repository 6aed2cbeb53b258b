import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { PROPERTY_MESSAGES } from '@/shared/properties-text';

/** One property with its gallery and aggregates; a 404 ApiError when the slug is unknown. */
export const propertyBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['properties', 'detail', slug],
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/api/v1/properties/get-properties-by-slug/{slug}', { params: { path: { slug } }, signal }),
          PROPERTY_MESSAGES.detailFailed,
        )
      ).data,
  });
