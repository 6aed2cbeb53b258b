import { createFileRoute } from '@tanstack/react-router';
import { propertiesQueryOptions } from '@/features/admin-properties/api/get-properties';
import { PropertiesPage } from '@/features/admin-properties/components/properties-page';
import { adminPropertySortBy, adminTableSearchSchema } from '@/shared/admin-lists';

export const Route = createFileRoute('/admin/properties/list')({
  validateSearch: adminTableSearchSchema(adminPropertySortBy),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(propertiesQueryOptions(deps));
  },
  component: function PropertiesListRoute() {
    return <PropertiesPage search={Route.useSearch()} />;
  },
});
