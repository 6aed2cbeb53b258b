import { createFileRoute, notFound } from '@tanstack/react-router';
import { propertyPageSearchSchema } from '@/shared/search-params';
import { propertyBySlugQueryOptions } from '@/features/properties/api/get-property-by-slug';
import { PropertyDetailPage, PropertyNotFound } from '@/features/properties/components/property-detail-page';
import { propertyReviewsQueryOptions } from '@/features/reviews/api/get-property-reviews';
import { PagePending } from '@/components/page-pending';
import { ApiError } from '@/lib/api-error';
import { sessionStore } from '@/lib/session';
import { usePageHydrated } from '@/lib/page-hydrated';

export const Route = createFileRoute('/_main/property/$slug')({
  // `page` of the reviews list; a bad value falls back to the first page.
  validateSearch: propertyPageSearchSchema,
  loaderDeps: ({ search: { page, sort } }) => ({ page: page ?? 1, sort: sort ?? 'recent' }),
  loader: async ({ context: { queryClient }, params: { slug }, deps: { page, sort } }) => {
    let property;
    try {
      property = await queryClient.ensureQueryData(propertyBySlugQueryOptions(slug));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
    // Reviews start loading with the page but are not awaited: the right column shows its own
    // 'Loading reviews...' (and its own error), so paging never blanks the property summary.
    const viewerId = sessionStore.get()?.user.id ?? null;
    void queryClient.prefetchQuery(propertyReviewsQueryOptions({ propertyId: property.id, page, sort, viewerId }));
  },
  pendingComponent: () => <PagePending label="Loading property details..." />,
  notFoundComponent: PropertyNotFound,
  component: PropertyRoute,
});

function PropertyRoute() {
  usePageHydrated();
  const { slug } = Route.useParams();
  const { page, sort } = Route.useLoaderDeps();
  return <PropertyDetailPage slug={slug} page={page} sort={sort} />;
}
