import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { useTableUrlState } from '@/components/data-table/use-table-url-state';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { AdminTableSearch } from '@/shared/admin-tables';
import { ADMIN_MESSAGES } from '@/shared/admin-text';
import { PROPERTY_MESSAGES } from '@/shared/properties-text';
import { type PropertySortKey, propertiesQueryOptions } from '../api/get-properties';
import type { AdminProperty } from '../property-form-data';
import { PropertyDeleteDialog } from './property-delete-dialog';
import { propertiesColumns } from './properties-columns';

export function PropertiesPage({ search }: { search: AdminTableSearch<PropertySortKey> }) {
  useDocumentTitle('Properties');
  const navigate = useNavigate();
  const state = useTableUrlState(search);
  const query = useQuery(propertiesQueryOptions(search));
  const [deleting, setDeleting] = useState<AdminProperty | null>(null);
  const columns = useMemo(
    () =>
      propertiesColumns({
        edit: (property) => void navigate({ to: '/admin/properties/edit/$slug', params: { slug: property.slug } }),
        remove: setDeleting,
      }),
    [navigate],
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">Properties</h1>
        <Button asChild>
          <Link to="/admin/properties/add">
            <Plus aria-hidden="true" /> Add property
          </Link>
        </Button>
      </div>
      <DataTableToolbar
        search={search.search}
        onSearch={state.setSearch}
        label="Search properties"
        placeholder="Search by name or address"
      />
      {query.isError && !query.data ? (
        <p role="alert" className="text-destructive">
          {errorMessage(query.error, PROPERTY_MESSAGES.fetchFailed)}
        </p>
      ) : (
        <DataTable
          label="Properties"
          columns={columns}
          rows={query.data?.properties}
          page={query.data?.pagination}
          state={state}
          isFetching={query.isFetching}
          getRowId={(p) => p.id}
          empty={search.search ? `${PROPERTY_MESSAGES.noneFound} for "${search.search}"` : ADMIN_MESSAGES.noData}
        />
      )}
      {deleting && <PropertyDeleteDialog property={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}
