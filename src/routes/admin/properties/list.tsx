import { createFileRoute } from '@tanstack/react-router';
import { propertiesQueryOptions } from '@/features/admin-properties/api/get-properties';
import { PropertiesPage } from '@/features/admin-properties/components/properties-page';
import { ADMIN_PROPERTY_SORT_KEYS } from '@/shared/admin-tables';
import { adminTableSearchSchema } from '@/shared/search-params';

export const Route = createFileRoute('/admin/properties/list')({
  validateSearch: adminTableSearchSchema(ADMIN_PROPERTY_SORT_KEYS),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(propertiesQueryOptions(deps));
  },
  component: function PropertiesListRoute() {
    return <PropertiesPage search={Route.useSearch()} />;
  },
});
