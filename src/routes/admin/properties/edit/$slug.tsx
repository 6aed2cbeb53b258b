import { createFileRoute } from '@tanstack/react-router';
import { propertyBySlugQueryOptions } from '@/features/admin-properties/api/get-property';
import { PropertyEditPage } from '@/features/admin-properties/components/property-edit-page';

export const Route = createFileRoute('/admin/properties/edit/$slug')({
  // Started here, awaited by the page: a failure shows in the page with a way back to the list.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(propertyBySlugQueryOptions(params.slug));
  },
  component: function EditPropertyRoute() {
    return <PropertyEditPage slug={Route.useParams().slug} />;
  },
});
