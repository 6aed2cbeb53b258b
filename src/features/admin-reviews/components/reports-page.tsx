import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { useTableUrlState } from '@/components/data-table/use-table-url-state';
import { errorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { AdminTableSearch } from '@/shared/admin-tables';
import { ADMIN_MESSAGES } from '@/shared/admin-text';
import { type ReportSortKey, reportsQueryOptions } from '../api/get-reports';
import { ReportDialog } from './report-dialog';
import { type AdminReport, reportsColumns } from './reports-columns';

export function ReportsPage({ search }: { search: AdminTableSearch<ReportSortKey> }) {
  useDocumentTitle('Reported reviews');
  const state = useTableUrlState(search);
  const query = useQuery(reportsQueryOptions(search));
  const [open, setOpen] = useState<AdminReport | null>(null);
  const columns = useMemo(() => reportsColumns(setOpen), []);

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold tracking-tight">Reported reviews</h1>
      <DataTableToolbar
        search={search.search}
        onSearch={state.setSearch}
        label="Search reported reviews"
        placeholder="Search by reason, review or reporter"
      />
      {query.isError && !query.data ? (
        <p role="alert" className="text-destructive">
          {errorMessage(query.error, ADMIN_MESSAGES.reportsFetchFailed)}
        </p>
      ) : (
        <DataTable
          label="Reported reviews"
          columns={columns}
          rows={query.data?.reports}
          page={query.data?.pagination}
          state={state}
          isFetching={query.isFetching}
          getRowId={(r) => r.id}
          empty={search.search ? `No reports found for "${search.search}"` : ADMIN_MESSAGES.noData}
        />
      )}
      {open && <ReportDialog report={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
