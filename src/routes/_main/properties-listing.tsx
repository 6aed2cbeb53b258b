import { createFileRoute } from '@tanstack/react-router';
import { propertyListingQueryOptions } from '@/features/properties/api/property-listing';
import { PropertiesListingPage } from '@/features/properties/components/properties-listing-page';
import { propertyListingSearchSchema } from '@/shared/search-params';
import { usePageHydrated } from '@/lib/page-hydrated';

export const Route = createFileRoute('/_main/properties-listing')({
  validateSearch: propertyListingSearchSchema,
  loaderDeps: ({ search: { q, type, page } }) => ({ q: q || undefined, type, page: page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(propertyListingQueryOptions(deps)),
  component: ListingRoute,
});

function ListingRoute() {
  usePageHydrated();
  const deps = Route.useLoaderDeps();
  return <PropertiesListingPage {...deps} />;
}
